package dev.flowwright.cli;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.journal.JournalReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * SIGTERM and SIGINT to a {@code flowwright run} process in the middle of a run on real Chromium: the
 * journal records {@code run_stopped} with the signal and reads back whole, the process exits 143 or 130
 * without hanging, says so in one line, prints no stack trace and leaves no Chromium of its own running. A process of its own, as a user's is.
 */
class StopSignalsTest {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @TempDir Path dir;

    private void stoppedMidRun(String signal, int expectedExit) throws Exception {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        // a shell without job control starts its background commands with SIGINT ignored, and a JVM keeps an
        // ignored SIGINT ignored: the run under test gets the default disposition back from env
        Process p = new ProcessBuilder("env", "--default-signal=INT", java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "run",
                "../samples/flows/cookies.flow.yaml", "--url", LIVE.site().url("cookies/"), "--decider", "offline", "--handoff", "none",
                "--journal", dir.toString()).redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        List<ProcessHandle> browsers = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            boolean sent = false;
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line);
                // the signal handler is installed before the run names its decider and the browser is open when
                // the first step starts: the three steps still to come are the run it interrupts (at "step 2/3" a
                // loaded machine sometimes finished first)
                if (!sent && line.startsWith("step 1/3")) {
                    browsers.addAll(chromiums(p));
                    new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
                    sent = true;
                }
            }
            assertThat(sent).as(String.join("\n", lines)).isTrue();
        }
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("the stopped run ends").isTrue();
        String all = String.join("\n", lines);
        assertThat(p.exitValue()).as(all).isEqualTo(expectedExit);
        assertThat(lines).as(all).contains("flowwright: stopped by SIG" + signal + "; ending the run and closing the browser");
        assertThat(all).doesNotContain("Exception", "\tat ");
        assertThat(browsers).as("the run's Chromium was seen").isNotEmpty();
        for (ProcessHandle b : browsers) {
            b.onExit().get(10, TimeUnit.SECONDS);
            assertThat(b.isAlive()).as("the run's browser is closed").isFalse();
        }
        Path runDir;
        try (Stream<Path> made = Files.list(dir)) {
            runDir = made.findFirst().orElseThrow();
        }
        JournalReader journal = JournalReader.open(runDir);
        assertThat(journal.truncation()).isEmpty();
        assertThat(journal.events()).filteredOn(Event.RunStopped.class::isInstance).singleElement()
                .isInstanceOfSatisfying(Event.RunStopped.class, s -> assertThat(s.signal()).isEqualTo("SIG" + signal));
    }

    /** The Chromium processes under the run's process (Playwright's driver starts them), with their helpers. */
    private static List<ProcessHandle> chromiums(Process p) {
        return p.descendants().filter(d -> {
            String command = d.info().command().orElse("");
            String name = command.substring(command.lastIndexOf('/') + 1);
            return name.startsWith("chrom") || name.startsWith("headless_shell");
        }).toList();
    }

    @Test
    void sigtermMidRunRecordsRunStoppedAndExits143() throws Exception { stoppedMidRun("TERM", 143); }

    @Test
    void sigintMidRunRecordsRunStoppedAndExits130() throws Exception { stoppedMidRun("INT", 130); }
}
