package dev.flowwright.runtime.handoff;

import java.time.Duration;

/**
 * A run asking a person for help (docs/how-a-run-works.md#when-a-person-is-needed).
 *
 * @param reason        why the run paused, in words a person acts on ("the flow needs a one-time code")
 * @param screenSummary what is on screen now (masked)
 * @param field         the field a supplied value goes into, as its label; null for a takeover
 * @param timeout       how long to wait at most: every wait is bounded
 * @param choices       for "which of these is …?": the candidates as a person reads them (masked), in
 *                      order; the answer is {@link HandoffResponse.Picked} (an index into this list) or
 *                      {@link HandoffResponse.NoneOfThese}. Empty for every other handoff.
 * @param refs          for "which of these is …?" on a screen: each choice's element ref on the screen the
 *                      run looked at (same order as {@code choices}), so a person can be shown them outlined
 *                      and answer by pointing at an element ({@link HandoffResponse.Pointed}); empty when the
 *                      choices are not elements of the screen.
 * @param cover         what covers the page while "which of these is …?" is asked ({@code the dialog "We care
 *                      about your privacy"}), null when nothing does: the person may answer it first
 *                      ({@link HandoffResponse.AnswerCover}) — the run then asks which of its controls
 */
public record HandoffRequest(String reason, String screenSummary, String field, Duration timeout, java.util.List<String> choices,
                             java.util.List<String> refs, String cover) {
    /** Five minutes: long enough to fetch a code from a phone, short enough that a run never hangs. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);

    public HandoffRequest {
        if (reason == null || reason.isBlank()) throw new IllegalArgumentException("a handoff needs a reason");
        screenSummary = screenSummary == null ? "" : screenSummary;
        timeout = timeout == null || timeout.isNegative() || timeout.isZero() ? DEFAULT_TIMEOUT : timeout;
        choices = choices == null ? java.util.List.of() : java.util.List.copyOf(choices);
        refs = refs == null ? java.util.List.of() : java.util.List.copyOf(refs);
        if (!refs.isEmpty() && refs.size() != choices.size()) throw new IllegalArgumentException("one ref per choice, or none");
    }

    public HandoffRequest(String reason, String screenSummary, String field, Duration timeout, java.util.List<String> choices,
                          java.util.List<String> refs) {
        this(reason, screenSummary, field, timeout, choices, refs, null);
    }

    public HandoffRequest(String reason, String screenSummary, String field, Duration timeout, java.util.List<String> choices) {
        this(reason, screenSummary, field, timeout, choices, null, null);
    }

    public HandoffRequest(String reason, String screenSummary, String field, Duration timeout) {
        this(reason, screenSummary, field, timeout, null, null, null);
    }

    /** True when something covers the page and the person may answer it before the question ({@link #cover}). */
    public boolean hasCover() { return cover != null && !cover.isBlank(); }

    /** True when the person is asked which of {@link #choices} is meant (or none of them). */
    public boolean wantsChoice() { return !choices.isEmpty(); }

    /** True when a person may answer a choice by pointing at an element of the screen (the studio's live screen, its tree). */
    public boolean canPoint() { return !refs.isEmpty(); }

    /** True when the person is asked for a value to type (a code, a password), not to operate the app. */
    public boolean wantsValue() { return field != null && !field.isBlank(); }
}
