package dev.flowwright.studio.session;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.Recorder;

import java.util.function.BiConsumer;

/**
 * Every studio run is recorded: its events go through a {@link Recorder} on their way to the studio,
 * and when the run ends the recipe it built (or why there is none) is handed on for "Save as recipe".
 * A recorder that trips never stops the run; it only means there is nothing to save.
 */
final class RunRecording implements RunListener {
    private final Recorder recorder;
    private final RunListener out;
    private final BiConsumer<Recipe, String> finished;
    private String broken;

    /** @param finished receives the recipe, or null and a sentence saying why there is none */
    RunRecording(Recorder recorder, RunListener out, BiConsumer<Recipe, String> finished) {
        this.recorder = recorder;
        this.out = out;
        this.finished = finished;
    }

    @Override
    public void on(Event e) {
        if (broken == null) {
            try {
                recorder.on(e);
            } catch (RuntimeException ex) {
                broken = "Recording this run failed: " + (ex.getMessage() == null ? ex.toString() : ex.getMessage());
            }
        }
        out.on(e);
        if (e instanceof Event.End) finish();
    }

    private void finish() {
        if (broken != null) {
            finished.accept(null, broken);
            return;
        }
        try {
            Recipe r = recorder.recipe();
            if (r.steps().isEmpty()) finished.accept(null, "The run did no action that a recipe could replay.");
            else finished.accept(r, null);
        } catch (RuntimeException ex) {
            finished.accept(null, "Recording this run failed: " + (ex.getMessage() == null ? ex.toString() : ex.getMessage()));
        }
    }
}
