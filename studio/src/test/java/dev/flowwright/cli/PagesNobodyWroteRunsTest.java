package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue #13 on real Chromium through {@code flowwright run} with the offline decider, on the sample
 * site's reading room ({@code widgets/}): spans and cards that only a click handler and a pointer cursor
 * make clickable, a quoted name among controls sharing its words, and "the second link". Judged by what
 * the page reports it was pressed.
 */
class PagesNobodyWroteRunsTest {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();
    static SampleSite site;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() { site = LIVE.site(); }

    private record Result(int exit, JsonNode report, String progress) {}

    private Result run(String step) throws Exception {
        return run(step, "widgets/", List.of());
    }

    private Result run(String step, String page, List<String> allow) throws Exception {
        Path flow = dir.resolve("step.flow.json");
        Map<String, Object> written = new java.util.LinkedHashMap<>(Map.of("name", "reading room", "steps", List.of(Map.of("do", step))));
        if (!allow.isEmpty()) written.put("allow", allow);
        Files.writeString(flow, SampleFlowRunsTest.JSON.writeValueAsString(written));
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute("run", flow.toString(), "--url", site.url(page), "--decider", "offline", "--handoff", "none", "--json");
        Thread.sleep(300); // the page's last report is in flight
        return new Result(exit, SampleFlowRunsTest.JSON.readTree(out.toString()), err.toString());
    }

    private static List<Object> pressed() {
        return site.events("pressed").stream().map(e -> SampleFlowRunsTest.data(e).get("what")).toList();
    }

    @Test
    void aSpanWithAClickHandlerIsPressedByItsText() throws Exception {
        Result r = run("open the loan rules");
        assertThat(pressed()).as(r.progress()).containsExactly("loan rules");
        assertThat(r.exit()).as(r.progress()).isZero();
    }

    @Test
    void aClickableCardIsOneTargetNamedByItsText() throws Exception {
        Result r = run("open Sea Shanties");
        assertThat(pressed()).as(r.progress()).containsExactly("Sea Shanties");
    }

    @Test
    void theQuotedLinkIsTheOneWithExactlyThatTextNotTheOneStartingWithIt() throws Exception {
        Result r = run("Click on the link \"Nam.\"");
        assertThat(pressed()).as(r.progress()).containsExactly("Nam.");
    }

    @Test
    void aQuotedButtonNameWinsOverAButtonSharingMoreOfTheStepsWords() throws Exception {
        Result r = run("press \"Save\" to close the list");
        assertThat(pressed()).as(r.progress()).containsExactly("Save");
    }

    @Test
    void theSecondLinkIsTheSecondLinkOnThePage() throws Exception {
        Result r = run("open the second link");
        // only ever that link (whether the step then sees itself done is the done judgement's, not grounding's)
        assertThat(pressed()).as(r.progress()).isNotEmpty().containsOnly("Renewing a loan");
    }

    // the reading circle (widgets/feed.html): posts in a short scroll panel whose controls only listeners make clickable

    @Test
    void everyPostByTheNamedUserGetsItsLikeThoughBelowThePanelsEdgeThenSubmit() throws Exception {
        Result r = run("Click the \"Like\" button on all posts by @ada and then click Submit.", "widgets/feed.html", List.of("submit"));
        assertThat(pressed()).as(r.progress()).containsExactly("like @ada #1", "like @ada #4", "submit");
        assertThat(r.exit()).as(r.progress()).isZero();
    }

    @Test
    void aUsersControlBehindThePostsMoreMenuIsPressedAfterOpeningIt() throws Exception {
        Result r = run("For the user @ben, click on the \"Mute\" button.", "widgets/feed.html", List.of());
        assertThat(pressed()).as(r.progress()).containsExactly("mute @ben #2");
        assertThat(r.exit()).as(r.progress()).isZero();
    }

    @Test
    void oneLikeForAUserWithTwoPostsIsAmbiguousAndNothingIsPressed() throws Exception {
        Result r = run("For the user @ada, click on the \"Like\" button.", "widgets/feed.html", List.of());
        assertThat(pressed()).as(r.progress()).isEmpty();
        assertThat(r.exit()).as(r.progress()).isNotZero();
    }

    @Test
    void aTextAreaNamedByItsKindIsTheTextAreaNotTheOneLineField() throws Exception {
        Result r = run("Click on a \"textarea\" widget.", "widgets/feed.html", List.of());
        assertThat(pressed()).as(r.progress()).containsExactly("review area");
    }

    @Test
    void eachFieldTakesTheValueTheRecordShowsForTheLabelBesideIt() throws Exception {
        Result r = run("Enter the value that corresponds with each label into the form and press Transfer.", "widgets/record.html", List.of());
        var sent = site.events("transferred");
        assertThat(sent).as(r.progress()).hasSize(1);
        assertThat(SampleFlowRunsTest.data(sent.get(0))).as(r.progress())
                .containsEntry("branch", "Harbor Street").containsEntry("member number", "HB-2231").containsEntry("language", "Quechua");
    }
}
