package dev.flowwright.runtime.run;

/**
 * Thrown from anywhere inside a run to end the whole run at once: a spent budget, a stop from run
 * control, a handoff nobody can answer. {@link FlowRun} catches it, closes the current step and reports
 * {@link #stop()} with {@link #getMessage()} as the note. Step runners let it pass.
 */
public final class RunHalt extends RuntimeException {
    private final Stop stop;

    public RunHalt(Stop stop, String note) {
        super(note, null, false, false);
        this.stop = stop;
    }

    public Stop stop() { return stop; }

    public String note() { return getMessage(); }
}
