package dev.flowwright.runtime.run;

import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.handoff.NoResponder;

import java.util.List;
import java.util.function.Supplier;

/**
 * Everything a step runner gets, one per step (a child step inside if / repeat_until gets its own through
 * {@link #runChild}): the run's wiring, and the step's roles —
 * <ul>
 * <li>{@link #account()}: the step's path, text, turns, history lines, loops and actions — its report;</li>
 * <li>{@link #redaction()}: variables and secrets, masking and expanding;</li>
 * <li>{@link #eyes()}: looking, the state text a request carries, waiting, reading a field back;</li>
 * <li>{@link #model()}: questions to the decision model within its budget, and the run's memory;</li>
 * <li>{@link #hands()}: {@link Hands#act}, the only way a step acts on the application.</li>
 * </ul>
 * Each role is an interface, so a rule can be tested against fakes without a run ({@link #of}).
 */
public final class StepContext {
    /** What events and reports call a compound step's sub-goal. */
    public static final String SUB_GOAL = "sub-goal";

    private final Account account;
    private final Redaction redaction;
    private final Eyes eyes;
    private final ModelPort model;
    private final Hands hands;
    private final Wiring wiring;

    /** What a step gets of its run besides its roles. */
    private record Wiring(RunOptions options, HumanHandoff handoff, Supplier<List<String>> stopBefore, List<String> allowed,
                          TaskDialog taskDialog, RunState.StepExecutor executor) {}

    StepContext(RunState run, String path, Step step, String text, String kind) {
        StepAccount account = new StepAccount(run, path, step, text, kind);
        Redaction redaction = new RunRedaction(run);
        LoopGuard loopGuard = new LoopGuard();
        this.account = account;
        this.redaction = redaction;
        this.eyes = new RunEyes(run, account, loopGuard);
        this.model = new RunModelPort(run, account);
        this.hands = new RunHands(run, account, redaction, loopGuard);
        this.wiring = new Wiring(run.options, run.handoff, () -> List.copyOf(run.stopBefore), run.allow, run.taskDialog, run.executor);
    }

    private StepContext(Account account, Redaction redaction, Eyes eyes, ModelPort model, Hands hands, Wiring wiring) {
        this.account = account;
        this.redaction = redaction;
        this.eyes = eyes;
        this.model = model;
        this.hands = hands;
        this.wiring = wiring;
    }

    /**
     * A context of the given roles, for a rule tested against fakes without a run: default options, no
     * person to ask, no stop_before phrases or permission, no dialog of the task's, no child steps.
     */
    public static StepContext of(Account account, Redaction redaction, Eyes eyes, ModelPort model, Hands hands) {
        RunState.StepExecutor none = (step, path, kind) -> { throw new UnsupportedOperationException("no child steps without a run"); };
        HumanHandoff nobody = new HumanHandoff(NoResponder.INSTANCE, new EventBus(), redaction.secrets(), null);
        return new StepContext(account, redaction, eyes, model, hands,
                new Wiring(RunOptions.defaults(), nobody, List::of, List.of(), new TaskDialog(), none));
    }

    // ---- the step's roles ----

    public Account account() { return account; }

    public Redaction redaction() { return redaction; }

    public Eyes eyes() { return eyes; }

    public ModelPort model() { return model; }

    public Hands hands() { return hands; }

    /** {@code redaction().mask(s)}: every note, question and event text passes through it. */
    public String mask(String s) { return redaction.mask(s); }

    /** {@code account().remember(line)}: adds a line to the run's history. */
    public void remember(String line) { account.remember(line); }

    // ---- the run's wiring ----

    public RunOptions options() { return wiring.options(); }

    public HumanHandoff handoff() { return wiring.handoff(); }

    /** Every stop_before phrase anywhere in the flow (expanded, masked): the destructive check reads them. */
    public List<String> stopBefore() { return wiring.stopBefore().get(); }

    /** The run's explicit permission ({@code allow:} and {@code --allow}), each entry stripped, no repeats. */
    public List<String> allowed() { return wiring.allowed(); }

    /** The dialog the task itself opened, shared across steps. */
    public TaskDialog taskDialog() { return wiring.taskDialog(); }

    /** Runs a child step (of an if or repeat_until) at {@code childPath}, with its own report. */
    public StepOutcome runChild(Step child, String childPath) { return wiring.executor().run(child, childPath, child.kind()); }

    /** Runs one sub-goal of a compound do step at {@code childPath}: a do step of its own, reported as a "sub-goal". */
    public StepOutcome runSubGoal(String goal, String childPath) {
        return wiring.executor().run(new Step.Do(goal), childPath, SUB_GOAL);
    }

    // ---- for FlowRun ----

    StepReport report(Outcome outcome, String note) { return ((StepAccount) account).report(outcome, note); }
}
