package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.ReplayReport;

import javafx.beans.value.ObservableValue;

import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Replays a recipe for the editor, off the FX thread, with no decider. The studio's session does it on
 * Chromium and shows the replay's looks on the live screen; results come back on the UI executor.
 */
public interface RecipeReplays {

    /** Why a replay cannot start now (a run is active, nothing to run on), or null when it can; it changes as runs start and end. */
    ObservableValue<String> unavailableReason();

    /**
     * Starts a replay and returns at once; with {@code heal}, a step whose locators all miss is healed
     * by the do loop (one action) and the healed recipe comes back as the report's proposal. {@code step} hears each step start ({@code replaying}) and
     * end (its status word: {@code passed}, {@code failed}, …) as it happens, by 0-based index;
     * {@code done} receives the report; {@code failed} receives a sentence when the replay could not
     * run at all (a missing secret, no browser).
     */
    void replay(Recipe recipe, boolean heal, BiConsumer<Integer, String> step, Consumer<ReplayReport> done, Consumer<String> failed);
}
