package dev.flowwright.cli;

import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Replay at the scale of a team: 30 recipes (the six hard cases, five times each) replayed the way a
 * suite ran before {@code replay} took many recipes — one {@code flowwright replay RECIPE} process after
 * another, each starting a JVM and a Chromium — against one process replaying them all with
 * {@code --workers 1}, {@code 2} and {@code 4} on one Chromium. Also the same 30 single replays in one warm
 * JVM (a browser launch each), to tell JVM starts from browser launches. Prints a markdown table of wall
 * time and recipes per minute.
 *
 * <p>Run: {@code mvn -B -o -Pbench -pl studio -am test -Dtest=ReplaySuiteBench -Dsurefire.failIfNoSpecifiedTests=false}
 */
@Tag("bench")
class ReplaySuiteBench {
    static final int RECIPES = 30;

    @Test
    void thirtyRecipesOneProcessAtATimeAgainstWorkersInOneProcess(@TempDir Path dir) throws Exception {
        List<String> rows = new ArrayList<>();
        try (SampleSite site = SampleSite.start(0)) {
            Path suite = dir.resolve("suite");
            List<Path> recipes = SuiteRecipes.passing(site, suite, RECIPES);
            flowwright("replay", recipes.get(0).toString()); // warm the disk cache and Playwright's driver once, for every row alike

            String java = ProcessHandle.current().info().command().orElse("java");
            long t0 = System.nanoTime();
            int failed = 0;
            for (Path recipe : recipes) {
                Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "replay", recipe.toString())
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                if (p.waitFor() != 0) failed++;
            }
            double separate = seconds(t0);
            assertThat(failed).as("recipes failing as separate processes").isZero();
            rows.add(row("30 × `flowwright replay RECIPE`, a JVM and a Chromium each (before)", separate, separate));

            t0 = System.nanoTime();
            for (Path recipe : recipes) assertThat(flowwright("replay", recipe.toString()).exit()).isZero();
            rows.add(row("30 single replays in one warm JVM, a Chromium each", seconds(t0), separate));

            for (int workers : new int[]{1, 2, 4}) {
                t0 = System.nanoTime();
                RecipeChain.Cli cli = flowwright("replay", suite.toString(), "--workers", String.valueOf(workers));
                double s = seconds(t0);
                assertThat(cli.exit()).as(cli.toString()).isZero();
                rows.add(row("`flowwright replay DIR --workers " + workers + "` (one JVM, one Chromium)", s, separate));
            }
        }
        System.out.println();
        System.out.println("| 30 recipes | wall time | recipes/minute | throughput vs before |");
        System.out.println("|---|---|---|---|");
        rows.forEach(System.out::println);
        System.out.println("(" + Runtime.getRuntime().availableProcessors() + " cores; load average at the end "
                + String.format(Locale.ROOT, "%.1f", java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()) + ")");
    }

    /** The row, also printed at once (and to stderr): a long benchmark shows what it measured even if it is stopped. */
    private static String row(String what, double seconds, double before) {
        String row = String.format(Locale.ROOT, "| %s | %.1f s | %.1f | %.2f× |", what, seconds, RECIPES * 60 / seconds, before / seconds);
        System.err.println("bench: " + row);
        return row;
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

}
