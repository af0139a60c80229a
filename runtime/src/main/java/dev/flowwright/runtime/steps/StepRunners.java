package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.steps.enter.EnterStep;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepDispatch;
import dev.flowwright.runtime.run.StepOutcome;

import java.util.HashMap;
import java.util.Map;

/**
 * The registry {@link dev.flowwright.runtime.run.FlowRun} dispatches on: one {@link StepRunner} per
 * kind of the sealed {@link Step}. {@link #defaults()} holds every runner built so far; a kind with no
 * runner fails its step with a note saying so (never a silent pass).
 */
public final class StepRunners implements StepDispatch {
    private final Map<Class<? extends Step>, StepRunner<? extends Step>> runners = new HashMap<>();

    /** The runners for every kind implemented in this package. */
    public static StepRunners defaults() {
        return new StepRunners()
                .with(Step.Do.class, new DoStep())
                .with(Step.StopBefore.class, new StopBeforeStep())
                .with(Step.Enter.class, new EnterStep())
                .with(Step.Choose.class, new ChooseStep())
                .with(Step.Pick.class, new PickStep())
                .with(Step.Read.class, new ReadStep())
                .with(Step.Verify.class, new VerifyStep())
                .with(Step.WaitFor.class, new WaitForStep())
                .with(Step.If.class, new IfStep())
                .with(Step.RepeatUntil.class, new RepeatUntilStep())
                .with(Step.Open.class, new OpenStep())
                .with(Step.Browse.class, new BrowseStep());
    }

    /** Registers (or replaces) the runner for one kind. */
    public <S extends Step> StepRunners with(Class<S> kind, StepRunner<S> runner) {
        runners.put(kind, runner);
        return this;
    }

    public boolean has(Class<? extends Step> kind) { return runners.containsKey(kind); }

    @SuppressWarnings("unchecked")
    @Override
    public StepOutcome run(Step step, StepContext ctx) {
        StepRunner<Step> runner = (StepRunner<Step>) runners.get(step.getClass());
        if (runner == null) return StepOutcome.failed("the " + step.kind() + " step is not supported by this runtime");
        return runner.run(step, ctx);
    }
}
