package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Screen;

/** {@code verify}: one look; the step fails when the screen does not show the condition. Acts on nothing. */
public final class VerifyStep implements StepRunner<Step.Verify> {
    @Override
    public StepOutcome run(Step.Verify step, StepContext ctx) {
        String condition = ctx.redaction().expand(step.condition());
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        Conditions.Verdict v = Conditions.check(ctx, 0, screen, condition);
        ctx.account().confidence(v.value());
        ctx.account().endTurn(0, String.format("condition %.2f", v.value()));
        if (v.holds()) return StepOutcome.done(String.format("the screen shows: %s (%.2f)", condition, v.value()));
        return StepOutcome.failed(String.format("verify: the screen does not show: %s (confidence %.2f)", condition, v.value()));
    }
}
