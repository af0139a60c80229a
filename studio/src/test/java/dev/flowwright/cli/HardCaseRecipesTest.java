package dev.flowwright.cli;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static dev.flowwright.cli.HardCaseChain.chain;

/**
 * The sample site's six hard cases (docs/samples.md) through the whole recipe chain of {@link HardCaseChain} (replay, break on
 * {@code /v2/}, heal, accept, replay repaired, export), from a recipe written by hand the way the recorder
 * writes it: test resources {@code recipes/*.recipe.yaml}, what a user edits in the studio.
 */
class HardCaseRecipesTest {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"calendar", "autocomplete", "dependent", "ordered", "delayed", "iframe"})
    void handWrittenRecipeReplaysBreaksHealsAndExports(String name, @TempDir Path dir) throws Exception {
        RecipeChain.Case c = RecipeChain.named(name);
        chain(LIVE.site(), LIVE.chromium(), c, RecipeChain.handWrittenRecipe(c, dir), dir);
    }
}
