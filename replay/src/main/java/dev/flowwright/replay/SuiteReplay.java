package dev.flowwright.replay;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.recipe.Healer;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReplayer;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.ReplayOptions;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;
import dev.flowwright.surfaces.browser.BrowserConnection;
import dev.flowwright.surfaces.browser.BrowserEndpoint;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import dev.flowwright.surfaces.browser.LocalChromium;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Many recipes replayed at once in one process, on one browser: {@code workers} threads take recipes
 * from a queue, each through a {@link BrowserConnection} of its own (Playwright for Java objects belong
 * to the thread that made them) to the same endpoint, each recipe in a browser context of its own. A
 * recipe that fails does not stop the others. When the connection drops under a recipe, the recipe
 * fails with a note saying so and is replayed once more on a fresh connection. When the browser is a
 * Chromium started here and it dies, the recipe it died under fails with how it ended, and a fresh
 * Chromium replays the recipes after it. With {@link #healing}, a step whose locators all miss is healed
 * (docs/recipes.md#healing) and the report carries the proposal; writing it is the caller's. Both
 * {@code flowwright replay} and the JUnit extension replay through this class.
 */
public final class SuiteReplay {

    /** One recipe of the suite; {@code slug} names its folder under the report. */
    public record Job(int index, Path file, Recipe recipe, String slug) {}

    /**
     * A recipe's result.
     *
     * @param trace    the trace kept for it, or null
     * @param attempts 1, or 2 when the connection dropped and it was replayed again
     * @param note     what happened around the replay (a dropped connection), or empty
     */
    public record Finished(Job job, ReplayReport report, Path trace, int attempts, String note) {
        public boolean failed() { return report.outcome() == ReplayReport.Outcome.FAILED; }
    }

    /** What the suite tells as it goes; called from the worker threads. */
    public interface Listener {
        void started(int worker, Job job);

        void step(int worker, Job job, String line);

        void finished(int worker, Finished result);
    }

    public enum TraceMode {
        OFF, ON, RETAIN_ON_FAILURE;

        public static TraceMode parse(String value) {
            if (value == null) return OFF;
            return switch (value.strip()) {
                case "on" -> ON;
                case "retain-on-failure" -> RETAIN_ON_FAILURE;
                case "off" -> OFF;
                default -> throw new IllegalArgumentException("--trace " + value + " is not a trace mode: use on, retain-on-failure or off");
            };
        }
    }

    private final BrowserEndpoint endpoint;
    /** The Chromium started here for the suite, restarted when it dies; null when the browser is elsewhere. */
    private final Local local;
    private final BrowserOptions options;
    private final int workers;
    private final Map<String, String> values;
    private final Path reportDir;
    private final TraceMode trace;
    private final Listener listener;
    /** How a step whose locators all miss is healed; null: it fails. */
    private volatile Healing healing;

    /**
     * Heals for one recipe's replay: opened when the recipe starts (on its worker's thread), closed when it ends.
     * A recipe's heal asks its own decider, so workers never share one.
     */
    public interface Healing {
        /**
         * @param values the facts and secrets of the suite (a heal keeps them masked towards its decider)
         * @param events the replay's events, which the heal's looks and decisions join
         */
        Heal open(Job job, Map<String, String> values, RunListener events);
    }

    /** One recipe's healer and what to close after it. */
    public interface Heal extends AutoCloseable {
        Healer healer();

        @Override
        void close();
    }

    /**
     * @param values    facts and secrets for every recipe (typed from this machine, whatever browser runs)
     * @param reportDir where traces go (a folder per recipe); null when no report is written (no screenshots, no traces)
     */
    public SuiteReplay(BrowserEndpoint endpoint, BrowserOptions options, int workers, Map<String, String> values, Path reportDir,
                TraceMode trace, Listener listener) {
        this(endpoint, null, options, workers, values, reportDir, trace, listener);
    }

    /** A suite on a Chromium started here ({@code local}), started afresh when it dies under a recipe. */
    public SuiteReplay(Local local, BrowserOptions options, int workers, Map<String, String> values, Path reportDir,
                TraceMode trace, Listener listener) {
        this(null, local, options, workers, values, reportDir, trace, listener);
    }

    private SuiteReplay(BrowserEndpoint endpoint, Local local, BrowserOptions options, int workers, Map<String, String> values,
                        Path reportDir, TraceMode trace, Listener listener) {
        this.endpoint = endpoint;
        this.local = local;
        this.options = options;
        this.workers = workers;
        this.values = values;
        this.reportDir = reportDir;
        this.trace = trace;
        this.listener = listener;
    }


    /**
     * The Chromium a suite started here: the current one, and a fresh one once it died (started once
     * however many workers saw it die). Closing closes the one running.
     */
    public static final class Local implements AutoCloseable {
        private final BrowserOptions options;
        private LocalChromium chromium;
        /** The last Chromium that died, and how, for workers that find out after it was replaced. */
        private BrowserEndpoint deadAt;
        private String death;

        public Local(BrowserOptions options) {
            this.options = options;
            this.chromium = LocalChromium.start(options);
        }

        public synchronized BrowserEndpoint endpoint() { return chromium.endpoint(); }

        /** How the Chromium under {@code seen} ended, or null when it is still running (the connection only dropped). */
        synchronized String exited(BrowserEndpoint seen) {
            if (seen.equals(chromium.endpoint())) return chromium.exited();
            return seen.equals(deadAt) ? death : null;
        }

        /** A running Chromium: the current one, or a fresh one when the one at {@code seen} died. */
        synchronized BrowserEndpoint restartAfter(BrowserEndpoint seen) {
            if (seen.equals(chromium.endpoint()) && chromium.exited() != null) {
                deadAt = seen;
                death = chromium.exited();
                chromium.close();
                chromium = LocalChromium.start(options);
            }
            return chromium.endpoint();
        }

        @Override
        public synchronized void close() { chromium.close(); }
    }

    private BrowserEndpoint endpoint() { return local != null ? local.endpoint() : endpoint; }

    /** Heals steps whose locators all miss with {@code healing} (null: they fail); set before {@link #run}. */
    public SuiteReplay healing(Healing healing) {
        this.healing = healing;
        return this;
    }

    /**
     * Replays every job and returns the results in the jobs' order. {@code first} is a connection the
     * caller opened to check the browser is there; the first worker uses it (and closes it).
     */
    public List<Finished> run(List<Job> jobs, BrowserConnection first) throws InterruptedException {
        ConcurrentLinkedQueue<Job> queue = new ConcurrentLinkedQueue<>(jobs);
        Finished[] results = new Finished[jobs.size()];
        int threads = Math.max(1, Math.min(workers, jobs.size()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "flowwright-replay-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            for (int w = 0; w < threads; w++) pool.execute(new Worker(w + 1, w == 0 ? first : null, queue, results));
            pool.shutdown();
            while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
                // results arrive through the listener as each recipe finishes
            }
        } finally {
            pool.shutdownNow();
        }
        return Arrays.asList(results);
    }

    private final class Worker implements Runnable {
        private final int number;
        private final ConcurrentLinkedQueue<Job> queue;
        private final Finished[] results;
        private BrowserConnection connection;

        Worker(int number, BrowserConnection connection, ConcurrentLinkedQueue<Job> queue, Finished[] results) {
            this.number = number;
            this.connection = connection;
            this.queue = queue;
            this.results = results;
        }

        @Override
        public void run() {
            try {
                for (Job job = queue.poll(); job != null; job = queue.poll()) {
                    listener.started(number, job);
                    Finished f = replay(job);
                    results[job.index()] = f;
                    listener.finished(number, f);
                }
            } finally {
                if (connection != null) connection.close();
            }
        }

        private Finished replay(Job job) {
            BrowserEndpoint at = endpoint();
            Attempt first = attempt(job);
            if (!first.dropped()) return new Finished(job, first.report(), first.trace(), 1, "");
            String died = local == null ? null : local.exited(at);
            if (died != null) {
                // the browser itself is gone: this recipe failed under it; the ones after it get a fresh Chromium
                String note = "the browser closed during this recipe (" + died + "); the recipes after it replay on a fresh Chromium";
                listener.step(number, job, note);
                try {
                    local.restartAfter(at);
                } catch (RuntimeException e) {
                    listener.step(number, job, "no fresh Chromium: " + e.getMessage());
                }
                return new Finished(job, failedWith(job, first.report(), note), first.trace(), 1, note);
            }
            String note = "the browser connection (" + at + ") dropped while this recipe ran";
            listener.step(number, job, note + "; replaying it once more on a fresh connection");
            Attempt second = attempt(job);
            if (second.dropped()) {
                return new Finished(job, failedWith(job, second.report(), note + "; the replay on a fresh connection failed the same way"),
                        second.trace(), 2, note + "; the replay on a fresh connection failed the same way");
            }
            return new Finished(job, second.report(), second.trace(), 2, note + "; replayed once more on a fresh connection");
        }

        /** One replay of the recipe; {@code dropped} when the connection was gone at its end (it is then let go). */
        private Attempt attempt(Job job) {
            long t0 = System.nanoTime();
            try {
                if (connection == null) connection = BrowserConnection.connect(endpoint());
            } catch (RuntimeException e) {
                return new Attempt(notRun(job, "no browser: " + e.getMessage(), t0), null, true);
            }
            ReplayReport report;
            Path kept = null;
            EventBus bus = new EventBus().add(e -> progress(job, e));
            Healing healing = SuiteReplay.this.healing;
            try (BrowserSurface surface = BrowserSurface.open(connection, options);
                 Heal heal = healing == null ? null : healing.open(job, values, bus)) {
                boolean traced = trace != TraceMode.OFF && reportDir != null;
                if (traced) {
                    // a film strip would show a typed secret, and a picture cannot be redacted afterwards
                    surface.startTrace(job.recipe().name(), RecipeReplayer.missingValues(job.recipe(), Map.of()).isEmpty());
                    bus.add(new TraceSteps(surface, job.recipe().steps().size()));
                }
                Healer healer = heal == null ? null : heal.healer();
                report = new RecipeReplayer(surface, new ReplayOptions(values, healer, bus, reportDir != null)).replay(job.recipe());
                if (traced) kept = keepTrace(surface, job, report);
            } catch (RuntimeException | IOException e) {
                report = notRun(job, e.getMessage(), t0);
            }
            boolean dropped = !connection.isConnected();
            if (dropped) {
                connection.close();
                connection = null;
            }
            return new Attempt(report, kept, dropped);
        }

        private Path keepTrace(BrowserSurface surface, Job job, ReplayReport report) throws IOException {
            if (trace == TraceMode.RETAIN_ON_FAILURE && report.outcome() != ReplayReport.Outcome.FAILED) {
                surface.stopTrace(null);
                return null;
            }
            Path zip = reportDir.resolve(job.slug()).resolve(TraceFiles.NAME);
            TraceFiles.save(surface, zip, values);
            return zip;
        }

        private void progress(Job job, Event e) {
            if (e instanceof Event.StepEvent s && Event.StepEvent.STARTED.equals(s.phase()) && s.stepPath() != null && s.stepPath().startsWith("r")) {
                listener.step(number, job, "step " + s.stepPath().substring(1) + "/" + job.recipe().steps().size() + " · " + s.kind() + " · " + s.text());
            }
        }
    }

    private record Attempt(ReplayReport report, Path trace, boolean dropped) {}

    /** A replay that could not run at all: every step skipped, the first carrying why. */
    public static ReplayReport notRun(Job job, String why, long startNanos) {
        List<StepResult> steps = new ArrayList<>();
        List<RecipeStep> all = job.recipe().steps();
        for (int i = 0; i < all.size(); i++) {
            steps.add(new StepResult(i, all.get(i), i == 0 ? StepStatus.FAILED : StepStatus.SKIPPED, List.of(), -1, i == 0 ? why : "", null, 0));
        }
        return new ReplayReport(ReplayReport.Outcome.FAILED, steps, List.of(), null, (System.nanoTime() - startNanos) / 1_000_000);
    }

    /**
     * The report of a recipe the browser died under: its first failed step (or, when every step went
     * through, its last) failed with {@code note}. A step that had gone through keeps none of its own note
     * ("clicked button …" says nothing of why it failed); a failed one keeps its own before the note.
     */
    public static ReplayReport failedWith(Job job, ReplayReport report, String note) {
        List<StepResult> steps = new ArrayList<>(report.steps());
        for (int i = 0; i < steps.size(); i++) {
            StepResult s = steps.get(i);
            if (s.status() == StepStatus.FAILED || i == steps.size() - 1) {
                String own = s.status() == StepStatus.FAILED && !s.note().isBlank() ? s.note() + " · " : "";
                steps.set(i, new StepResult(s.index(), s.step(), StepStatus.FAILED, s.ladder(), s.matched(),
                        own + note, s.screenshot(), s.millis()));
                break;
            }
        }
        return new ReplayReport(ReplayReport.Outcome.FAILED, steps, report.expectations(), null, report.millis());
    }
}
