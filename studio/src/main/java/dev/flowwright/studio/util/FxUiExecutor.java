package dev.flowwright.studio.util;

import javafx.application.Platform;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Posts updates to the FX thread; runs them at once when already on it. Preparing them runs on one thread of the studio's own. */
public final class FxUiExecutor implements UiExecutor {
    private static final ExecutorService PREPARING = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "flowwright-studio-preparing");
        t.setDaemon(true);
        return t;
    });

    @Override
    public void execute(Runnable update) {
        if (Platform.isFxApplicationThread()) update.run();
        else Platform.runLater(update);
    }

    @Override
    public Executor preparing() { return PREPARING; }
}
