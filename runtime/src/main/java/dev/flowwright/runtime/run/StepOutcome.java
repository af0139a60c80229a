package dev.flowwright.runtime.run;

/** What a step runner returns: the outcome and a note a person can act on (masked by the caller). */
public record StepOutcome(Outcome outcome, String note) {
    public StepOutcome {
        if (outcome == null) throw new IllegalArgumentException("an outcome is required");
        note = note == null ? "" : note;
    }

    public static StepOutcome done(String note) { return new StepOutcome(Outcome.DONE, note); }

    public static StepOutcome alreadyDone(String note) { return new StepOutcome(Outcome.ALREADY_DONE, note); }

    public static StepOutcome gated(String note) { return new StepOutcome(Outcome.GATED, note); }

    public static StepOutcome failed(String note) { return new StepOutcome(Outcome.FAILED, note); }

    public boolean succeeded() { return outcome.succeeded(); }

    public boolean failed() { return outcome == Outcome.FAILED; }
}
