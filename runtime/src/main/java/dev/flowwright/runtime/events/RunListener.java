package dev.flowwright.runtime.events;

/** Receives a run's events in order, on the run's thread. Must not block for long. */
@FunctionalInterface
public interface RunListener {
    void on(Event event);
}
