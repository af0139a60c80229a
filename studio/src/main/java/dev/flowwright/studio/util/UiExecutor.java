package dev.flowwright.studio.util;

/**
 * Where view-model updates run. The application posts them to the FX thread; tests run them on the
 * calling thread, so view-model tests never need the toolkit (JabRef's task-executor seam).
 */
public interface UiExecutor {

    void execute(Runnable update);

    /** Runs updates on the calling thread: for view-model tests. */
    static UiExecutor sameThread() {
        return Runnable::run;
    }
}
