package dev.flowwright.runtime.handoff;

import java.time.Duration;

/**
 * A run asking a person for help (seed 001 "Human-in-the-loop handoff").
 *
 * @param reason        why the run paused, in words a person acts on ("the flow needs a one-time code")
 * @param screenSummary what is on screen now (masked)
 * @param field         the field a supplied value goes into, as its label; null for a takeover
 * @param timeout       how long to wait at most: every wait is bounded
 */
public record HandoffRequest(String reason, String screenSummary, String field, Duration timeout) {
    /** Five minutes: long enough to fetch a code from a phone, short enough that a run never hangs. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);

    public HandoffRequest {
        if (reason == null || reason.isBlank()) throw new IllegalArgumentException("a handoff needs a reason");
        screenSummary = screenSummary == null ? "" : screenSummary;
        timeout = timeout == null || timeout.isNegative() || timeout.isZero() ? DEFAULT_TIMEOUT : timeout;
    }

    /** True when the person is asked for a value to type (a code, a password), not to operate the app. */
    public boolean wantsValue() { return field != null && !field.isBlank(); }
}
