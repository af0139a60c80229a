package dev.flowwright.cli;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.journal.JournalReader;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceException;
import dev.flowwright.runtime.testing.LiveEnvironment;
import dev.flowwright.surfaces.desktop.DesktopSurface;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The desktop application killed ({@code kill -9}) in the middle of {@code flowwright run}: the real
 * gnome-calculator over AT-SPI (Xvfb, D-Bus and the AT-SPI bus from {@code ./test}), the offline decider.
 * The run says so in one line naming the application, the step and how it ended, exits 1, prints no stack
 * trace (it goes to the journal's log), and the journal reads back whole — as for a closed browser.
 */
class DesktopGoneTest {
    @BeforeAll
    static void desktop() {
        LiveEnvironment.requireLinux("desktop runs need AT-SPI (Linux)");
        LiveEnvironment.requireDisplay();
        try (Surface probe = DesktopSurface.forThisPlatform()) {
            assertThat(probe.kind()).isEqualTo("desktop");
        } catch (SurfaceException e) {
            require(false, "no AT-SPI bus (" + e.getMessage() + "): ./test starts one");
        }
    }

    @TempDir Path dir;

    /** Calculators running before the test: someone else's, never killed here. */
    private Set<Long> before;

    @BeforeEach
    void noteRunningCalculators() { before = calculators().map(ProcessHandle::pid).collect(Collectors.toSet()); }

    @AfterEach
    void endCalculatorsThisTestStarted() { calculators().filter(p -> !before.contains(p.pid())).forEach(ProcessHandle::destroyForcibly); }

    /** The calculators this JVM started (the run's surface starts its application as a child). */
    private static Stream<ProcessHandle> calculators() {
        return ProcessHandle.current().descendants().filter(p -> p.info().command().map(c -> c.endsWith("/gnome-calculator")).orElse(false));
    }

    /** Progress output that kills the run's calculator, and waits until it is gone, as soon as {@code line} is printed. */
    private final class KillingWhen extends Writer {
        private final StringBuilder text = new StringBuilder();
        private final String line;
        volatile int killed = -1;

        KillingWhen(String line) { this.line = line; }

        @Override
        public synchronized void write(char[] buf, int off, int len) {
            text.append(buf, off, len);
            if (killed >= 0 || text.indexOf(line) < 0) return;
            List<ProcessHandle> started = calculators().filter(p -> !before.contains(p.pid())).toList();
            started.forEach(ProcessHandle::destroyForcibly);
            for (ProcessHandle p : started) {
                try {
                    p.onExit().get(10, TimeUnit.SECONDS);
                } catch (Exception e) {
                    throw new AssertionError("the calculator " + p.pid() + " did not end after kill -9", e);
                }
            }
            killed = started.size();
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}

        @Override
        public synchronized String toString() { return text.toString(); }
    }

    @Test
    void calculatorKilledInStepTwoIsOneLineNamingTheApplicationAndTheSignalExitOneNoStackTraceAndAWholeJournal() throws Exception {
        CommandLine cli = Main.commandLine();
        KillingWhen out = new KillingWhen("step 2/2 · ");
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));

        int exit = cli.execute("run", SampleFlowRunsTest.FLOWS.resolve("calculator.flow.yaml").toString(), "--app", "gnome-calculator",
                "--decider", "offline", "--handoff", "none", "--journal", dir.toString());

        String all = out + "\n--- err\n" + err;
        assertThat(out.killed).as("the run's own calculator was killed in step 2\n" + all).isEqualTo(1);
        assertThat(exit).as(all).isEqualTo(Main.EXIT_FAILED);
        Path runDir;
        try (Stream<Path> made = Files.list(dir)) {
            runDir = made.findFirst().orElseThrow();
        }
        String reason = "the application gnome-calculator closed during step 2 (exited with signal 9); the run stopped";
        assertThat(err.toString().strip()).as(all).isEqualTo("flowwright: " + reason + " — journal: " + runDir);
        assertThat(out.toString()).as(all).contains("step 2/2 · failed · " + reason);
        assertThat(all).doesNotContain("Exception", "\tat ", "could not be read", "no field on screen");
        assertThat(Files.readString(runDir.resolve("log.txt"))).as("the details are kept, off the console").contains("SurfaceGone");
        JournalReader journal = JournalReader.open(runDir);
        assertThat(journal.truncation()).isEmpty();
        assertThat(journal.events()).last().isInstanceOfSatisfying(Event.End.class, end -> {
            assertThat(end.stop()).isEqualTo("step_failed");
            assertThat(end.note()).isEqualTo(reason);
        });
    }
}
