package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;

/** {@code verify}: one look; the step fails when the screen does not show the condition. Acts on nothing. */
public final class VerifyStep implements StepRunner<Step.Verify> {
    @Override
    public StepOutcome run(Step.Verify step, StepContext ctx) {
        String condition = ctx.redaction().expand(step.condition());
        Conditions.Verdict v = Conditions.checkAtOneLook(ctx, condition);
        if (v.holds()) return StepOutcome.done(String.format("the screen shows: %s (%.2f)", condition, v.value()));
        return StepOutcome.failed(String.format("verify: the screen does not show: %s (confidence %.2f)", condition, v.value()));
    }
}
