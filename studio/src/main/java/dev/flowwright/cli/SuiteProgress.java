package dev.flowwright.cli;

import dev.flowwright.replay.ReplayReports;
import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A suite's progress as people read it. Every recipe gets one line when it finishes
 * ({@code failed  checkout.recipe.yaml · step 2/5 · no locator found …}); on a terminal, below those lines,
 * a live line per worker says what it is doing and a bar counts the suite, redrawn in place. Every note
 * is masked: a value typed by the replay never reaches the screen.
 */
final class SuiteProgress implements SuiteReplay.Listener {
    private static final String CLEAR_LINE = "\u001b[2K";
    private static final int BAR_WIDTH = 24;

    private final PrintWriter out;
    private final boolean live;
    private final int total;
    private final Map<String, String> values;
    private final String[] workers;
    private final int width;
    private final long startNanos = System.nanoTime();
    private int done;
    private int failed;
    private int drawn;

    /** @param live redraw worker lines and a bar (a terminal); false prints only a line per finished recipe */
    SuiteProgress(PrintWriter out, boolean live, int total, int workers, Map<String, String> values, int width) {
        this.out = out;
        this.live = live;
        this.total = total;
        this.values = values;
        this.workers = new String[Math.max(1, Math.min(workers, total))];
        Arrays.fill(this.workers, "idle");
        this.width = Math.max(40, width);
    }

    /** Whether this process writes to a terminal that understands cursor movement. */
    static boolean onTerminal(Map<String, String> env) {
        return System.console() != null && !"dumb".equals(env.getOrDefault("TERM", "dumb"));
    }

    /** The terminal's width from {@code COLUMNS}, else 100. */
    static int width(Map<String, String> env) {
        try {
            return Integer.parseInt(env.getOrDefault("COLUMNS", "100").strip());
        } catch (NumberFormatException e) {
            return 100;
        }
    }

    @Override
    public synchronized void started(int worker, SuiteReplay.Job job) {
        set(worker, job.file() + " · opening");
    }

    @Override
    public synchronized void step(int worker, SuiteReplay.Job job, String line) {
        set(worker, job.file() + " · " + line);
    }

    @Override
    public synchronized void finished(int worker, SuiteReplay.Finished result) {
        done++;
        if (result.failed()) failed++;
        if (worker - 1 < workers.length) workers[worker - 1] = "idle";
        erase();
        out.println(line(result, values));
        draw();
    }

    /** What a finished recipe reads as, in the progress and nowhere else. */
    static String line(SuiteReplay.Finished f, Map<String, String> values) {
        ReplayReport r = f.report();
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "%-10s %s · %d steps · %.2f s",
                r.outcome().word(), f.job().file(), r.steps().size(), r.millis() / 1000.0));
        String stepNote = "";
        for (StepResult step : r.steps()) {
            if (step.status() == StepStatus.FAILED || step.status() == StepStatus.MANUAL_REQUIRED) {
                stepNote = step.note().isBlank() ? "" : firstLine(step.note());
                s.append(" · step ").append(step.index() + 1).append('/').append(r.steps().size()).append(" ").append(step.status().word())
                        .append(stepNote.isEmpty() ? "" : ": " + stepNote);
                break;
            }
        }
        if (r.outcome() == ReplayReport.Outcome.FAILED && r.steps().stream().noneMatch(x -> x.status() == StepStatus.FAILED
                || x.status() == StepStatus.MANUAL_REQUIRED)) {
            s.append(" · an expectation did not hold");
        }
        // the suite's own note (the browser died under this recipe) is said once, even when a step carries it
        if (!f.note().isBlank() && !stepNote.contains(f.note())) s.append(" · ").append(f.note());
        if (f.trace() != null) s.append(" · trace ").append(f.trace());
        return ReplayReports.mask(s.toString(), values);
    }

    /** {@code replayed 20 recipes: 19 passed, 1 failed, 0 unverified in 1m12s} (healed counts as passed). */
    static String summary(List<SuiteReplay.Finished> results, long millis) {
        int passed = 0, failed = 0, unverified = 0;
        for (SuiteReplay.Finished f : results) {
            switch (f.report().outcome()) {
                case PASSED -> passed++;
                case FAILED -> failed++;
                case UNVERIFIED -> unverified++;
            }
        }
        return "replayed " + results.size() + (results.size() == 1 ? " recipe: " : " recipes: ") + passed + " passed, " + failed + " failed, "
                + unverified + " unverified in " + duration(millis);
    }

    /** {@code 8.4s} under a minute, {@code 1m12s} from there. */
    static String duration(long millis) {
        if (millis < 60_000) return String.format(Locale.ROOT, "%.1fs", millis / 1000.0);
        long seconds = Math.round(millis / 1000.0);
        return seconds / 60 + "m" + String.format(Locale.ROOT, "%02d", seconds % 60) + "s";
    }

    /** Takes the live block away before the last lines are printed under it. */
    synchronized void close() {
        erase();
        out.flush();
    }

    private void set(int worker, String text) {
        if (!live || worker - 1 >= workers.length) return;
        workers[worker - 1] = ReplayReports.mask(text, values);
        erase();
        draw();
    }

    private void erase() {
        if (!live || drawn == 0) return;
        out.print("\u001b[" + drawn + "F");
        for (int i = 0; i < drawn; i++) out.print(CLEAR_LINE + "\n");
        out.print("\u001b[" + drawn + "F");
        drawn = 0;
    }

    private void draw() {
        if (!live) {
            out.flush();
            return;
        }
        for (int i = 0; i < workers.length; i++) out.print(CLEAR_LINE + fit("worker " + (i + 1) + " · " + workers[i]) + "\n");
        int filled = total == 0 ? BAR_WIDTH : done * BAR_WIDTH / total;
        out.print(CLEAR_LINE + fit("[" + "#".repeat(filled) + "-".repeat(BAR_WIDTH - filled) + "] " + done + "/" + total
                + (failed > 0 ? " · " + failed + " failed" : "") + " · " + duration((System.nanoTime() - startNanos) / 1_000_000)) + "\n");
        drawn = workers.length + 1;
        out.flush();
    }

    private String fit(String line) {
        String one = firstLine(line);
        return one.length() <= width - 1 ? one : one.substring(0, width - 2) + "…";
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
