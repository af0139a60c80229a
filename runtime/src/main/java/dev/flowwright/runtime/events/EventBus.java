package dev.flowwright.runtime.events;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Publishes a run's events to its listeners. A listener that throws is reported once on stderr and
 * removed, so a broken view can never stop a run.
 */
public final class EventBus implements RunListener {
    private final List<RunListener> listeners = new CopyOnWriteArrayList<>();

    public EventBus add(RunListener listener) {
        listeners.add(listener);
        return this;
    }

    public void remove(RunListener listener) { listeners.remove(listener); }

    @Override
    public void on(Event event) {
        for (RunListener l : listeners) {
            try {
                l.on(event);
            } catch (RuntimeException e) {
                listeners.remove(l);
                System.err.println("flowwright: a run listener failed and was removed: " + e);
            }
        }
    }
}
