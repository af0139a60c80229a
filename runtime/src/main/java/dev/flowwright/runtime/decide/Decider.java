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

    /**
     * The most options one choice question may have on this decider's host, {@code none} included. A
     * choice with more is never sent whole: {@link DecisionMaker} asks it in {@link Knockout} rounds. The
     * hosted System One API takes 2–255 options, Ollama 2–26 (docs/deciders.md#what-is-sent).
     */
    default int maxChoiceOptions() { return Question.Choice.MAX_OPTIONS; }

    /**
     * Whether this decider takes every framing of a decision in one request (each framed question under its
     * own id, the state once) rather than one request per framing. Hosts billed and waited on per request say
     * yes; the answers are the same either way (docs/architecture.md#how-a-decision-is-made).
     */
    default boolean framingsTogether() { return false; }

    /**
     * Whether decisions on this decider are voted sequentially: a first round of framings, more only while a vote
     * is open (docs/architecture.md#how-a-decision-is-made). Every live decider is; a cassette says what its recorded
     * run did, so a run recorded before sequential voting (every framing at once) replays the same requests.
     */
    default boolean sequentialVoting() { return true; }

    @Override
    default void close() {}
}
