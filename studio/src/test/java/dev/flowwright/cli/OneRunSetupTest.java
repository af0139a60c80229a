package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.journal.JournalReader;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RunMode;
import dev.flowwright.studio.session.RunRequest;
import dev.flowwright.studio.session.RunPhase;
import dev.flowwright.studio.settings.DeciderSetting;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One run setup (issue #14): the same flow on the same page, started from the command line and from the
 * studio's run backend, sends the same questions — the same framings of the same first decision, with
 * the same deliberation — because both are set up by {@link RunSetup}.
 */
class OneRunSetupTest {
    static final Path FLOW = Path.of("..", "samples", "flows", "cookies.flow.yaml");

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @Test
    void theCommandLineAndTheStudioAskTheSameQuestionsForTheSameScreen(@TempDir Path dir) throws Exception {
        String url = LIVE.site().url("cookies/");

        Path cliRuns = dir.resolve("cli");
        CommandLine cli = Main.commandLine();
        StringWriter out = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(new StringWriter(), true));
        int exit = cli.execute("run", FLOW.toString(), "--url", url, "--decider", "offline", "--handoff", "none",
                "--journal", cliRuns.toString());
        assertThat(exit).as(out.toString()).isZero();
        assertThat(out.toString()).as("every run says who decides").contains("decider: offline");

        Path studioRuns = dir.resolve("studio");
        Flow flow = FlowReader.read(FLOW).flow();
        CountDownLatch ended = new CountDownLatch(1);
        new LocalRunBackend(studioRuns).start(new RunRequest(flow, url, DeciderSetting.offline(), true, RunMode.RECORD, Set.of()),
                e -> {}, s -> { if (s == RunPhase.ENDED) ended.countDown(); }, request -> null);
        assertThat(ended.await(120, TimeUnit.SECONDS)).as("the studio's run ended").isTrue();

        JournalReader fromCli = JournalReader.open(onlyRun(cliRuns));
        JournalReader fromStudio = JournalReader.open(onlyRun(studioRuns));
        Event.Decision first = firstDecision(fromCli);
        Event.Decision studioFirst = firstDecision(fromStudio);
        // sequential voting: three framings first, more only while the vote is open, never past the run's seven
        assertThat(first.framings()).as("framings of the first decision").hasSizeBetween(dev.flowwright.runtime.Thresholds.FIRST_VOTES, RunSetup.VOTES);
        assertThat(studioFirst.framings()).hasSize(first.framings().size());
        assertThat(studioFirst.purpose()).isEqualTo(first.purpose());
        assertThat(studioFirst.questions().keySet()).isEqualTo(first.questions().keySet());
        // the request bodies themselves, framing by framing: the same screen asked the same way
        assertThat(requests(fromStudio, studioFirst.framings().size()))
                .containsExactlyInAnyOrderElementsOf(requests(fromCli, first.framings().size()));
    }

    private static Path onlyRun(Path runs) throws Exception {
        try (Stream<Path> dirs = Files.list(runs)) {
            List<Path> found = dirs.filter(Files::isDirectory).toList();
            assertThat(found).as("one journal under " + runs).hasSize(1);
            return found.get(0);
        }
    }

    private static Event.Decision firstDecision(JournalReader journal) {
        return journal.events().stream().filter(e -> e instanceof Event.Decision).map(e -> (Event.Decision) e)
                .findFirst().orElseThrow(() -> new AssertionError("no decision in " + journal.directory()));
    }

    /** The first {@code n} request bodies, without what differs by nature between two runs (none is expected). */
    private static List<String> requests(JournalReader journal, int n) {
        return journal.exchanges().stream().limit(n).map(JournalReader.Exchange::request).map(JsonNode::toString).toList();
    }
}
