package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code flowwright run FLOW --from-recipe R --at N --save-recipe R2} on real Chromium (issue #15): the
 * recipe of the six-step notes flow is cut at step 3 and recorded again from there; the kept steps are
 * replayed with no model, the rest is recorded anew, and the result replays green. Bad input changes
 * nothing on disk.
 */
class ContinueRecordingTest {
    private static final String FLOW = "../samples/flows/notes-six.flow.yaml";

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();
    static SampleSite site;

    @BeforeAll
    static void start() { site = LIVE.site(); }

    @Test
    void aRecipeCutAtStepThreeIsRecordedAgainFromThereAndReplaysGreen(@TempDir Path dir) throws Exception {
        Path whole = dir.resolve("six.recipe.yaml");
        RecipeChain.Cli first = flowwright("run", FLOW, "--url", site.url("notes/"), "--decider", "offline", "--handoff", "none",
                "--save-recipe", whole.toString());
        assertThat(first.exit()).as(first.toString()).isZero();
        Recipe recorded = RecipeReader.read(whole);
        assertThat(recorded.steps()).hasSizeGreaterThanOrEqualTo(5);

        Path continued = dir.resolve("six-again.recipe.yaml");
        RecipeChain.Cli again = flowwright("run", FLOW, "--url", site.url("notes/"), "--decider", "offline", "--handoff", "none",
                "--from-recipe", whole.toString(), "--at", "3", "--save-recipe", continued.toString());
        assertThat(again.exit()).as(again.toString()).isZero();
        assertThat(again.out()).contains("steps 1–2 with no model; recording from step 3 (flow step 3)");
        assertThat(again.out()).doesNotContain("enter title").as("the kept steps are replayed, not run");
        Recipe cut = RecipeReader.read(continued);
        assertThat(cut.steps().subList(0, 2)).isEqualTo(recorded.steps().subList(0, 2));
        assertThat(cut.steps().get(2).from()).isEqualTo("tick Pin this note");
        assertThat(cut.expect()).isNotEmpty();
        site.clearEvents();

        RecipeChain.Cli replay = flowwright("replay", continued.toString(), "--url", site.url("notes/"));
        assertThat(replay.exit()).as(replay + "\n" + Files.readString(continued)).isZero();
        assertThat(replay.out()).contains("replay passed");
    }

    @Test
    void aStepOutsideTheRecipeOrAnAtWithoutARecipeIsRefusedAndWritesNothing(@TempDir Path dir) throws Exception {
        Path recipe = dir.resolve("two.recipe.yaml");
        Files.writeString(recipe, """
                recipe: 1
                name: file a pinned note
                app: browser
                steps:
                  - from: enter title
                    action: fill
                    target: {locators: [{label: Title}]}
                    value: Lunch
                """);
        Path out = dir.resolve("out.recipe.yaml");
        RecipeChain.Cli outside = flowwright("run", FLOW, "--url", site.url("notes/"), "--handoff", "none",
                "--from-recipe", recipe.toString(), "--at", "4", "--save-recipe", out.toString());
        assertThat(outside.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(outside.err()).contains("--at must be a step of the recipe, 1 to 1, not 4").doesNotContain("Exception");
        RecipeChain.Cli alone = flowwright("run", FLOW, "--url", site.url("notes/"), "--handoff", "none", "--at", "1");
        assertThat(alone.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(alone.err()).contains("--from-recipe and --at go together");
        assertThat(out).doesNotExist();
    }
}
