package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;

/**
 * {@code enter}: match each slot to a field on screen, get the text in, and prove it landed (seed 004).
 * The rounds live in {@link FormFilling}; matching in {@link SlotAssignment}; delivery in
 * {@link VerifiedDelivery}; suggestions in {@link SuggestionPick}; openers in {@link Openers}.
 */
public final class EnterStep implements StepRunner<Step.Enter> {
    @Override
    public StepOutcome run(Step.Enter step, StepContext ctx) {
        if (step.slots().isEmpty()) return StepOutcome.failed("the enter step names no slot to fill");
        return new FormFilling(ctx, step.slots()).run();
    }
}
