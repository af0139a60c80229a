package dev.flowwright.cli;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static dev.flowwright.cli.HardCaseChain.assertDone;
import static org.assertj.core.api.Assertions.assertThat;
import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/**
 * The sample site's six hard cases (docs/samples.md) exported from their hand-written recipes (test resources
 * {@code recipes/*.recipe.yaml}) and run as plain Playwright tests on the page they were made for: Java
 * (compiled with javax.tools, run with JUnit's launcher) and TypeScript (Playwright's own runner).
 */
class HardCaseExportsTest {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();
    /** The recipe as written, exported as a plain Playwright Java test: it compiles and does the job on the page it was made for. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"calendar", "autocomplete", "dependent", "ordered", "delayed", "iframe"})
    void exportedJavaTestPassesOnTheOriginalPage(String name, @TempDir Path dir) throws Exception {
        RecipeChain.Case c = RecipeChain.named(name);
        Path recipe = RecipeChain.handWrittenRecipe(c, dir);
        Path source = dir.resolve("export").resolve(c.className() + ".java");
        RecipeChain.Cli exported = flowwright("export", recipe.toString(), "--to", "playwright-java", "--out", source.toString());
        assertThat(exported.exit()).as("export\n" + exported).isZero();
        assertThat(RecipeChain.compile(source, dir.resolve("classes"))).as("javac on\n" + Files.readString(source)).isEmpty();
        TestExecutionSummary summary = RecipeChain.runExported(dir.resolve("classes"), c.className(), LIVE.site().url(c.page()), LIVE.chromium());
        assertThat(summary.getTestsSucceededCount()).as(RecipeChain.failures(summary) + "\n" + Files.readString(source)).isEqualTo(1);
        assertDone(LIVE.site(), c, "v1", "the exported Playwright test");
    }

    /**
     * The exported TypeScript spec, run by Playwright's own runner on the system Chromium. Needs
     * {@code @playwright/test} installed where {@code FLOWWRIGHT_PLAYWRIGHT_TS} points (docs/commands/export.md);
     * skipped, saying so, where it is not.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"calendar", "autocomplete", "dependent", "ordered", "delayed", "iframe"})
    void exportedTypeScriptSpecPassesWithPlaywrightTest(String name, @TempDir Path dir) throws Exception {
        Path install = RecipeChain.playwrightTs();
        require(install != null, "set FLOWWRIGHT_PLAYWRIGHT_TS to a folder with node_modules/@playwright/test to run exported specs");
        RecipeChain.Case c = RecipeChain.named(name);
        Path recipe = RecipeChain.handWrittenRecipe(c, dir);
        Path spec = dir.resolve("ts").resolve(c.name() + ".spec.ts");
        RecipeChain.Cli exported = flowwright("export", recipe.toString(), "--to", "playwright-ts", "--out", spec.toString());
        assertThat(exported.exit()).as(exported.toString()).isZero();
        RecipeChain.Cli run = RecipeChain.runTsSpec(install, spec, LIVE.site().url(c.page()), LIVE.chromium());
        assertThat(run.exit()).as(run.out() + "\n" + Files.readString(spec)).isZero();
        assertDone(LIVE.site(), c, "v1", "the exported TypeScript spec");
    }
}
