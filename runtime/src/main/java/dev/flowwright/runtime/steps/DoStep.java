package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.Plan;
import dev.flowwright.runtime.reading.Readings;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.run.StepRunner;

/**
 * A plain-language step (docs/how-a-run-works.md): its words are read into a {@link Plan} of typed intents
 * ({@link Readings}); a plan of one intent runs as that intent ({@link Intents}), a compound plan as ordered
 * sub-goals at "N.1", "N.2", … ({@link SubGoalRuns}), each judged on its own.
 */
public final class DoStep implements StepRunner<Step.Do> {
    @Override
    public StepOutcome run(Step.Do step, StepContext ctx) {
        // a sub-goal runs the intent its step's plan read: read again alone, its words would lose what the
        // parts around them said (the field a "press Enter" goes to)
        Intent planned = SubGoalRuns.planned(ctx.account().path(), step.text());
        if (planned != null) return Intents.run(planned, ctx);
        Plan plan = Readings.read(step.text());
        if (plan.compound()) return SubGoalRuns.run(plan.intents(), ctx);
        return Intents.run(plan.only(), ctx);
    }
}
