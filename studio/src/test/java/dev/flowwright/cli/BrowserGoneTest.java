package dev.flowwright.cli;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.journal.JournalReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Chromium killed ({@code kill -9}) in the middle of {@code flowwright run}: the run says so in one line
 * naming the step, exits 1, prints no stack trace (it goes to the journal's log), and the journal reads back whole.
 * In the middle of a replay suite: the recipe it died under fails saying how Chromium ended, and a fresh
 * Chromium replays the recipes after it.
 */
class BrowserGoneTest {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    /** The command's own Chromium is killed, as the real command line has one: not the JVM's shared browser. */
    /** Processes alive before this class: the JVM's shared browser among them, which no test here may kill. */
    private static java.util.Set<Long> before = java.util.Set.of();

    @org.junit.jupiter.api.BeforeAll
    static void ownBrowsers() {
        SharedChromium.standAside();
        before = ProcessHandle.current().descendants().map(ProcessHandle::pid).collect(java.util.stream.Collectors.toSet());
    }

    @org.junit.jupiter.api.AfterAll
    static void shareAgain() { SharedChromium.resume(); }

    @TempDir Path dir;

    /**
     * kill -9 every Chromium this JVM started since the class began (through Playwright's driver, so they are
     * descendants): the command's own browser. The shared one stays up, or the next class's commands would find
     * it dead before Playwright has noticed.
     */
    static int killChromium() {
        List<ProcessHandle> chromiums = ProcessHandle.current().descendants().filter(p -> !before.contains(p.pid())).filter(p -> {
            String command = p.info().command().orElse("");
            String name = command.substring(command.lastIndexOf('/') + 1);
            return name.startsWith("chrom") || name.startsWith("headless_shell");
        }).toList();
        chromiums.forEach(ProcessHandle::destroyForcibly);
        return chromiums.size();
    }

    /** Progress output that kills Chromium as soon as {@code line} starts to be printed. */
    private static final class KillingWhen extends Writer {
        private final StringBuilder text = new StringBuilder();
        private final String line;
        volatile int killed = -1;

        KillingWhen(String line) { this.line = line; }

        @Override
        public synchronized void write(char[] buf, int off, int len) {
            text.append(buf, off, len);
            if (killed < 0 && text.indexOf(line) >= 0) killed = killChromium();
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}

        @Override
        public synchronized String toString() { return text.toString(); }
    }

    @Test
    void chromiumKilledInStepTwoIsOneLineNamingTheStepExitOneNoStackTraceAndAWholeJournal() throws Exception {
        RunCommand command = new RunCommand();
        command.env = java.util.Map.of();
        CommandLine cli = new CommandLine(command);
        KillingWhen out = new KillingWhen("step 2/3 · enter");
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));

        int exit = cli.execute("../samples/flows/cookies.flow.yaml", "--url", LIVE.site().url("cookies/"), "--decider", "offline",
                "--handoff", "none", "--journal", dir.toString());

        String all = out + "\n--- err\n" + err;
        assertThat(out.killed).as(all).isPositive();
        assertThat(exit).as(all).isEqualTo(Main.EXIT_FAILED);
        Path runDir;
        try (Stream<Path> made = Files.list(dir)) {
            runDir = made.findFirst().orElseThrow();
        }
        assertThat(err.toString().strip()).as(all)
                .startsWith("flowwright: the browser closed during step 2 (")
                .endsWith("); the run stopped — journal: " + runDir);
        assertThat(err.toString().strip().lines()).as(all).hasSize(1);
        assertThat(out.toString()).contains("step 2/3 · failed · the browser closed during step 2 (");
        assertThat(all).doesNotContain("Exception", "TargetClosedError", "\tat ", "coreBundle");
        assertThat(Files.readString(runDir.resolve("log.txt"))).as("the details are kept, off the console").contains("SurfaceGone");
        JournalReader journal = JournalReader.open(runDir);
        assertThat(journal.truncation()).isEmpty();
        assertThat(journal.events()).last().isInstanceOfSatisfying(Event.End.class, end -> {
            assertThat(end.stop()).isEqualTo("step_failed");
            assertThat(end.note()).startsWith("the browser closed during step 2 (");
        });
    }

    @Test
    void chromiumKilledMidSuiteFailsThatRecipeWithHowItEndedAndAFreshOneReplaysTheRest() throws Exception {
        Path suite = dir.resolve("suite");
        List<Path> recipes = SuiteRecipes.passing(LIVE.site(), suite, 3);
        CommandLine cli = Main.commandLine();
        // the first recipe's line is printed as it finishes: Chromium dies before the second one is replayed on it
        KillingWhen out = new KillingWhen("passed ");
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));

        int exit = cli.execute("replay", suite.toString(), "--workers", "1");

        String all = out + "\n--- err\n" + err;
        assertThat(out.killed).as(all).isPositive();
        assertThat(exit).as(all).isEqualTo(Main.EXIT_FAILED);
        assertThat(out.toString()).as(all)
                .containsPattern("(?m)^passed +" + java.util.regex.Pattern.quote(recipes.get(0).toString()) + " · ")
                .containsPattern("(?m)^failed +" + java.util.regex.Pattern.quote(recipes.get(1).toString())
                        + " · .*the browser closed during this recipe \\(Chromium exited with signal 9\\); the recipes after it replay on a fresh Chromium")
                .containsPattern("(?m)^passed +" + java.util.regex.Pattern.quote(recipes.get(2).toString()) + " · ")
                .containsPattern("replayed 3 recipes: 2 passed, 1 failed");
        assertThat(out.toString().split("the browser closed during this recipe", -1)).as("said once: " + out).hasSize(2);
        assertThat(all).doesNotContain("Exception", "TargetClosedError", "\tat ");
    }
}
