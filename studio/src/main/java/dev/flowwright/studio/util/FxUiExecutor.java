package dev.flowwright.studio.util;

import javafx.application.Platform;

/** Posts updates to the FX thread; runs them at once when already on it. */
public final class FxUiExecutor implements UiExecutor {
    @Override
    public void execute(Runnable update) {
        if (Platform.isFxApplicationThread()) update.run();
        else Platform.runLater(update);
    }
}
