package dev.flowwright.studio.ui;

import dev.flowwright.studio.recipe.RecipeEditorViewModel;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

/** Presses the recipe editor's Replay and waits for the replay's report. */
final class Replays {
    private Replays() {}

    /**
     * The click reaches the button through the FX queue: on a loaded machine the replay may not have started when
     * {@code clickOn} returns, so "not replaying" is true before it starts as well as after it ends. The report is
     * cleared when a replay starts and set when it ends: wait for it.
     */
    static void replayAndWait(FxRobot robot, RecipeEditorViewModel recipes) throws java.util.concurrent.TimeoutException {
        robot.clickOn("#replayRecipe");
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS,
                () -> recipes.reportProperty().get() != null && !recipes.replayingProperty().get()
                        || recipes.messageProperty().get() != null && recipes.messageProperty().get().startsWith("Replay could not run"));
    }
}
