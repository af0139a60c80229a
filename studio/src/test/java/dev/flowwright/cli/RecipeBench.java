package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.surfaces.browser.ChromiumLocator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.flowwright.cli.RecipeChain.flowwright;

/**
 * The record / replay / heal table (docs/recipes.md), side by side in one run for the six hard cases: the flow
 * recorded with the offline decider (time and decisions), the recipe replayed with no model, the old
 * recipe on the redesigned {@code /v2/} page, the heal (decisions), the repaired recipe replayed on v2,
 * and the exported plain Playwright Java test on the same page. Replay and Playwright times are the
 * median of {@link #RUNS} runs of the steps alone (the browser launch excluded on both sides: the
 * replay's own clock, the exported test method's wall time). Prints a markdown table.
 *
 * <p>Run: {@code mvn -B -o -Pbench -pl studio -am test -Dtest=RecipeBench -Dsurefire.failIfNoSpecifiedTests=false}
 */
@Tag("bench")
class RecipeBench {
    static final int RUNS = 5;
    /** The target: the replay within this factor of the exported plain Playwright test. */
    static final double TARGET_RATIO = 1.15;
    static final ObjectMapper JSON = new ObjectMapper();
    static final Pattern REPLAY_TIME = Pattern.compile("replay (?:passed|unverified)[^·\\n]*· ([0-9.]+) s");
    static final Pattern DECISIONS = Pattern.compile("healing asked (\\d+) decisions");

    @Test
    void recordReplayHealExportTable(@TempDir Path dir) throws Exception {
        ChromiumLocator locator = new ChromiumLocator();
        Path chromium = locator.locate().orElse(null);
        List<String> rows = new ArrayList<>();
        int heals = 0, withinTarget = 0;
        try (SampleSite site = SampleSite.start(0)) {
            for (RecipeChain.Case c : RecipeChain.CASES) {
                Path caseDir = Files.createDirectories(dir.resolve(c.name()));

                // record with the offline decider
                Path recorded = caseDir.resolve("recorded.recipe.yaml");
                long t0 = System.nanoTime();
                RecipeChain.Cli run = flowwright("run", "../samples/flows/" + c.name() + ".flow.yaml", "--url", site.url(c.page()),
                        "--decider", "offline", "--handoff", "none", "--json", "--save-recipe", recorded.toString());
                double recordSeconds = (System.nanoTime() - t0) / 1e9;
                JsonNode runReport = run.out().isBlank() ? JSON.nullNode() : JSON.readTree(run.out());
                String record = String.format(Locale.ROOT, "%.1f s · %d decisions%s", recordSeconds, runReport.path("modelCalls").asInt(),
                        run.exit() == 0 ? "" : " · **did not complete** (" + runReport.path("stop").asText("exit " + run.exit()) + ")");

                // the recipe the chain starts from: the recording when the run completed, else the hand-written one
                Path recipe = run.exit() == 0 ? recorded : RecipeChain.handWrittenRecipe(c, caseDir);
                String source = run.exit() == 0 ? "recorded" : "hand-written";

                double replay = medianReplay(recipe, site.url(c.page()));
                RecipeChain.Cli broken = flowwright("replay", recipe.toString(), "--url", site.url(c.v2Page()));
                String old = broken.exit() == 0 ? "still passes" : "breaks";
                if (broken.exit() == 0 && recipe == recorded) {
                    // the recording kept a locator v2 left alone: heal the hand-written recipe, whose locators v2 all changes
                    recipe = RecipeChain.handWrittenRecipe(c, caseDir);
                    old += "; hand-written " + (flowwright("replay", recipe.toString(), "--url", site.url(c.v2Page())).exit() == 0 ? "still passes" : "breaks");
                }

                site.clearEvents();
                RecipeChain.Cli heal = flowwright("replay", recipe.toString(), "--url", site.url(c.v2Page()), "--heal", "--decider", "offline");
                Matcher m = DECISIONS.matcher(heal.out());
                int decisions = m.find() ? Integer.parseInt(m.group(1)) : -1;
                Thread.sleep(500); // the page's last report is in flight
                // healed = a proposal was written and the page did the job (a recipe without expect cannot tell by itself)
                boolean healed = heal.exit() == 0 && heal.out().contains("healed: the repaired recipe is") && !site.events(c.outcome()).isEmpty();
                String healText = (healed ? "healed" : "**failed**") + " · " + decisions + " decisions";
                double repaired = Double.NaN;
                if (healed) {
                    heals++;
                    flowwright("recipe", "accept", recipe.toString());
                    repaired = medianReplay(recipe, site.url(c.v2Page()));
                }

                // the exported plain Playwright test, on the page the recipe now fits
                String page = healed ? c.v2Page() : c.page();
                Path javaFile = caseDir.resolve("export").resolve(c.className() + ".java");
                flowwright("export", recipe.toString(), "--to", "playwright-java", "--out", javaFile.toString());
                String compiled = RecipeChain.compile(javaFile, caseDir.resolve("classes"));
                double[] exported = new double[RUNS];
                String exportedText;
                if (!compiled.isEmpty()) {
                    exportedText = "**does not compile**";
                    Arrays.fill(exported, Double.NaN);
                } else {
                    boolean passed = true;
                    for (int i = 0; i < RUNS; i++) {
                        long[] millis = new long[1];
                        TestExecutionSummary s = RecipeChain.runExported(caseDir.resolve("classes"), c.className(), site.url(page), chromium, millis);
                        passed &= s.getTestsSucceededCount() == 1;
                        exported[i] = millis[0] / 1000.0;
                    }
                    exportedText = String.format(Locale.ROOT, "%.2f s%s", median(exported), passed ? "" : " · **failed**");
                    System.out.printf(Locale.ROOT, "BENCH %s done: record %s, replay %.2f s, heal %s%n", c.name(), record, replay, healText);
                }
                double compareReplay = healed ? repaired : replay;
                double ratio = compareReplay / median(exported);
                if (ratio <= TARGET_RATIO) withinTarget++;
                rows.add(String.format(Locale.ROOT, "| %s | %s | %s (%s) | %s | %s | %s | %s | %.2f× |", c.name(), record,
                        seconds(replay), source, old, healText, seconds(repaired), exportedText, ratio));
            }
        }
        System.out.println();
        System.out.println("| case | record (offline decider) | replay, no model | old recipe on /v2/ | heal | repaired replay on /v2/ | exported Playwright test | replay ÷ Playwright |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        rows.forEach(System.out::println);
        System.out.printf(Locale.ROOT, "%nheals: %d/6 · replay within %.2f× of plain Playwright: %d/6 (median of %d runs, browser launch excluded)%n",
                heals, TARGET_RATIO, withinTarget, RUNS);
    }

    /**
     * The replay's own clock (its last line, {@code replay passed · 2.31 s}), median of {@link #RUNS}; NaN
     * when a run did not pass. No {@code --report}: its screenshots are not part of a replay's cost.
     */
    private static double medianReplay(Path recipe, String url) {
        double[] seconds = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            RecipeChain.Cli cli = flowwright("replay", recipe.toString(), "--url", url);
            Matcher m = REPLAY_TIME.matcher(cli.out());
            if (cli.exit() != 0 || !m.find()) return Double.NaN;
            seconds[i] = Double.parseDouble(m.group(1));
        }
        return median(seconds);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static String seconds(double s) {
        return Double.isNaN(s) ? "—" : String.format(Locale.ROOT, "%.2f s", s);
    }
}
