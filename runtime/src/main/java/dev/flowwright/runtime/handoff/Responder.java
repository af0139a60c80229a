package dev.flowwright.runtime.handoff;

/**
 * Someone who can answer a handoff: a console prompt, the studio's dialog, a test. Implementations
 * must return within the request's timeout (answering {@link HandoffResponse.TimedOut}) and never
 * echo or log a supplied value.
 */
public interface Responder {

    HandoffResponse respond(HandoffRequest request);

    /** False for {@link NoResponder}: the run then ends as needs_human instead of asking. */
    default boolean available() { return true; }
}
