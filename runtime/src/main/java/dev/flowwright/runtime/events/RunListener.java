package dev.flowwright.runtime.events;

/** Receives a run's events in order, on the run's thread. Must not block for long. */
@FunctionalInterface
public interface RunListener {
    void on(Event event);

    /** This listener as the decision pipeline's: each decision made arrives as an {@link Event.Decision}. */
    default dev.flowwright.runtime.decide.DecisionListener decisions() {
        return d -> on(Event.Decision.of(d));
    }
}
