package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;

/**
 * {@code enter}: match each slot to a field on screen, get the text in, and prove it landed (docs/step-kinds.md#enter).
 * The rounds live in {@link FormFilling}; matching in {@link SlotAssignment}; delivery in
 * {@link VerifiedDelivery}; suggestions in {@link SuggestionPick}; openers in {@link Openers}.
 */
public final class EnterStep implements StepRunner<Step.Enter> {
    /**
     * How a slot's field is picked on a look when the step's words already say which it is (a quoted label,
     * the field typed into before): the one field of {@code fields} it is, or empty to leave it to the
     * ordinary assignment.
     */
    @FunctionalInterface
    public interface Pin {
        java.util.Optional<dev.flowwright.runtime.screen.Element> pick(java.util.List<dev.flowwright.runtime.screen.Element> fields);
    }

    @Override
    public StepOutcome run(Step.Enter step, StepContext ctx) {
        return run(step, ctx, java.util.Map.of());
    }

    /** {@code enter}, with the fields of the slots in {@code pins} picked by their pins first. */
    public StepOutcome run(Step.Enter step, StepContext ctx, java.util.Map<String, Pin> pins) {
        if (step.slots().isEmpty()) return StepOutcome.failed("the enter step names no slot to fill");
        return new FormFilling(ctx, step.slots(), pins).run();
    }
}
