package dev.flowwright.studio.session;

/** How a run starts: free-running (Record, Run) or paused after one turn or one step. */
public enum RunMode {
    /** Run the flow and show every turn live; the run is kept as a journal for reopening. */
    RECORD,
    /** Run the flow to the end (breakpoints still pause it). */
    RUN,
    /** Start paused and run exactly one turn. */
    STEP_TURN,
    /** Start paused and run to the end of the first step. */
    STEP_STEP
}
