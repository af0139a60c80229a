package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.samples.SampleSite;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 8's "done when", end to end on real headless Chromium and the sample site, for each of the sample
 * site's six hard cases (docs/samples.md), through the command line a user types: the recipe replays and passes → the
 * {@code /v2/} page (ids renamed, labels changed) breaks it → {@code replay --heal} writes a proposal
 * beside it → {@code recipe accept} takes it → the repaired recipe replays on v2 with no decider → the
 * exported Playwright Java test compiles (javax.tools) and passes on v2. Outcomes are judged by what
 * the pages report to {@code /__events}, not by the replayer's word.
 *
 * <p>The chain runs from a recipe written by hand the way the recorder writes it (test resources
 * {@code recipes/*.recipe.yaml}, what a user edits in the studio: {@link HardCaseRecipesTest}), and from the
 * recipe {@code run --save-recipe} records with the offline decider ({@link RecordedHardCaseRecipesTest});
 * the exports on the original page are {@link HardCaseExportsTest}. Three classes, so that the studio's
 * test forks share them out.
 */
final class HardCaseChain {
    static final Path FLOWS = Path.of("..", "samples", "flows");
    static final ObjectMapper JSON = new ObjectMapper();

    private HardCaseChain() {}

    /** The page reported the case's outcome (the reports are posted a moment after the action). */
    static void assertDone(SampleSite site, RecipeChain.Case c, String variant, String what) throws InterruptedException {
        List<Map<String, Object>> events = List.of();
        for (int i = 0; i < 20 && events.isEmpty(); i++) {
            events = site.events(c.outcome()).stream().filter(e -> variant.equals(e.get("variant"))).toList();
            if (events.isEmpty()) Thread.sleep(100);
        }
        assertThat(events).as(what + ": the " + variant + " page reports '" + c.outcome() + "'; it reported " + site.events()).isNotEmpty();
        site.clearEvents();
    }

    /**
     * replay on v1 → the old recipe on v2 (it must break) → replay --heal → recipe accept → the repaired
     * recipe on v2 with no decider → the exported Java test on v2.
     */
    static void chain(SampleSite site, Path chromium, RecipeChain.Case c, Path recipe, Path dir) throws Exception {
        String name = c.name();
        byte[] original = Files.readAllBytes(recipe);

        // 1. the recipe replays with no model and passes, with the three reports
        Path reports = dir.resolve("report-v1");
        RecipeChain.Cli v1 = flowwright("replay", recipe.toString(), "--url", site.url(c.page()), "--report", reports.toString());
        assertThat(v1.exit()).as("replay on v1\n" + v1).isZero();
        assertThat(Files.readString(recipe)).as("every hard-case recipe checks its outcome").contains("expect:");
        assertThat(v1.out()).contains("no model").contains("replay passed");
        assertDone(site, c, "v1", "replay on v1");
        JsonNode json = JSON.readTree(reports.resolve("report.json").toFile());
        assertThat(json.path("outcome").asText()).isEqualTo("passed");
        for (JsonNode step : json.path("steps")) assertThat(step.path("status").asText()).isEqualTo("passed");
        assertThat(Files.readString(reports.resolve("junit.xml"))).contains("failures=\"0\"").contains("<testcase");
        String html = Files.readString(reports.resolve("report.html"));
        assertThat(html.split("data:image/png;base64,", -1)).as("one screenshot per step").hasSize(json.path("steps").size() + 1);

        // 2. the redesigned page breaks it: a step whose every locator misses fails with its ladder
        Path broken = dir.resolve("report-v2");
        RecipeChain.Cli v2 = flowwright("replay", recipe.toString(), "--url", site.url(c.v2Page()), "--report", broken.toString());
        assertThat(v2.exit()).as("the old recipe on v2\n" + v2).isEqualTo(1);
        JsonNode failed = null;
        for (JsonNode step : JSON.readTree(broken.resolve("report.json").toFile()).path("steps")) {
            if (step.path("status").asText().equals("failed")) failed = step;
        }
        assertThat(failed).as("a failed step in\n" + v2).isNotNull();
        assertThat(failed.path("ladder")).isNotEmpty();
        for (JsonNode rung : failed.path("ladder")) assertThat(rung.path("matches").asInt()).isNotEqualTo(1);
        assertThat(Files.readString(broken.resolve("report.html"))).contains("locator tried");
        site.clearEvents();

        // 3. healing proposes a fix beside the recipe and never writes over it
        RecipeChain.Cli healed = flowwright("replay", recipe.toString(), "--url", site.url(c.v2Page()), "--heal", "--decider", "offline");
        assertThat(healed.exit()).as("replay --heal on v2\n" + healed).isZero();
        assertThat(healed.out()).contains("healed: the repaired recipe is");
        assertDone(site, c, "v2", "the healing replay");
        assertThat(Files.readAllBytes(recipe)).as("the recipe itself is unchanged").isEqualTo(original);
        Path proposal = dir.resolve(c.name() + ".proposal.recipe.yaml");
        assertThat(proposal).exists();

        // 4. accepting it is one command
        RecipeChain.Cli accepted = flowwright("recipe", "accept", recipe.toString());
        assertThat(accepted.exit()).as("recipe accept\n" + accepted).isZero();
        assertThat(Files.readAllBytes(recipe)).isNotEqualTo(original);
        assertThat(dir.resolve(c.name() + ".recipe.yaml.bak")).hasBinaryContent(original);

        // 5. the repaired recipe replays on v2 with no decider
        RecipeChain.Cli repaired = flowwright("replay", recipe.toString(), "--url", site.url(c.v2Page()));
        assertThat(repaired.exit()).as("the repaired recipe on v2\n" + repaired).isZero();
        assertThat(repaired.out()).contains("no model").doesNotContain("healing");
        assertDone(site, c, "v2", "the repaired recipe");

        // 6. the exported plain Playwright test compiles and passes on the same page
        Path source = dir.resolve("export").resolve(c.className() + ".java");
        RecipeChain.Cli exported = flowwright("export", recipe.toString(), "--to", "playwright-java", "--out", source.toString());
        assertThat(exported.exit()).as("export\n" + exported).isZero();
        Path classes = dir.resolve("classes");
        assertThat(RecipeChain.compile(source, classes)).as("javac on\n" + Files.readString(source)).isEmpty();
        TestExecutionSummary summary = RecipeChain.runExported(classes, c.className(), site.url(c.v2Page()), chromium);
        assertThat(summary.getTestsSucceededCount()).as(RecipeChain.failures(summary) + "\n" + Files.readString(source)).isEqualTo(1);
        assertDone(site, c, "v2", "the exported Playwright test");

        Path spec = dir.resolve("export").resolve(c.name() + ".spec.ts");
        assertThat(flowwright("export", recipe.toString(), "--to", "playwright-ts", "--out", spec.toString()).exit()).isZero();
        assertThat(Files.readString(spec)).contains("import { test, expect");
    }
}
