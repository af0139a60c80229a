package dev.flowwright.runtime.run;

import dev.flowwright.runtime.flow.Step;

import java.util.List;

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
 * Each role is an interface, so a rule written against one can be tested against a fake.
 */
public final class StepContext {
    /** What events and reports call a compound step's sub-goal. */
    public static final String SUB_GOAL = "sub-goal";

    private final RunState run;
    private final StepAccount account;
    private final Redaction redaction;
    private final Eyes eyes;
    private final ModelPort model;
    private final Hands hands;

    StepContext(RunState run, String path, Step step, String text, String kind) {
        this.run = run;
        this.account = new StepAccount(run, path, step, text, kind);
        this.redaction = new RunRedaction(run);
        LoopGuard loopGuard = new LoopGuard();
        this.eyes = new RunEyes(run, account, loopGuard);
        this.model = new RunModelPort(run, account);
        this.hands = new RunHands(run, account, redaction, loopGuard);
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

    public RunOptions options() { return run.options; }

    public HumanHandoff handoff() { return run.handoff; }

    /** Every stop_before phrase anywhere in the flow (expanded, masked): the destructive check reads them. */
    public List<String> stopBefore() { return List.copyOf(run.stopBefore); }

    /** The run's explicit permission ({@code allow:} and {@code --allow}), each entry stripped, no repeats. */
    public List<String> allowed() { return run.allow; }

    /** The dialog the task itself opened, shared across steps. */
    public TaskDialog taskDialog() { return run.taskDialog; }

    /** Runs a child step (of an if or repeat_until) at {@code childPath}, with its own report. */
    public StepOutcome runChild(Step child, String childPath) { return run.executor.run(child, childPath, child.kind()); }

    /** Runs one sub-goal of a compound do step at {@code childPath}: a do step of its own, reported as a "sub-goal". */
    public StepOutcome runSubGoal(String goal, String childPath) {
        return run.executor.run(new Step.Do(goal), childPath, SUB_GOAL);
    }

    // ---- for FlowRun ----

    StepReport report(Outcome outcome, String note) { return account.report(outcome, note); }
}
