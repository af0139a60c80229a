package dev.flowwright.runtime.run;

import dev.flowwright.runtime.steps.StepRunners;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;

/**
 * Carries out one kind of step. One runner per kind, registered in {@link StepRunners}. A runner
 * returns an outcome (done, already_done, gated, failed + note); it lets
 * {@link dev.flowwright.runtime.run.RunHalt} pass (budgets, stop, needs_human end the whole run).
 */
@FunctionalInterface
public interface StepRunner<S extends Step> {
    StepOutcome run(S step, StepContext ctx);
}
