package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeCut;
import javafx.beans.value.ObservableValue;

import java.util.function.Consumer;

/**
 * Records a recipe again from one of its steps (Record from here): the kept steps are replayed with no
 * model on a fresh application, then the flow's remaining steps run with the decider as a normal studio
 * run. The studio's session does it with the flow editor's flow; results come back on the UI executor.
 */
public interface RecordFromHere {

    /** The flow the recipe is recorded again from (the one open in the flow editor), or null. */
    ObservableValue<Flow> flow();

    /** Why no recording can start now (a run is active, nothing to run on), or null when it can. */
    ObservableValue<String> unavailableReason();

    /**
     * Starts and returns at once: replays {@code resume}'s kept steps of {@code recipe}, then runs
     * {@code flow} from the flow step it names. {@code done} receives the recipe the new run recorded
     * (its steps and expectations only: the tail); {@code failed} a sentence when a kept step did not
     * replay, the run did not complete, or it could not start.
     */
    void record(Recipe recipe, Flow flow, RecipeCut.Resume resume, Consumer<Recipe> done, Consumer<String> failed);
}
