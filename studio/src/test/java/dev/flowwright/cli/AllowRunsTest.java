package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Explicit permission end to end (issue #12 item 11): {@code flowwright run} of the ticket sample on
 * real headless Chromium with the offline decider. The page's only way to open a ticket is a Submit
 * button: with the flow's {@code allow: [submit]} (or {@code --allow submit}) the ticket is opened;
 * without it the step fails at the destructive check and nothing is submitted. Never, either way, the
 * sign-out icon (its link goes to /ticket/logout) or the bin icon (its form's action deletes).
 */
class AllowRunsTest {
    static final Path FLOW = Path.of("..", "samples", "flows", "ticket.flow.yaml");
    static final ObjectMapper JSON = new ObjectMapper();
    static SampleSite site;

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @BeforeAll
    static void start() { site = LIVE.site(); }

    record Result(int exit, JsonNode report, String progress) {}

    static Result run(Path flow, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", flow.toString(), "--url", site.url("ticket/"),
                "--decider", "offline", "--handoff", "none", "--json"));
        args.addAll(List.of(extra));
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute(args.toArray(String[]::new));
        Thread.sleep(300); // the page's last reports are in flight
        JsonNode report = out.toString().isBlank() ? JSON.nullNode() : JSON.readTree(out.toString());
        return new Result(exit, report, err.toString());
    }

    /** The same flow without its allow: line. */
    static Path withoutAllow(Path dir) throws Exception {
        String text = Files.readString(FLOW);
        assertThat(text).contains("\nallow: [submit]\n");
        Path copy = dir.resolve("ticket.flow.yaml");
        Files.writeString(copy, text.replace("\nallow: [submit]\n", "\n"));
        return copy;
    }

    private static void neverSignedOutOrDeleted() {
        assertThat(site.events("signed-out")).isEmpty();
        assertThat(site.events("deleted")).isEmpty();
    }

    @Test
    void withAllowSubmitTheTicketIsSubmittedAndTheGrantIsPrintedAndReported() throws Exception {
        Result r = run(FLOW);
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(site.events("submitted")).hasSize(1);
        assertThat(r.progress()).contains("allowed to press: submit (the flow's allow:)");
        assertThat(r.report().path("allowed").toString()).isEqualTo("[\"submit\"]");
        neverSignedOutOrDeleted();
    }

    @Test
    void withoutItTheStepFailsWithTheDestructiveNoteAndNothingIsSubmitted(@TempDir Path dir) throws Exception {
        Result r = run(withoutAllow(dir));
        assertThat(r.exit()).as(r.progress()).isEqualTo(Main.EXIT_FAILED);
        assertThat(r.report().path("note").asText()).contains("Submit").contains("hard to undo").contains("allow: [submit]");
        assertThat(r.progress()).doesNotContain("allowed to press");
        assertThat(site.events("submitted")).isEmpty();
        neverSignedOutOrDeleted();
    }

    @Test
    void theCommandLinesAllowGrantsTheSameForOneRun(@TempDir Path dir) throws Exception {
        Result r = run(withoutAllow(dir), "--allow", "submit");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(r.progress()).contains("allowed to press: submit (--allow)");
        assertThat(site.events("submitted")).hasSize(1);
        neverSignedOutOrDeleted();
    }
}
