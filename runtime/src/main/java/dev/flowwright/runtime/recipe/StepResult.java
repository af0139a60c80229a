package dev.flowwright.runtime.recipe;

import java.util.List;

/**
 * What the replay of one recipe step did.
 *
 * @param index      0-based position in the recipe
 * @param step       the step as replayed (a healed step carries its new target)
 * @param status     passed, failed, healed, manual-required or skipped
 * @param ladder     every locator tried, with its match count, strongest first
 * @param matched    index in the target's locators of the one used, or -1
 * @param note       why it failed, or what healing did; never a secret value
 * @param screenshot a PNG after the step, or null
 * @param millis     wall time of the step
 */
public record StepResult(int index, RecipeStep step, StepStatus status, List<LocatorAttempt> ladder, int matched,
                         String note, byte[] screenshot, long millis) {
    public StepResult {
        ladder = ladder == null ? List.of() : List.copyOf(ladder);
        note = note == null ? "" : note;
    }
}
