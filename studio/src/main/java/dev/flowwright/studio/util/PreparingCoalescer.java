package dev.flowwright.studio.util;

import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A {@link Coalescer} whose values are prepared off the UI thread: the newest value offered is turned into
 * what the UI shows ({@code prepare}, on {@code worker}: the rows of a 5,000-element tree, the outlines of a
 * screen) and only the cheap last part ({@code sink}) runs on the UI thread. One value is prepared or waiting
 * for the UI at a time; values offered meanwhile replace each other, and the newest is prepared next.
 */
public final class PreparingCoalescer<T, P> {
    private final Executor worker;
    private final Function<T, P> prepare;
    private final UiExecutor ui;
    private final Consumer<P> sink;
    private final AtomicReference<T> latest = new AtomicReference<>();
    private final AtomicBoolean busy = new AtomicBoolean();

    public PreparingCoalescer(Executor worker, Function<T, P> prepare, UiExecutor ui, Consumer<P> sink) {
        this.worker = worker;
        this.prepare = prepare;
        this.ui = ui;
        this.sink = sink;
    }

    /** Offers a value from any thread. */
    public void offer(T value) {
        latest.set(value);
        if (busy.compareAndSet(false, true)) worker.execute(this::prepareNewest);
    }

    private void prepareNewest() {
        T value = latest.getAndSet(null);
        if (value == null) {
            done();
            return;
        }
        P prepared;
        try {
            prepared = prepare.apply(value);
        } catch (RuntimeException e) {
            done();
            throw e;
        }
        ui.execute(() -> {
            try {
                sink.accept(prepared);
            } finally {
                done();
            }
        });
    }

    /** Ready for the next value; one offered while this one was on its way is prepared now. */
    private void done() {
        busy.set(false);
        if (latest.get() != null && busy.compareAndSet(false, true)) worker.execute(this::prepareNewest);
    }
}
