package dev.flowwright.runtime.run;

/**
 * Thrown from anywhere inside a run to end the whole run at once: a spent budget, a stop from run
 * control, a handoff nobody can answer. {@link FlowRun} catches it, closes the current step and reports
 * {@link #stop()} with {@link #getMessage()} as the note. Step runners let it pass.
 */
public final class RunHalt extends RuntimeException {
    /** Fixed notes: a budget stop says which budget, never a guess at why. */
    public static final String ACTION_BUDGET_NOTE = "the run reached its action budget (max_actions)";
    public static final String MODEL_BUDGET_NOTE = "the run reached its model call budget (max_model_calls)";

    private final Stop stop;

    public RunHalt(Stop stop, String note) {
        super(note, null, false, false);
        this.stop = stop;
    }

    public Stop stop() { return stop; }

    public String note() { return getMessage(); }

    /** The run reached its action budget. */
    public static RunHalt actionBudget() { return new RunHalt(Stop.ACTION_BUDGET, ACTION_BUDGET_NOTE); }

    /** The run reached its model call budget. */
    public static RunHalt modelBudget() { return new RunHalt(Stop.MODEL_BUDGET, MODEL_BUDGET_NOTE); }

    /** The decision service failed ({@link dev.flowwright.runtime.decide.DecisionException#deciderFailure()}); the note is its message. */
    public static RunHalt deciderFailed(String message) { return new RunHalt(Stop.DECIDER_FAILED, message); }
}
