package dev.flowwright.runtime.decide.systemone;

import dev.flowwright.runtime.cassette.RecordingDecider;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.journal.JournalReader;
import dev.flowwright.runtime.journal.JournalWriter;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunControl;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A run whose decision service fails — down before the run, gone in the middle of it, overloaded past its
 * retries — ends {@code decider_failed} (exit code 4) with the service's failure as the step's note, in the
 * report and the journal; it is never read as "none of these" and the step never blames the page. With a
 * fallback the run goes on with the offline decider and says from which step. Real HTTP throughout: the
 * local {@link FakeSystemOneServer}, here answering with the offline decider's own answers.
 */
class DeciderFailureRunTest {
    @TempDir Path runs;

    private final List<Event> events = new CopyOnWriteArrayList<>();
    private FakeSystemOneServer server;

    @AfterEach
    void stop() {
        if (server != null) server.close();
    }

    private static FakeSystemOneServer answeringLikeTheOfflineDecider() throws Exception {
        OfflineDecider offline = new OfflineDecider();
        return FakeSystemOneServer.start(request -> offline.decide(request).answers());
    }

    /** The client a run opens, with the retry waits counted instead of slept. */
    private static SystemOneClient client(URI base, JournalWriter journal) {
        return new SystemOneClient(SystemOneConfig.local(base), journal, wait -> {}, Clock.systemUTC());
    }

    private static int closedPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private RunReport run(Decider decider, EventBus bus, RunControl control, JournalWriter journal, Sim sim, String... steps) {
        bus.add(events::add);
        bus.add(journal);
        List<Step> flowSteps = java.util.Arrays.stream(steps).map(s -> (Step) new Step.Do(s)).toList();
        try (DecisionMaker asker = RunSetup.asker(decider, new Secrets(), bus, RunOptions.defaults())) {
            return RunSetup.flowRun(new Flow("inbox", sim.app, null, Map.of(), flowSteps), sim, asker)
                    .bus(bus).control(control).decider("systemone").build().run();
        } finally {
            journal.close();
        }
    }

    @Test
    void aServiceThatIsNotThereEndsTheRunDeciderFailedWithItsAddressNeverNoneOfThese() throws Exception {
        int port = closedPort();
        JournalWriter journal = JournalWriter.create(runs, new Secrets());
        Sim sim = SimApps.inbox();

        RunReport report = run(client(URI.create("http://127.0.0.1:" + port), journal), new EventBus(), new RunControl(), journal, sim,
                "press Archive", "press Reply");

        String said = "the decision service at http://127.0.0.1:" + port + " did not answer (connection refused) — 3 tries over ";
        assertThat(report.stop()).isEqualTo(Stop.DECIDER_FAILED);
        assertThat(report.exitCode()).isEqualTo(4);
        assertThat(report.note()).startsWith(said);
        assertThat(report.steps()).singleElement().satisfies(s -> {
            assertThat(s.outcome()).isEqualTo(Outcome.FAILED);
            assertThat(s.note()).startsWith(said).doesNotContain("no field", "none of", "no control");
        });
        assertThat(sim.clicks).as("nothing was pressed on a guess").isEmpty();
        JournalReader read = JournalReader.open(journal.directory());
        assertThat(read.truncation()).isEmpty();
        assertThat(read.events()).last().isInstanceOfSatisfying(Event.End.class, end -> {
            assertThat(end.stop()).isEqualTo("decider_failed");
            assertThat(end.note()).startsWith(said);
        });
    }

    @Test
    void aServiceThatStopsInTheMiddleFailsTheStepItWasAskedInAndTheJournalIsWhole() throws Exception {
        server = answeringLikeTheOfflineDecider();
        JournalWriter journal = JournalWriter.create(runs, new Secrets());
        EventBus bus = new EventBus();
        // the service goes away as step 2 starts
        bus.add(e -> {
            if (e instanceof Event.StepEvent s && "2".equals(s.stepPath()) && Event.StepEvent.STARTED.equals(s.phase())) server.close();
        });
        Sim sim = SimApps.inbox();

        RunReport report = run(client(server.baseUrl(), journal), bus, new RunControl(), journal, sim, "press Archive", "press Reply");

        assertThat(report.stop()).isEqualTo(Stop.DECIDER_FAILED);
        assertThat(report.step("1").orElseThrow().outcome()).as(report.toString()).isEqualTo(Outcome.DONE);
        assertThat(report.step("2").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(report.step("2").orElseThrow().note()).startsWith("the decision service at " + server.baseUrl() + " did not answer (");
        JournalReader read = JournalReader.open(journal.directory());
        assertThat(read.truncation()).isEmpty();
        assertThat(read.exchanges()).as("step 1's answers are kept for a replay").isNotEmpty();
        assertThat(read.events()).last().isInstanceOfSatisfying(Event.End.class, end -> assertThat(end.stop()).isEqualTo("decider_failed"));
    }

    @Test
    void anOverloadStormPastTheRetriesIsADeciderFailureNotALowScore() throws Exception {
        server = answeringLikeTheOfflineDecider();
        server.storm(529);
        JournalWriter journal = JournalWriter.create(runs, new Secrets());

        RunReport report = run(client(server.baseUrl(), journal), new EventBus(), new RunControl(), journal, SimApps.inbox(), "press Archive");

        assertThat(report.stop()).isEqualTo(Stop.DECIDER_FAILED);
        assertThat(report.note()).startsWith("the decision service at " + server.baseUrl() + " failed with 529 (overloaded): Overloaded").contains(" — 3 tries over ");
    }

    @Test
    void withTheFallbackTheRunGoesOnWithTheOfflineDeciderAndSaysFromWhichStep() throws Exception {
        server = answeringLikeTheOfflineDecider();
        JournalWriter journal = JournalWriter.create(runs, new Secrets());
        EventBus bus = new EventBus();
        RunControl control = new RunControl();
        bus.add(e -> {
            if (e instanceof Event.StepEvent s && "2".equals(s.stepPath()) && Event.StepEvent.STARTED.equals(s.phase())) server.close();
        });
        Decider decider = RunSetup.withFallback(client(server.baseUrl(), journal), new RecordingDecider(new OfflineDecider(), journal),
                "offline", bus, control);
        Sim sim = SimApps.inbox();

        RunReport report = run(decider, bus, control, journal, sim, "press Archive", "press Reply");

        assertThat(report.stop()).as(report.toString()).isEqualTo(Stop.COMPLETED);
        assertThat(report.fallback()).isNotNull();
        assertThat(report.fallback().fromStep()).isEqualTo("2");
        assertThat(report.fallback().decider()).isEqualTo("offline");
        assertThat(report.fallback().reason()).startsWith("the decision service at " + server.baseUrl() + " did not answer (");
        assertThat(report.toJson()).contains("\"fallback\"").contains("\"fromStep\" : \"2\"");
        assertThat(events).filteredOn(Event.DeciderFallback.class::isInstance).hasSize(1);
        JournalReader read = JournalReader.open(journal.directory());
        assertThat(read.events()).filteredOn(Event.DeciderFallback.class::isInstance).singleElement()
                .isInstanceOfSatisfying(Event.DeciderFallback.class, f -> assertThat(f.stepPath()).isEqualTo("2"));
    }
}
