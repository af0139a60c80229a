package dev.flowwright.bridge.atspi;

import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;

import java.util.HashMap;
import java.util.Map;

/**
 * A tree nothing has changed in is not read again. The bridge listens for AT-SPI {@code object:} and
 * {@code window:} events (dispatched while it pumps the main loop); a read of the same element with
 * the same options is answered from the last one while no event has arrived since, for at most
 * {@link #REUSE_NANOS}, and never after the bridge acted.
 */
final class ReadReuse {
    /** Longest a read is reused: catches changes a toolkit makes without telling (window geometry). */
    private static final long REUSE_NANOS = 2_000_000_000L;
    private static final String[] WATCHED = {"object:", "window:"};
    private final AtspiSession s;
    /** Held here so JNA keeps the native callback alive as long as libatspi may call it. */
    private final Atspi.EventCallback listener;
    private final long eventType;
    private final boolean watching;
    private long eventsSeen;
    private long reusedReads;
    private record Reading(Node node, long events, long at) {}
    private final Map<String, Reading> readings = new HashMap<>();
    /**
     * Every listener this process ever registered, kept reachable: libatspi is process-wide and may still
     * hold a callback whose bridge has closed, and a collected JNA callback it calls crashes the JVM.
     */
    private static final java.util.List<Atspi.EventCallback> RETAINED = new java.util.concurrent.CopyOnWriteArrayList<>();

    ReadReuse(AtspiSession s) {
        this.s = s;
        eventType = s.atspi.atspi_event_get_type();
        listener = (event, userData) -> {
            eventsSeen++;
            if (event != null) s.glib.g_boxed_free(eventType, event);
        };
        RETAINED.add(listener);
        boolean all = true;
        for (String type : WATCHED) {
            boolean ok = s.atspi.atspi_event_listener_register_from_callback(listener, null, null, type, s.error);
            if (s.error.getValue() != null) {
                s.clearError();
                ok = false;
            }
            all &= ok;
        }
        watching = all;
    }

    Node reusable(NodePath root, ReadOptions options) {
        if (!watching) return null;
        Reading r = readings.get(root + "|" + options);
        if (r == null || r.events != eventsSeen || System.nanoTime() - r.at > REUSE_NANOS) return null;
        reusedReads++;
        return r.node;
    }

    Node remember(NodePath root, ReadOptions options, Node node, long eventsBefore) {
        if (readings.size() > 64) readings.clear();
        readings.put(root + "|" + options, new Reading(node, eventsBefore, System.nanoTime()));
        return node;
    }

    /** Deregisters the listener (on the bridge thread), so a later bridge in this process is not called back here. */
    void close() {
        if (!watching) return;
        for (String type : WATCHED) {
            s.atspi.atspi_event_listener_deregister_from_callback(listener, null, type, s.error);
            if (s.error.getValue() != null) s.clearError();
        }
    }

    /** Whatever the bridge did may change what any application shows. */
    void forget() {
        readings.clear();
    }


    long events() { return eventsSeen; }

    long reused() { return reusedReads; }

    boolean watching() { return watching; }
}
