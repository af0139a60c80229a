package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@code --shard i/n}: the shards of a suite cover every recipe exactly once, and adding a recipe moves no other. */
class ShardTest {
    @RegisterExtension
    static final SiteOnChromium chromium = new SiteOnChromium();

    @Test
    void threeShardsReplayEveryRecipeExactlyOnce(@TempDir Path dir) throws Exception {
        List<Path> recipes = SuiteRecipes.passing(chromium.site(), dir.resolve("suite"), 7);
        List<String> replayed = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            Path report = dir.resolve("shard-" + i);
            RecipeChain.Cli cli = flowwright("replay", dir.resolve("suite").toString(), "--shard", i + "/3", "--workers", "2", "--report", report.toString());
            assertThat(cli.exit()).as(cli.toString()).isEqualTo(0);
            assertThat(cli.out()).containsPattern("shard " + i + "/3: \\d of 7 recipes");
            for (JsonNode r : new ObjectMapper().readTree(report.resolve("report.json").toFile()).path("recipes")) replayed.add(r.path("file").asText());
        }
        assertThat(replayed).containsExactlyInAnyOrderElementsOf(recipes.stream().map(Path::toString).toList());
    }

    @Test
    void addingARecipeMovesNoOtherAndEveryShardGetsAShare() {
        Path base = Path.of("/ci/checkout");
        List<Path> suite = IntStream.range(0, 300).mapToObj(i -> base.resolve("recipes/flow-" + i + ".recipe.yaml")).toList();
        RecipeShard[] shards = {new RecipeShard(1, 4), new RecipeShard(2, 4), new RecipeShard(3, 4), new RecipeShard(4, 4)};
        Set<Path> seen = new HashSet<>();
        for (RecipeShard s : shards) {
            List<Path> mine = s.select(suite, base);
            assertThat(mine.size()).as("shard " + s).isBetween(45, 105);
            for (Path p : mine) assertThat(seen.add(p)).as(p + " in two shards").isTrue();
        }
        assertThat(seen).hasSize(300);

        List<Path> grown = new ArrayList<>(suite);
        grown.add(base.resolve("recipes/new-one.recipe.yaml"));
        for (RecipeShard s : shards) assertThat(s.select(grown, base)).containsAll(s.select(suite, base));
        // the same relative path lands in the same shard on any machine, whatever the checkout folder
        assertThat(shards[0].select(List.of(Path.of("/other/place/recipes/flow-1.recipe.yaml")), Path.of("/other/place")))
                .hasSize(shards[0].select(List.of(base.resolve("recipes/flow-1.recipe.yaml")), base).size());
    }

    @Test
    void aShardThatIsNotIOfNIsRefused() {
        for (String bad : List.of("0/3", "4/3", "3", "a/b", "1/0")) {
            assertThatThrownBy(() -> RecipeShard.parse(bad)).hasMessageContaining("use i/n with 1 ≤ i ≤ n");
        }
    }
}
