package dev.flowwright.runtime.run;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/** How one step ended (docs/how-a-run-works.md#how-a-run-ends). */
public enum Outcome {
    /** The step did what it says. */
    DONE,
    /** The screen already showed the step's result; nothing (more) was needed. */
    ALREADY_DONE,
    /** The step stopped before something destructive, as the flow asked: the run stops, as completed. */
    GATED,
    /** The step could not be done; the note says why. */
    FAILED;

    @JsonValue
    public String word() { return name().toLowerCase(Locale.ROOT); }

    public boolean succeeded() { return this == DONE || this == ALREADY_DONE; }
}
