package dev.flowwright.cli;

import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** What a suite prints while it runs: live worker lines and a bar on a terminal, a plain line per recipe elsewhere. */
class SuiteProgressTest {
    static final Recipe RECIPE = new Recipe(1, "sign in", null, "browser", "http://127.0.0.1:1/",
            List.of(ReplayFixtures.CODE, ReplayFixtures.SEND), List.of());
    static final SuiteReplay.Job ONE = new SuiteReplay.Job(0, Path.of("a.recipe.yaml"), RECIPE, "a");
    static final SuiteReplay.Job TWO = new SuiteReplay.Job(1, Path.of("b.recipe.yaml"), RECIPE, "b");
    static final Map<String, String> VALUES = Map.of("otp", "493817");

    @Test
    void withoutATerminalEachRecipeIsOnePlainLineWhenItFinishes() {
        StringWriter text = new StringWriter();
        SuiteProgress p = new SuiteProgress(new PrintWriter(text), false, 2, 2, VALUES, 100);
        p.started(1, ONE);
        p.started(2, TWO);
        p.step(1, ONE, "step 1/2 · fill · typed 493817");
        p.finished(2, new SuiteReplay.Finished(TWO, ReplayFixtures.FAILED, null, 1, ""));
        p.finished(1, new SuiteReplay.Finished(ONE, passed(), null, 1, ""));
        p.close();
        assertThat(text.toString()).isEqualTo(
                "failed     b.recipe.yaml · 2 steps · 5.60 s · step 2/2 failed: no locator matched exactly one element\n"
                        + "passed     a.recipe.yaml · 2 steps · 1.00 s\n");
    }

    @Test
    void onATerminalAWorkerLineAndABarAreRedrawnInPlaceUnderTheFinishedLines() {
        StringWriter text = new StringWriter();
        SuiteProgress p = new SuiteProgress(new PrintWriter(text), true, 2, 2, VALUES, 100);
        p.started(1, ONE);
        p.step(1, ONE, "step 1/2 · fill · typed 493817 into the field");
        String live = text.toString();
        assertThat(live).contains("worker 1 · a.recipe.yaml · step 1/2 · fill · typed ${otp} into the field\n")
                .contains("worker 2 · idle\n").contains("[------------------------] 0/2").contains("\u001b[3F")
                .doesNotContain("493817");
        p.finished(1, new SuiteReplay.Finished(ONE, passed(), null, 1, ""));
        String after = text.toString().substring(live.length());
        // the live block is erased, the finished line printed, the block drawn again beneath it
        assertThat(after).startsWith("\u001b[3F").contains("passed     a.recipe.yaml · 2 steps · 1.00 s\n")
                .contains("[############------------] 1/2");
        assertThat(after.indexOf("passed ")).isLessThan(after.indexOf("worker 1 · idle"));
    }

    /**
     * Chromium killed under a recipe whose steps had all gone through: the last step is the failed one, with
     * the browser's note in place of its own "typed …", and the line says the note once.
     */
    @Test
    void aRecipeTheBrowserDiedUnderSaysWhyOnceNotWhatItsStepDid() {
        String note = "the browser closed during this recipe (Chromium exited with signal 9); the recipes after it replay on a fresh Chromium";
        ReplayReport report = new ReplayReport(ReplayReport.Outcome.PASSED, List.of(
                new StepResult(0, ReplayFixtures.CODE, StepStatus.PASSED, List.of(), 0, "typed ${otp}", null, 500),
                new StepResult(1, ReplayFixtures.SEND, StepStatus.PASSED, List.of(), 0, "clicked button \"Send\"", null, 500)), List.of(), null, 1000);

        String line = SuiteProgress.line(new SuiteReplay.Finished(ONE, SuiteReplay.failedWith(ONE, report, note), null, 1, note), VALUES);

        assertThat(line).isEqualTo("failed     a.recipe.yaml · 2 steps · 1.00 s · step 2/2 failed: " + note);
    }

    @Test
    void theSummaryCountsOutcomesAndReadsMinutesAndSeconds() {
        List<SuiteReplay.Finished> results = List.of(new SuiteReplay.Finished(ONE, passed(), null, 1, ""),
                new SuiteReplay.Finished(TWO, ReplayFixtures.FAILED, null, 1, ""),
                new SuiteReplay.Finished(ONE, new ReplayReport(ReplayReport.Outcome.UNVERIFIED, List.of(), List.of(), null, 5), null, 1, ""));
        assertThat(SuiteProgress.summary(results, 72_400)).isEqualTo("replayed 3 recipes: 1 passed, 1 failed, 1 unverified in 1m12s");
        assertThat(SuiteProgress.summary(results.subList(0, 1), 8_420)).isEqualTo("replayed 1 recipe: 1 passed, 0 failed, 0 unverified in 8.4s");
    }

    private static ReplayReport passed() {
        return new ReplayReport(ReplayReport.Outcome.PASSED, List.of(
                new StepResult(0, ReplayFixtures.CODE, StepStatus.PASSED, List.of(), 0, "", null, 500),
                new StepResult(1, ReplayFixtures.SEND, StepStatus.PASSED, List.of(), 0, "", null, 500)), List.of(), null, 1000);
    }
}
