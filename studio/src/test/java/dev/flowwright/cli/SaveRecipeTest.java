package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code flowwright run … --save-recipe FILE} on real Chromium: a completed run's recipe replays with no
 * model and exports as a passing Playwright test; a run that did not complete still saves what it did,
 * without {@code expect}, and says so. (The cookie-banner flow is the sample that completes with the
 * offline decider today; the six hard cases wait for it, see {@link HardCaseRecipesTest}.)
 */
class SaveRecipeTest {
    static SampleSite site;
    static Path chromium;

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @BeforeAll
    static void start() {
        site = LIVE.site();
        chromium = LIVE.chromium();
    }

    static void awaitEvent(String type) throws InterruptedException {
        for (int i = 0; i < 20 && site.events(type).isEmpty(); i++) Thread.sleep(100);
        assertThat(site.events(type)).as("event '" + type + "' in " + site.events()).isNotEmpty();
    }

    @Test
    void aCompletedRunIsRecordedReplayedWithNoModelAndExported(@TempDir Path dir) throws Exception {
        Path recipe = dir.resolve("cookies.recipe.yaml");
        RecipeChain.Cli run = flowwright("run", "../samples/flows/cookies.flow.yaml", "--url", site.url("cookies/"),
                "--decider", "offline", "--handoff", "none", "--save-recipe", recipe.toString());
        assertThat(run.exit()).as(run.toString()).isZero();
        assertThat(run.out()).contains("recipe: " + recipe);
        Recipe recorded = RecipeReader.read(recipe);
        assertThat(recorded.steps()).isNotEmpty();
        // expect comes from verify steps and text the run brought onto the final page: the welcome line
        assertThat(recorded.expect()).extracting(e -> e.textContains()).containsExactly("Welcome to Lumen Books, Ada Lovelace.");
        awaitEvent("account-created");
        site.clearEvents();

        RecipeChain.Cli replay = flowwright("replay", recipe.toString(), "--url", site.url("cookies/"));
        assertThat(replay.exit()).as(replay + "\n" + Files.readString(recipe)).isZero();
        assertThat(replay.out()).contains("no model").contains("replay passed");
        awaitEvent("account-created");
        assertThat(site.events("cookies").get(0).get("data").toString()).contains("essential");
        site.clearEvents();

        Path source = dir.resolve("export").resolve("CookiesRecipeTest.java");
        assertThat(flowwright("export", recipe.toString(), "--to", "playwright-java", "--out", source.toString()).exit()).isZero();
        assertThat(RecipeChain.compile(source, dir.resolve("classes"))).as(Files.readString(source)).isEmpty();
        TestExecutionSummary summary = RecipeChain.runExported(dir.resolve("classes"), "CookiesRecipeTest", site.url("cookies/"), chromium);
        assertThat(summary.getTestsSucceededCount()).as(RecipeChain.failures(summary) + "\n" + Files.readString(source)).isEqualTo(1);
        awaitEvent("account-created");
    }

    @Test
    void aRunThatDoesNotCompleteStillSavesWhatItDidWithoutExpect(@TempDir Path dir) throws Exception {
        Path recipe = dir.resolve("cut-short.recipe.yaml");
        RecipeChain.Cli run = flowwright("run", "../samples/flows/cookies.flow.yaml", "--url", site.url("cookies/"),
                "--decider", "offline", "--handoff", "none", "--max-actions", "1", "--save-recipe", recipe.toString());
        assertThat(run.exit()).as(run.toString()).isEqualTo(Main.EXIT_FAILED);
        assertThat(run.out()).as(run.toString()).contains("recipe: " + recipe).contains("did not complete").contains("no expect");
        Recipe saved = RecipeReader.read(recipe);
        assertThat(saved.expect()).isEmpty();
        assertThat(saved.steps()).hasSizeLessThanOrEqualTo(1);
    }
}
