package dev.flowwright.runtime.run;

import dev.flowwright.runtime.flow.Step;

/**
 * How a {@link FlowRun} carries out one step: the registry of step runners ({@code steps.StepRunners})
 * implements it. An interface here so the run, which the steps build on, does not depend on them.
 */
@FunctionalInterface
public interface StepDispatch {
    StepOutcome run(Step step, StepContext ctx);
}
