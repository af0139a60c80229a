package dev.flowwright.runtime.run;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/** Why a run ended, and the command line's exit code for it (docs/commands/run.md "Exit codes"). */
public enum Stop {
    COMPLETED(0),
    /** A stop_before held the run where the flow asked it to stop: a completion, not a failure. */
    STOPPED_BEFORE_DESTRUCTIVE(0),
    STEP_FAILED(1),
    ACTION_BUDGET(1),
    MODEL_BUDGET(1),
    /** Someone stopped the run (run control, a cancelled handoff). */
    CANCELLED(1),
    INVALID(2),
    /** A person was needed (a one-time code, a takeover) and nobody could answer. */
    NEEDS_HUMAN(3),
    /**
     * The decision service failed — refused, unreachable, timing out or overloaded past its retries, or
     * answering with something that is no answer — so no judgement could be had (docs/commands/run.md).
     */
    DECIDER_FAILED(4);

    private final int exitCode;

    Stop(int exitCode) { this.exitCode = exitCode; }

    public int exitCode() { return exitCode; }

    @JsonValue
    public String word() { return name().toLowerCase(Locale.ROOT); }
}
