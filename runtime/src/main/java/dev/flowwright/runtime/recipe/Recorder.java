package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Flow;

/**
 * Builds a recipe from a run's events: every successful action becomes a step. Attach it to a run
 * ({@code FlowRun.builder(...).listener(recorder)}) and ask for {@link #recipe()} after the run.
 */
public final class Recorder implements RunListener {
    /**
     * @param flow     the flow being run (name, app, start)
     * @param flowFile the flow file's name as the recipe should mention it, or null
     */
    public Recorder(Flow flow, String flowFile) {
    }

    @Override
    public void on(Event event) {
    }

    /** The recipe so far; {@code expect} only when the run completed. */
    public Recipe recipe() {
        throw new UnsupportedOperationException("not yet");
    }
}
