package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Screen;

/**
 * {@code repeat_until}: runs its steps (children "1.r1.1", "1.r1.2", then "1.r2.1" …) and checks the
 * condition after each round, at most {@code max} rounds (default 5, capped at 20).
 */
public final class RepeatUntilStep implements StepRunner<Step.RepeatUntil> {
    @Override
    public StepOutcome run(Step.RepeatUntil step, StepContext ctx) {
        String condition = ctx.redaction().expand(step.condition());
        int max = step.max() <= 0 ? Step.RepeatUntil.DEFAULT_MAX : Math.min(step.max(), Step.RepeatUntil.CAP);
        Conditions.Verdict v = new Conditions.Verdict(0, false);
        for (int round = 1; round <= max; round++) {
            StepOutcome failed = IfStep.Children.run(ctx, step.steps(), ctx.account().path() + ".r" + round + ".");
            if (failed != null) return failed;
            ctx.account().turnBoundary(round - 1);
            Screen screen = ctx.eyes().look(round - 1, "");
            v = Conditions.check(ctx, round - 1, screen, condition);
            ctx.account().confidence(v.value());
            ctx.account().endTurn(round - 1, String.format("round %d: condition %.2f", round, v.value()));
            if (v.holds()) return StepOutcome.done("the condition held after " + round + " round" + (round == 1 ? "" : "s"));
        }
        return StepOutcome.failed(String.format("the condition did not hold after %d rounds: %s (confidence %.2f)", max, condition, v.value()));
    }
}
