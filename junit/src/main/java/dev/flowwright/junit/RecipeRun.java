package dev.flowwright.junit;

import dev.flowwright.replay.DeciderHealing;
import dev.flowwright.replay.ReplayReports;
import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.runtime.recipe.RecipeProposals;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.surfaces.browser.BrowserConnection;
import dev.flowwright.surfaces.browser.BrowserEndpoint;
import dev.flowwright.surfaces.browser.BrowserOptions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * One class's recipes replaying in the background through the suite engine ({@link SuiteReplay}): started
 * when the test factory runs, each recipe's result handed to the tests waiting for it as soon as it
 * finishes. When a recipe finishes its report is written (a folder per recipe under the reports folder:
 * the report files, the screenshot of every step that did not pass, the trace), and with healing on a
 * passing heal's proposal is written beside the recipe.
 */
final class RecipeRun {
    private final List<CompletableFuture<RecipeResult>> results = new ArrayList<>();
    private final SuiteSettings settings;
    private final Map<String, String> values;

    private RecipeRun(int jobs, SuiteSettings settings, Map<String, String> values) {
        for (int i = 0; i < jobs; i++) results.add(new CompletableFuture<>());
        this.settings = settings;
        this.values = values;
    }

    static RecipeRun start(String owner, List<SuiteReplay.Job> jobs, SuiteSettings settings, Map<String, String> values, SharedBrowser browser) {
        RecipeRun run = new RecipeRun(jobs.size(), settings, values);
        if (jobs.isEmpty()) return run;
        Thread t = new Thread(() -> run.replay(jobs, browser), "flowwright-recipes-" + owner);
        t.setDaemon(true);
        t.start();
        return run;
    }

    /** The recipe's result, once it finished replaying. */
    RecipeResult await(SuiteReplay.Job job) throws InterruptedException {
        try {
            return results.get(job.index()).get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("the replay of " + job.file() + " ended without a result: " + e.getCause(), e.getCause());
        }
    }

    private void replay(List<SuiteReplay.Job> jobs, SharedBrowser browser) {
        long t0 = System.nanoTime();
        try {
            BrowserOptions options = BrowserOptions.defaults().withHeadless(!settings.headed());
            int workers = Math.max(1, Math.min(settings.workers(), jobs.size()));
            SuiteReplay suite;
            BrowserEndpoint target;
            if (settings.browser() != null) {
                target = settings.browser();
                suite = new SuiteReplay(target, options, workers, values, settings.reports(), settings.trace(), new Finishing());
            } else {
                SuiteReplay.Local local = browser.local(options);
                target = local.endpoint();
                suite = new SuiteReplay(local, options, workers, values, settings.reports(), settings.trace(), new Finishing());
            }
            if (settings.decider() != null) suite.healing(new DeciderHealing(settings.decider(), List.of()));
            BrowserConnection first;
            try {
                first = BrowserConnection.connect(target);
            } catch (RuntimeException e) {
                throw new IllegalStateException("no browser at " + target + ": " + e.getMessage(), e);
            }
            suite.run(jobs, first);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            notRun(jobs, "the replay was interrupted", t0);
        } catch (RuntimeException e) {
            notRun(jobs, e.getMessage() == null ? e.toString() : e.getMessage(), t0);
        } finally {
            notRun(jobs, "the replay ended before this recipe", t0);
        }
    }

    /** Every recipe still without a result fails at its first step with {@code why}. */
    private void notRun(List<SuiteReplay.Job> jobs, String why, long t0) {
        for (SuiteReplay.Job job : jobs) {
            if (!results.get(job.index()).isDone()) {
                results.get(job.index()).complete(new RecipeResult(new SuiteReplay.Finished(job, SuiteReplay.notRun(job, why, t0), null, 1, ""),
                        null, Map.of(), null, values));
            }
        }
    }

    /** Writes what a finished recipe leaves behind, then hands its result to its tests. */
    private final class Finishing implements SuiteReplay.Listener {
        @Override
        public void started(int worker, SuiteReplay.Job job) {}

        @Override
        public void step(int worker, SuiteReplay.Job job, String line) {}

        @Override
        public void finished(int worker, SuiteReplay.Finished f) {
            Path dir = settings.reports().resolve(f.job().slug());
            Map<Integer, Path> screenshots = new LinkedHashMap<>();
            String problem = null;
            try {
                new ReplayReports(f.job().recipe(), f.report(), values).writeAll(dir);
                for (StepResult s : f.report().steps()) {
                    if (s.screenshot() == null || s.screenshot().length == 0 || !Verdicts.shows(s.status())) continue;
                    Path png = dir.resolve(String.format(Locale.ROOT, "step-%02d.png", s.index() + 1));
                    Path temp = Files.createTempFile(dir, ".step-", ".png");
                    Files.write(temp, s.screenshot());
                    Files.move(temp, png, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                    screenshots.put(s.index(), png);
                }
            } catch (IOException | UncheckedIOException e) {
                problem = "the report could not be written under " + dir + ": " + e.getMessage();
            }
            Path proposal = null;
            if (f.report().proposal() != null && f.report().outcome() != ReplayReport.Outcome.FAILED) {
                try {
                    proposal = RecipeProposals.write(f.job().file(), f.report().proposal());
                } catch (RuntimeException e) {
                    problem = "the heal's proposal could not be written beside " + f.job().file() + ": " + e.getMessage();
                }
            }
            results.get(f.job().index()).complete(new RecipeResult(f, proposal, screenshots, problem, values));
        }
    }

    /**
     * A finished recipe as its tests read it.
     *
     * @param proposal    the heal's proposal written beside the recipe, or null
     * @param screenshots the screenshot file of each step that did not pass, by step index
     * @param problem     what could not be written (the report, the proposal), or null
     */
    record RecipeResult(SuiteReplay.Finished finished, Path proposal, Map<Integer, Path> screenshots, String problem,
                        Map<String, String> values) {}
}
