package dev.flowwright.runtime.decide;

/**
 * One request in, one response out, wire-shaped, so the System One client, the offline decider and a
 * cassette are interchangeable. Implementations must be safe to call from several threads at once
 * (framings are sent concurrently).
 */
public interface Decider extends AutoCloseable {

    /** A short name shown at the start of every run: "offline", "systemone https://… (jev-latest)", … */
    String describe();

    DecisionResponse decide(DecisionRequest request) throws DecisionException;

    @Override
    default void close() {}
}
