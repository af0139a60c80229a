package dev.flowwright.studio.session;

import java.util.Set;

/**
 * Controls one run that a backend started. Every call returns at once (the run thread acts on it at
 * its next turn boundary), so the FX thread never waits on the runtime.
 */
public interface RunHandle {
    void pause();

    void resume();

    /** Runs exactly one more turn, then pauses. */
    void stepTurn();

    /** Runs to the end of the current step, then pauses. */
    void stepStep();

    void stop();

    void breakpoints(Set<String> stepPaths);
}
