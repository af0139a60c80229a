package dev.flowwright.junit;

import dev.flowwright.replay.ReplayReports;
import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.runtime.recipe.ExpectationResult;
import dev.flowwright.runtime.recipe.LocatorAttempt;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

import java.nio.file.Path;

/**
 * What each dynamic test says about its part of a finished recipe (docs/junit.md#what-a-failure-carries): a
 * passed step passes; a failed step fails with its note, the locators tried, its screenshot and the trace;
 * a healed step fails saying where its proposal is (it passes once the proposal is accepted); a step after
 * a failure is reported as not replayed. Whatever failed the recipe fails at least one of its tests. Every
 * message is masked, and each file a failure points at is printed as {@code [[ATTACHMENT|path]]} too, the
 * line CI servers (GitLab, Jenkins) turn into a link on the test.
 */
final class Verdicts {
    private Verdicts() {}

    /** The statuses whose screenshot a test points at. */
    static boolean shows(StepStatus status) {
        return status == StepStatus.FAILED || status == StepStatus.MANUAL_REQUIRED || status == StepStatus.HEALED;
    }

    static void step(RecipeRun.RecipeResult r, int index) {
        ReplayReport report = r.finished().report();
        StepResult s = report.steps().get(index);
        switch (s.status()) {
            case PASSED -> {
                if (index == 0) problems(r);
            }
            case HEALED -> {
                String note = s.note().startsWith("healed") ? s.note() : "healed: " + s.note();
                if (r.proposal() != null) {
                    fail(r, index, note + "\nthe proposal is written beside the recipe: " + r.proposal()
                            + "\nreview it, then: flowwright recipe accept " + r.finished().job().file()
                            + " (this test passes once the recipe no longer needs healing)");
                }
                fail(r, index, note + "\nthe replay still failed after healing, so no proposal was written ("
                        + r.finished().job().file() + " is unchanged)");
            }
            case FAILED -> fail(r, index, s.note() + ladder(s));
            case MANUAL_REQUIRED -> fail(r, index, "a person has to do this step (" + s.step().label() + ")"
                    + (s.note().isBlank() ? "" : ": " + s.note()));
            case SKIPPED -> {
                // a recipe that could not start says why on its first step, which is then "skipped" with that note
                if (!s.note().isBlank()) fail(r, index, s.note());
                throw new TestAbortedException("not replayed: " + stoppedAt(report));
            }
        }
    }

    static void expectation(RecipeRun.RecipeResult r, int index) {
        ReplayReport report = r.finished().report();
        if (report.expectations().size() <= index) {
            throw new TestAbortedException("not checked: " + stoppedAt(report));
        }
        ExpectationResult e = report.expectations().get(index);
        if (!e.met()) fail(r, -1, "not met at the end of the replay: " + e.note());
    }

    /** A recipe with no steps and nothing expected: its one test is the replay's outcome. */
    static void whole(RecipeRun.RecipeResult r) {
        problems(r);
        if (r.finished().failed()) fail(r, -1, "the replay failed" + (r.finished().note().isBlank() ? "" : ": " + r.finished().note()));
    }

    /** What could not be written after the recipe finished fails its first test, so it is not lost. */
    private static void problems(RecipeRun.RecipeResult r) {
        if (r.problem() != null) throw new AssertionFailedError(mask(r, r.problem()));
    }

    private static String stoppedAt(ReplayReport report) {
        for (StepResult s : report.steps()) {
            if (s.status() == StepStatus.FAILED || s.status() == StepStatus.MANUAL_REQUIRED) return "step " + (s.index() + 1) + " did not pass";
            if (s.status() == StepStatus.SKIPPED && !s.note().isBlank()) return "the recipe could not start";
        }
        return "an earlier step did not pass";
    }

    private static String ladder(StepResult s) {
        if (s.ladder().isEmpty()) return "";
        StringBuilder t = new StringBuilder("\nlocators tried:");
        for (LocatorAttempt a : s.ladder()) t.append("\n  ").append(a.describe());
        return t.toString();
    }

    /** Fails with the message, what happened around the replay, and the files that show it. */
    private static void fail(RecipeRun.RecipeResult r, int index, String message) {
        SuiteReplay.Finished f = r.finished();
        StringBuilder m = new StringBuilder(message);
        if (!f.note().isBlank()) m.append("\n").append(f.note());
        Path shot = index >= 0 ? r.screenshots().get(index) : null;
        if (shot != null) m.append("\nscreenshot: ").append(shot.toAbsolutePath());
        if (f.trace() != null) m.append("\ntrace: ").append(f.trace().toAbsolutePath()).append(" (npx playwright show-trace ").append(f.trace().toAbsolutePath()).append(')');
        if (r.problem() != null) m.append("\n").append(r.problem());
        if (shot != null) System.out.println("[[ATTACHMENT|" + shot.toAbsolutePath() + "]]");
        if (f.trace() != null) System.out.println("[[ATTACHMENT|" + f.trace().toAbsolutePath() + "]]");
        throw new AssertionFailedError(mask(r, m.toString()));
    }

    private static String mask(RecipeRun.RecipeResult r, String text) {
        return ReplayReports.mask(text, r.values());
    }
}
