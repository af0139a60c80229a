package dev.flowwright.runtime.recipe;

import java.util.List;
import java.util.Locale;

/**
 * What a replay did.
 *
 * @param outcome      passed (every step passed or healed and every expectation held), failed, or
 *                     unverified (every step ran but the recipe has nothing to check)
 * @param steps        one result per recipe step, in order (steps after a failure are skipped)
 * @param expectations one result per {@code expect} entry; empty when the steps did not all run
 * @param proposal     the recipe with the healed targets, or null when nothing was healed
 * @param millis       wall time of the whole replay
 */
public record ReplayReport(Outcome outcome, List<StepResult> steps, List<ExpectationResult> expectations,
                           Recipe proposal, long millis) {
    public enum Outcome {
        PASSED, FAILED, UNVERIFIED;

        public String word() { return name().toLowerCase(Locale.ROOT); }
    }

    public ReplayReport {
        steps = List.copyOf(steps);
        expectations = List.copyOf(expectations);
    }

    public boolean healed() { return proposal != null; }
}
