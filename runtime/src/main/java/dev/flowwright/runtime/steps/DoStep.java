package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.DoLoop;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;

/**
 * A plain-language step: the do loop, for up to {@link Thresholds#DO_TURNS} turns (seed 000). A step that
 * reads as typing ("enter 560001 into the pincode field") runs as the enter it means, parsed from the
 * step as written (before substitution): a do step cannot type (seed 004).
 */
public final class DoStep implements StepRunner<Step.Do> {
    @Override
    public StepOutcome run(Step.Do step, StepContext ctx) {
        var typing = TypingParser.parse(step.text());
        if (typing.isPresent()) return new EnterStep().run(typing.get(), ctx);
        String goal = ctx.expand(step.text());
        DoLoop.Options options = DoLoop.Options.turns(Thresholds.DO_TURNS).asTheStep();
        // "choose the second radiobutton": done once that very control says it is chosen
        var chosen = dev.flowwright.runtime.act.Ordinals.chosen(goal);
        if (chosen.isPresent()) options = options.until(chosen.get());
        return DoLoop.run(ctx, goal, options);
    }
}
