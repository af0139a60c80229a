package dev.flowwright.runtime.run;

import dev.flowwright.runtime.flow.Step;

import java.util.List;

/**
 * The step's account: where it is (path, text), its turns, the run's history lines it adds to, the loops
 * it used, the actions it took and the number that decided it — what becomes its {@link StepReport}.
 */
public interface Account {
    String path();

    Step step();

    /** The step's text as written, expanded and masked. */
    String text();

    /** Turns counted so far in this step. */
    int turns();

    /** The boundary before turn {@code turn}: run control holds or stops the run here. */
    void turnBoundary(int turn);

    /** A turn ended: counts it and publishes a one-line summary. */
    void endTurn(int turn, String summary);

    /** The run's recent history lines, newest last (at most RECENT_ACTIONS), masked. */
    List<String> history();

    /** Adds a line to the run's history ("after the last action: …", "that made things worse; undid it"). */
    void remember(String line);

    /** What a stop_before held back, in the flow's words. */
    void addPending(String what);

    /** Actions this step has taken so far. */
    List<ActionRecord> actions();

    /** Marks a named loop as used by this step ("obstacle", "undo", "stall", "reflection", …). */
    void usedLoop(String name);

    boolean loopEnabled(String name);

    /** The one number that decided the step, when one did. */
    void confidence(double c);

    /** Publishes what a reflection after a choice saw (docs/how-a-run-works.md): whether the screen holds the choice, and how sure. */
    void reflected(boolean held, String attempt, boolean contradicted, double confidence);
}
