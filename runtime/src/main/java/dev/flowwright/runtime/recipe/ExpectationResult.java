package dev.flowwright.runtime.recipe;

/** Whether one of the recipe's {@code expect} entries held on the final screen. */
public record ExpectationResult(Expectation expectation, boolean met, String note) {
    public ExpectationResult {
        note = note == null ? "" : note;
    }
}
