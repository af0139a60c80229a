package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sample flows end to end: {@code flowwright run} with the offline decider on real headless
 * Chromium against the sample site, judged by what the pages report to {@code /__events} — what really
 * happened — and the exit code. A run that starts failing for a reason outside the browser surface is
 * marked {@code @Disabled} with that reason, never loosened.
 */
class SampleFlowRunsTest {
    static final Path FLOWS = Path.of("..", "samples", "flows");
    static final ObjectMapper JSON = new ObjectMapper();
    static SampleSite site;

    record Result(int exit, JsonNode report, String progress) {
        String stop() { return report.path("stop").asText(); }
    }

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @BeforeAll
    static void start() { site = LIVE.site(); }

    static Result run(String flow, String page, String... extra) throws Exception {
        return run(FLOWS.resolve(flow + ".flow.yaml"), page, extra);
    }

    /** Runs the flow file {@code flow} (a sample's, or one a test wrote) against {@code page} of the site. */
    static Result run(Path flow, String page, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", flow.toString(),
                "--url", site.url(page), "--decider", "offline", "--handoff", "none", "--json"));
        args.addAll(List.of(extra));
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute(args.toArray(String[]::new));
        Thread.sleep(300); // the pages' last reports are in flight
        JsonNode report = out.toString().isBlank() ? JSON.nullNode() : JSON.readTree(out.toString());
        return new Result(exit, report, err.toString());
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> data(Map<String, Object> event) { return (Map<String, Object>) event.get("data"); }

    static Map<String, Object> only(String type) {
        List<Map<String, Object>> events = site.events(type);
        assertThat(events).as("events of type " + type + " in " + site.events()).isNotEmpty();
        return data(events.get(0));
    }

    // ---- the six hard cases (docs/samples.md) ----

    @Test
    void calendarCaseBooksTheDayInTheNextMonth() throws Exception {
        Result r = run("calendar", "calendar/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("booked")).containsEntry("date", "2027-01-15");
    }

    @Test
    void autocompleteCaseSearchesTheSuggestedCity() throws Exception {
        Result r = run("autocomplete", "autocomplete/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("searched")).containsEntry("city", "Izmir");
    }

    @Test
    void dependentDropdownCaseChoosesTheCityAfterTheCountry() throws Exception {
        Result r = run("dependent", "dependent/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("destination-set")).containsEntry("country", "Germany").containsEntry("city", "Munich");
    }

    @Test
    void orderedFormCaseFillsEachFieldAsItOpens() throws Exception {
        Result r = run("ordered", "ordered/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("registered")).containsEntry("name", "Ada Lovelace").containsEntry("email", "ada@example.com")
                .containsEntry("terms", true);
    }

    @Test
    void delayedDialogCaseAnswersTheQuestionWhenItArrives() throws Exception {
        Result r = run("delayed", "delayed/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(site.events("renewed")).hasSize(1);
    }

    @Test
    void iframeCaseFillsTheCrossOriginForm() throws Exception {
        Result r = run("iframe", "iframe/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("applied")).containsEntry("name", "Grace Hopper").containsEntry("email", "grace@example.com");
    }

    // ---- the applications ----

    @Test
    void shadowRootFormIsFilled() throws Exception {
        Result r = run("newsletter", "newsletter/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("signed-up")).containsEntry("email", "reader@example.com");
    }

    @Test
    void aPrivacyWallWithNoCloseIsAnsweredByItsRefusingControl() throws Exception {
        Result r = run("newsletter-wall", "wall/");
        assertThat(site.events("consent-granted")).as("consent is the user's to give").isEmpty();
        assertThat(site.events("link-opened")).as(r.progress() + site.events()).isEmpty();
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("consent-rejected")).containsEntry("how", "reject-non-essential");
        assertThat(only("signed-up")).containsEntry("email", "reader@example.com");
        assertThat(site.events("escape-ignored")).as("an Escape that changed nothing is not pressed again").hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void aNewEmailNeverTypesIntoTheExistingDraft() throws Exception {
        Result r = run("new-email", "mail/");
        assertThat(site.events("field-changed")).allSatisfy(e -> assertThat(data(e).get("message")).isNotEqualTo("draft-1"));
        assertThat(site.events("edited-others-draft")).as("a colleague's draft changed").isEmpty();
        assertThat(site.events("sent")).isEmpty();
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(r.stop()).isEqualTo("stopped_before_destructive");
        assertThat(site.events("compose-opened")).hasSize(1);
        assertThat(site.events("field-changed")).anySatisfy(e -> assertThat(data(e)).containsEntry("field", "to"));
    }

    @Test
    void aNewMessageInASharedMailboxNeverChangesAColleaguesDraft() throws Exception {
        // the open draft is to the same person, has no subject and a pane titled "New message"
        Result r = run("new-email-shared", "mail/?open=draft-2");
        assertThat(site.events("edited-others-draft")).as("a colleague's draft changed: " + site.events()).isEmpty();
        assertThat(site.events("field-typed")).allSatisfy(e -> assertThat(data(e)).containsEntry("own", true));
        assertThat(site.events("sent")).isEmpty();
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(r.stop()).isEqualTo("stopped_before_destructive");
        assertThat(site.events("compose-opened")).hasSize(1);
        assertThat(site.events("field-changed")).anySatisfy(e -> assertThat(data(e)).containsEntry("field", "to").containsEntry("message", "new-1"));
    }

    @Test
    void discardingTheDraftIsRefusedByTheDestructiveCheck() throws Exception {
        Result r = run("discard-draft", "mail/");
        assertThat(r.exit()).isEqualTo(Main.EXIT_FAILED);
        assertThat(r.report().path("note").asText()).contains("Discard").contains("hard to undo");
        assertThat(site.events("discarded")).isEmpty();
        assertThat(site.events("deleted")).isEmpty();
    }

    @Test
    void flightSearchStopsBeforePaying() throws Exception {
        Result r = run("flights", "flights/");
        assertThat(site.events("paid")).isEmpty();
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(r.stop()).isEqualTo("stopped_before_destructive");
        assertThat(only("searched")).containsEntry("trip", "One way").containsEntry("adults", 2);
        assertThat(only("flight-selected")).containsEntry("flight", "SB 904");
    }

    @Test
    void cookieBannerIsAnsweredBeforeTheFormIsFilled() throws Exception {
        Result r = run("cookies", "cookies/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("cookies")).containsEntry("choice", "essential");
        assertThat(only("account-created")).containsEntry("name", "Ada Lovelace");
    }

    @Test
    void theFarLinkOfTheIndexIsReachedInOneClick() throws Exception {
        Result r = run("help", "help/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(site.events("article-opened")).hasSize(1);
        assertThat(only("article-opened")).containsEntry("id", "change-your-delivery-address");
        JsonNode actions = r.report().path("steps").get(0).path("actions");
        assertThat(actions).hasSize(1);
    }

    @Test
    void signInTakesThePasswordAndTheCodeAsSecrets() throws Exception {
        Result r = run("signin", "signin/", "--fact", "password=correct horse", "--fact", "code=246810");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(only("signed-in")).containsEntry("codeLength", 6);
        assertThat(r.report().toString() + r.progress()).doesNotContain("correct horse").doesNotContain("246810");
    }

    // ---- memory between runs ----

    @Test
    void aSecondRunTakesTheControlTheFirstLearnedAfterOneConfirm(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path memory = dir.resolve("help.memory.json");
        Result first = run("help", "help/", "--memory", memory.toString(), "--journal", dir.resolve("first").toString());
        assertThat(first.exit()).as(first.progress()).isZero();
        assertThat(first.progress()).contains("memory: " + memory);
        JsonNode hints = JSON.readTree(memory.toFile()).path("hints");
        assertThat(hints).hasSize(1);
        assertThat(hints.get(0).path("key").asText()).contains("open the article about changing your delivery address");
        assertThat(hints.get(0).path("role").asText()).isEqualTo("link");
        assertThat(journal(dir.resolve("first"))).doesNotContain("remembered: ");
        site.clearEvents();

        Result second = run("help", "help/", "--memory", memory.toString(), "--journal", dir.resolve("second").toString());
        assertThat(second.exit()).as(second.progress()).isZero();
        assertThat(only("article-opened")).containsEntry("id", "change-your-delivery-address");
        assertThat(journal(dir.resolve("second"))).as("the remembered link was confirmed, not grounded afresh").contains("remembered: ");
        assertThat(second.progress()).contains("click link \"Change your delivery address\" · remembered from an earlier run");
        assertThat(second.report().path("modelCalls").asInt()).isLessThan(first.report().path("modelCalls").asInt());
        assertThat(JSON.readTree(memory.toFile()).path("hints")).hasSize(1);
    }

    @Test
    void aMalformedMemoryFileIsRefusedWithItsLineAndNothingRunsOrIsWritten(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        String broken = "{\n  \"version\": 1,\n  \"hints\": [ {\"key\": \"x\",, } ]\n}\n";
        Path memory = java.nio.file.Files.writeString(dir.resolve("broken.memory.json"), broken);
        Result r = run("help", "help/", "--memory", memory.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.progress()).contains(memory + ":3:");
        assertThat(java.nio.file.Files.readString(memory)).isEqualTo(broken);
        assertThat(site.events("article-opened")).isEmpty();
    }

    /** The text of the one journal a run wrote under {@code dir}. */
    static String journal(Path dir) throws java.io.IOException {
        try (var runs = java.nio.file.Files.list(dir)) {
            Path run = runs.filter(java.nio.file.Files::isDirectory).findFirst().orElseThrow();
            return java.nio.file.Files.readString(run.resolve("journal.jsonl"));
        }
    }
}
