package dev.flowwright.studio.util;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Hands only the newest of a fast stream of values to the UI: values arriving while an update is
 * already queued replace the pending one instead of queueing another. Live frames use it, so a slow
 * FX thread skips frames rather than falling behind.
 */
public final class Coalescer<T> {
    private final UiExecutor ui;
    private final Consumer<T> sink;
    private final AtomicReference<T> latest = new AtomicReference<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();

    public Coalescer(UiExecutor ui, Consumer<T> sink) {
        this.ui = ui;
        this.sink = sink;
    }

    /** Offers a value from any thread; returns false when it replaced a value not yet drawn. */
    public boolean offer(T value) {
        T replaced = latest.getAndSet(value);
        if (scheduled.compareAndSet(false, true)) {
            ui.execute(this::drain);
            return true;
        }
        return replaced == null;
    }

    private void drain() {
        scheduled.set(false);
        T value = latest.getAndSet(null);
        if (value != null) sink.accept(value);
    }
}
