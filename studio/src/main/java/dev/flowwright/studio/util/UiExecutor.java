package dev.flowwright.studio.util;

/**
 * Where view-model updates run. The application posts them to the FX thread; tests run them on the
 * calling thread, so view-model tests never need the toolkit (JabRef's task-executor seam).
 */
public interface UiExecutor {

    void execute(Runnable update);

    /**
     * Where work that prepares an update runs before the update itself goes to the UI thread (a screen's rows
     * and outlines): the calling thread here, so tests stay synchronous; a thread of its own in the application.
     */
    default java.util.concurrent.Executor preparing() { return Runnable::run; }

    /** Runs updates on the calling thread: for view-model tests. */
    static UiExecutor sameThread() {
        return Runnable::run;
    }
}
