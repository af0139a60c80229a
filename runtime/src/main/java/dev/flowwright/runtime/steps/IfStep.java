package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;

import java.util.List;

/** {@code if}: checks the condition once, then runs the then (or else) steps as children "3.1", "3.2", …. */
public final class IfStep implements StepRunner<Step.If> {
    @Override
    public StepOutcome run(Step.If step, StepContext ctx) {
        String condition = ctx.redaction().expand(step.condition());
        Conditions.Verdict v = Conditions.checkAtOneLook(ctx, condition);
        List<Step> branch = v.holds() ? step.then() : step.otherwise();
        StepOutcome failed = Children.run(ctx, branch, ctx.account().path() + ".");
        if (failed != null) return failed;
        return StepOutcome.done((v.holds() ? "the condition held" : "the condition did not hold")
                + String.format(" (%.2f); ran %d step%s", v.value(), branch.size(), branch.size() == 1 ? "" : "s"));
    }

    /** Runs child steps in order at {@code prefix + n}; the first failure or gate ends them, else null. */
    static final class Children {
        private Children() {}

        static StepOutcome run(StepContext ctx, List<Step> steps, String prefix) {
            for (int i = 0; i < steps.size(); i++) {
                String path = prefix + (i + 1);
                StepOutcome o = ctx.runChild(steps.get(i), path);
                if (o.outcome() == Outcome.FAILED) return StepOutcome.failed("step " + path + ": " + o.note());
                if (o.outcome() == Outcome.GATED) return o;
            }
            return null;
        }
    }
}
