package dev.flowwright.runtime.handoff;

/**
 * Nobody is there (a non-interactive or CI run). A run that needs a person ends as {@code needs_human}
 * (exit code 3) with a clear message: never a hang and never a guess.
 */
public final class NoResponder implements Responder {
    public static final NoResponder INSTANCE = new NoResponder();

    private NoResponder() {}

    @Override
    public HandoffResponse respond(HandoffRequest request) { return new HandoffResponse.Cancel(); }

    @Override
    public boolean available() { return false; }
}
