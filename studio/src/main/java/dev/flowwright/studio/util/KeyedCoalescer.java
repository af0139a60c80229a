package dev.flowwright.studio.util;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Hands the UI the newest value per key, in the order the keys first arrived, one batch per UI
 * update: a turn's look, decision, action and end update one history row four times within a few
 * milliseconds, and the FX thread draws that row once. Every key reaches the UI; only superseded
 * values of a key are skipped.
 */
public final class KeyedCoalescer<K, V> {
    private final UiExecutor ui;
    private final Consumer<V> sink;
    private final Map<K, V> pending = new LinkedHashMap<>();
    private boolean scheduled;

    public KeyedCoalescer(UiExecutor ui, Consumer<V> sink) {
        this.ui = ui;
        this.sink = sink;
    }

    /** Offers a value from any thread. */
    public void offer(K key, V value) {
        synchronized (pending) {
            pending.put(key, value);
            if (scheduled) return;
            scheduled = true;
        }
        ui.execute(this::drain);
    }

    /** Drops values not yet drawn (a new run starts from an empty history). */
    public void discard() {
        synchronized (pending) {
            pending.clear();
        }
    }

    private void drain() {
        List<V> batch;
        synchronized (pending) {
            scheduled = false;
            batch = new ArrayList<>(pending.values());
            pending.clear();
        }
        for (V v : batch) sink.accept(v);
    }
}
