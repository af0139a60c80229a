package dev.flowwright.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static dev.flowwright.cli.SampleFlowRunsTest.only;
import static dev.flowwright.cli.SampleFlowRunsTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The basic intents a person writes — a key, typing then a key, adding to a list, signing in — each in five
 * wordings, end to end: {@code flowwright run} with the offline decider on real headless Chromium against
 * the sample site's own pages, judged by what the page reports to {@code /__events}, not by the run's report.
 */
class IntentRunsTest {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @TempDir
    static Path dir;

    @BeforeAll
    static void start() { SampleFlowRunsTest.site = LIVE.site(); }

    /** A one-step flow of {@code step}, as an author writes it. */
    private static Path flow(String step) throws Exception {
        Path f = Files.createTempFile(dir, "intent", ".flow.yaml");
        Files.writeString(f, "name: one step\napp: browser\nstart: http://127.0.0.1:8700/\nsteps:\n  - '" + step.replace("'", "''") + "'\n");
        return f;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"press Enter", "please hit the Enter key", "the Enter key should be pressed", "Enter — press it",
            "strike Return on the keyboard"})
    void pressEnterPressesTheKeyWhereTheFocusIs(String step) throws Exception {
        SampleFlowRunsTest.Result r = run(flow(step), "keys/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("key")).containsEntry("key", "Enter").containsEntry("field", "search");
        assertThat(LIVE.site().events("searched")).hasSize(1);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"hit Tab", "please press the Tab key", "Tab should be pressed", "Tab — hit it", "tap the Tab key once"})
    void hitTabMovesTheFocusOn(String step) throws Exception {
        SampleFlowRunsTest.Result r = run(flow(step), "keys/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("key")).containsEntry("key", "Tab").containsEntry("field", "search");
        assertThat(LIVE.site().events("focused")).anySatisfy(e -> assertThat(SampleFlowRunsTest.data(e).get("field")).isNotEqualTo("search"));
        assertThat(LIVE.site().events("searched")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"type \"Gormenghast\" into the \"Search\" box and press Enter",
            "please enter \"Gormenghast\" in the search field, then hit Enter",
            "\"Gormenghast\" should be typed into the search box, then Enter should be pressed",
            "into the search box, type \"Gormenghast\" and press the Enter key",
            "fill the search box with Gormenghast and press Return"})
    void typingThenEnterSearchesWhatWasTyped(String step) throws Exception {
        SampleFlowRunsTest.Result r = run(flow(step), "keys/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("searched")).containsEntry("q", "Gormenghast");
        assertThat(LIVE.site().events("searched")).hasSize(1);
        assertThat(LIVE.site().events("focused")).noneSatisfy(e -> assertThat(SampleFlowRunsTest.data(e).get("field")).isEqualTo("note"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"add \"milk\" to the shopping list", "please add milk to my shopping list",
            "milk should be added to the shopping list", "to the shopping list, add \"milk\"", "put milk on the shopping list"})
    void addToAListAddsItThroughTheListsOwnBox(String step) throws Exception {
        SampleFlowRunsTest.Result r = run(flow(step), "list/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("added")).containsEntry("item", "milk");
        assertThat(LIVE.site().events("added")).hasSize(1);
        assertThat(LIVE.site().events("recipes-typed")).isEmpty();
        assertThat(LIVE.site().events("recipes-searched")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"log in as ada with password ${pw}", "please sign in as ada using the password ${pw}",
            "with the username ada and the password ${pw}, log in", "sign on as \"ada\", password ${pw}",
            "login with username ada and password ${pw}"})
    void signInFillsTheFormAndSendsIt(String step) throws Exception {
        SampleFlowRunsTest.Result r = run(flow(step), "signin/", "--fact", "pw=correct horse");
        assertThat(r.exit()).as(r.progress()).isZero();
        Map<String, Object> accepted = only("password-accepted");
        assertThat(accepted).containsEntry("user", "ada").containsEntry("passwordLength", 13);
        assertThat(r.report().toString()).doesNotContain("correct horse");
        assertThat(r.progress()).doesNotContain("correct horse");
    }
}
