package dev.flowwright.cli;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.journal.JournalReader;
import dev.flowwright.runtime.testing.LiveEnvironment;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The AT-SPI bus killed ({@code kill -9}) in the middle of {@code flowwright run} on a real zenity form: the
 * run says in one line that the accessibility bus went away, in which step, exits 1, prints no stack trace,
 * and its journal reads back whole. The bus is a private one (the AT-SPI daemon's own configuration, its
 * registry activated on it) so that killing it ends no other test's bus; zenity and the run, each a process
 * of its own as a user's are, find it through {@code AT_SPI_BUS_ADDRESS}, the address libatspi asks first.
 */
class AccessibilityBusGoneTest {
    static final Path BUS_CONFIG = Paths.get("/usr/share/defaults/at-spi2/accessibility.conf");

    @TempDir Path dir;
    private final List<Process> started = new ArrayList<>();
    private String address;

    @BeforeEach
    void privateBusAndForm() throws Exception {
        LiveEnvironment.requireLinux("desktop runs need AT-SPI (Linux)");
        LiveEnvironment.requireDisplay();
        require(Files.isReadable(BUS_CONFIG), BUS_CONFIG + " (at-spi2-core) is not installed");
        // a socket path must stay under 108 bytes: a short folder of its own rather than the test's
        Path socket = Files.createTempDirectory("fw-a11y").resolve("bus");
        address = "unix:path=" + socket;
        started.add(start(List.of("dbus-daemon", "--config-file=" + BUS_CONFIG, "--nofork", "--address=" + address)));
        for (int i = 0; i < 50 && !Files.exists(socket); i++) Thread.sleep(100);
        assertThat(socket).as("the private AT-SPI bus listens").exists();
        started.add(start(List.of("zenity", "--forms", "--title=Sign up", "--text=Your details", "--add-entry=Name",
                "--add-entry=Email", "--add-combo=Colour", "--combo-values=red|green|blue")));
        for (int i = 0; i < 60 && applicationsOnTheBus() < 1; i++) Thread.sleep(250);
        assertThat(applicationsOnTheBus()).as("zenity registered on the private bus").isPositive();
    }

    @AfterEach
    void endWhatThisTestStarted() {
        for (Process p : started) p.destroyForcibly();
    }

    private Process start(List<String> command) throws IOException {
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        b.environment().put("AT_SPI_BUS_ADDRESS", address);
        return b.start();
    }

    /** How many applications the private bus's registry lists (0 until one registers, or when it cannot be asked). */
    private int applicationsOnTheBus() throws Exception {
        Process p = new ProcessBuilder("dbus-send", "--bus=" + address, "--print-reply", "--dest=org.a11y.atspi.Registry",
                "/org/a11y/atspi/accessible/root", "org.freedesktop.DBus.Properties.Get", "string:org.a11y.atspi.Accessible",
                "string:ChildCount").redirectErrorStream(true).start();
        String reply = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) return 0;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("int32 (\\d+)").matcher(reply);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    @Test
    void busKilledInStepTwoIsOneLineSayingTheBusWentAwayExitOneNoStackTraceAndAWholeJournal() throws Exception {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder run = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "run",
                SampleFlowRunsTest.FLOWS.resolve("zenity-form.flow.yaml").toString(), "--app", "zenity", "--decider", "offline",
                "--handoff", "none", "--journal", dir.toString()).redirectErrorStream(true);
        run.environment().put("AT_SPI_BUS_ADDRESS", address);
        Process p = run.start();
        started.add(p);
        List<String> lines = new ArrayList<>();
        boolean killed = false;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line);
                if (!killed && line.startsWith("step 2/3 · ")) {
                    Process bus = started.get(0);
                    bus.destroyForcibly();
                    assertThat(bus.waitFor(10, TimeUnit.SECONDS)).as("the bus ended after kill -9").isTrue();
                    killed = true;
                }
            }
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the run ends").isTrue();
        String all = String.join("\n", lines);
        assertThat(killed).as("the bus was killed in step 2\n" + all).isTrue();
        assertThat(started.get(1).isAlive()).as("zenity outlives its bus: the fault is the bus, not the application").isTrue();
        assertThat(p.exitValue()).as(all).isEqualTo(Main.EXIT_FAILED);
        Path runDir;
        try (Stream<Path> made = Files.list(dir)) {
            runDir = made.findFirst().orElseThrow();
        }
        String reason = "the accessibility bus went away during step 2 (the AT-SPI bus closed its connection); the run stopped";
        assertThat(lines).as(all).contains("flowwright: " + reason + " — journal: " + runDir, "step 2/3 · failed · " + reason);
        assertThat(all).doesNotContain("Exception", "\tat ", "could not be read", "no field on screen");
        JournalReader journal = JournalReader.open(runDir);
        assertThat(journal.truncation()).isEmpty();
        assertThat(journal.events()).last().isInstanceOfSatisfying(Event.End.class, end -> {
            assertThat(end.stop()).isEqualTo("step_failed");
            assertThat(end.note()).isEqualTo(reason);
        });
    }
}
