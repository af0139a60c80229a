package dev.flowwright.cli;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static dev.flowwright.cli.HardCaseChain.assertDone;
import static dev.flowwright.cli.HardCaseChain.chain;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sample site's six hard cases (docs/samples.md) through the whole recipe chain of {@link HardCaseChain}, from the recipe
 * {@code run --save-recipe} records with the offline decider.
 */
class RecordedHardCaseRecipesTest {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();
    /**
     * The same chain from a recipe recorded by {@code run --save-recipe} with the offline decider: every
     * strongest locator it records (role and name, label, placeholder, id) is one the {@code /v2/} page changes.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"calendar", "autocomplete", "dependent", "ordered", "delayed", "iframe"})
    void recordedRecipeReplaysBreaksHealsAndExports(String name, @TempDir Path dir) throws Exception {
        RecipeChain.Case c = RecipeChain.named(name);
        Path recipe = dir.resolve(c.name() + ".recipe.yaml");
        RecipeChain.Cli run = flowwright("run", HardCaseChain.FLOWS.resolve(c.name() + ".flow.yaml").toString(), "--url", LIVE.site().url(c.page()),
                "--decider", "offline", "--handoff", "none", "--save-recipe", recipe.toString());
        assertThat(run.exit()).as("the recorded run\n" + run).isZero();
        assertThat(run.out()).contains("recipe: " + recipe);
        assertDone(LIVE.site(), c, "v1", "the recorded run");
        chain(LIVE.site(), LIVE.chromium(), c, recipe, dir);
    }
}
