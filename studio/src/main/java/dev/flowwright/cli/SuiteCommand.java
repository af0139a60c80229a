package dev.flowwright.cli;

import dev.flowwright.replay.ReplayReports;
import dev.flowwright.replay.SuiteFiles;
import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReplayer;
import dev.flowwright.runtime.surface.SurfaceException;
import dev.flowwright.surfaces.browser.BrowserConnection;
import dev.flowwright.surfaces.browser.BrowserEndpoint;
import dev.flowwright.surfaces.browser.BrowserOptions;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code flowwright replay A B … | DIR} with more than one recipe: every recipe read and every value
 * checked before a browser starts (any problem exits 2 with nothing run), then the suite replayed at once
 * ({@link SuiteReplay}) on one Chromium started here with a DevTools port — or on {@code --browser} —
 * each recipe's result printed as it finishes, the reports written, and the summary line. Exit 1 when
 * any recipe failed.
 */
final class SuiteCommand {
    private final ReplayCommand c;
    private final SuiteReplay.TraceMode traceMode;
    private final BrowserEndpoint endpoint;

    SuiteCommand(ReplayCommand command, SuiteReplay.TraceMode traceMode, BrowserEndpoint endpoint) {
        this.c = command;
        this.traceMode = traceMode;
        this.endpoint = endpoint;
    }

    int call(PrintWriter out, PrintWriter err) {
        if (c.heal) return CliSurfaces.invalid(err, "--heal replays one recipe at a time: a heal asks a model and writes a proposal to review");
        if (c.url != null) return CliSurfaces.invalid(err, "--url applies to one recipe; each recipe of a suite starts at its own start");
        int workers = c.workers == null ? Runtime.getRuntime().availableProcessors() : c.workers;
        if (workers < 1) return CliSurfaces.invalid(err, "--workers " + workers + ": at least one recipe has to replay at a time");
        List<Path> files;
        try {
            files = SuiteFiles.expand(c.recipes);
        } catch (IllegalArgumentException e) {
            return CliSurfaces.invalid(err, e.getMessage());
        }
        if (files.isEmpty()) return CliSurfaces.invalid(err, "no recipes (*.recipe.yaml) in " + c.recipes);
        if (c.shard != null) {
            RecipeShard shard;
            try {
                shard = RecipeShard.parse(c.shard);
            } catch (IllegalArgumentException e) {
                return CliSurfaces.invalid(err, e.getMessage());
            }
            int all = files.size();
            files = shard.select(files, Path.of(""));
            out.println("shard " + shard + ": " + files.size() + " of " + all + " recipes");
        }
        Map<String, String> values = c.drive.values(c.env);
        List<SuiteReplay.Job> jobs = new ArrayList<>();
        Set<String> slugs = new HashSet<>();
        boolean problems = false;
        for (Path file : files) {
            Recipe recipe = RecipeFiles.read(file, err);
            if (recipe == null) {
                problems = true;
                continue;
            }
            if (!recipe.isBrowser()) {
                err.println("flowwright: " + file + " drives " + recipe.app() + ": desktop recipes replay one at a time (flowwright replay " + file + ")");
                problems = true;
                continue;
            }
            for (String placeholder : RecipeReplayer.missingValues(recipe, values)) {
                String name = ReplayCommand.placeholderName(placeholder);
                err.println("flowwright: " + file + " needs a value for " + placeholder + ": pass --fact " + name + "=… or set "
                        + CliSurfaces.SECRET_ENV_PREFIX + name.toUpperCase(Locale.ROOT));
                problems = true;
            }
            jobs.add(new SuiteReplay.Job(jobs.size(), file, recipe, SuiteFiles.slug(file, slugs)));
        }
        err.flush();
        if (problems) return Main.EXIT_INVALID;

        BrowserOptions options = BrowserOptions.defaults().withHeadless(!c.drive.headed);
        SuiteReplay.Local local = null;
        long t0 = System.nanoTime();
        try {
            BrowserEndpoint target = endpoint;
            if (target == null) {
                local = new SuiteReplay.Local(options);
                target = local.endpoint();
            }
            String where = local != null ? "one Chromium started here (" + target + ")" : target.toString();
            BrowserConnection first = jobs.isEmpty() ? null : BrowserConnection.connect(target);
            int used = Math.max(1, Math.min(workers, jobs.size()));
            out.println("replaying " + jobs.size() + (jobs.size() == 1 ? " recipe, " : " recipes, ") + used + " at a time, on " + where + " (no model)");
            out.flush();
            SuiteProgress progress = new SuiteProgress(out, SuiteProgress.onTerminal(c.env), jobs.size(), used, values, SuiteProgress.width(c.env));
            List<SuiteReplay.Finished> results = jobs.isEmpty() ? List.of()
                    : (local != null ? new SuiteReplay(local, options, used, values, c.reportDir, traceMode, progress)
                    : new SuiteReplay(target, options, used, values, c.reportDir, traceMode, progress)).run(jobs, first);
            progress.close();
            long millis = (System.nanoTime() - t0) / 1_000_000;
            if (c.reportDir != null) {
                new SuiteReports(results, values, millis, where, used).writeAll(c.reportDir);
                out.println("report: " + c.reportDir.resolve(ReplayReports.HTML) + " (also " + ReplayReports.JUNIT + ", " + ReplayReports.JSON
                        + "; a folder per recipe)");
            }
            out.println(SuiteProgress.summary(results, millis));
            out.flush();
            return results.stream().anyMatch(SuiteReplay.Finished::failed) ? Main.EXIT_FAILED : Main.EXIT_OK;
        } catch (SurfaceException e) {
            return CliSurfaces.invalid(err, e.getMessage());
        } catch (IOException | UncheckedIOException e) {
            return CliSurfaces.invalid(err, "the report could not be written under " + c.reportDir + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CliSurfaces.invalid(err, "interrupted");
        } finally {
            if (local != null) local.close();
        }
    }
}
