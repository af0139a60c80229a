package dev.flowwright.runtime.recipe;

/**
 * One rung of a step's locator ladder: how many elements the locator matched on the screen it was
 * tried against (exactly one is a hit; none or several send the replay to the next locator).
 */
public record LocatorAttempt(Locator locator, int matches) {
    public boolean unique() { return matches == 1; }

    /** {@code role=button name="Send": 2 matches}. */
    public String describe() {
        return locator.describe() + ": " + matches + (matches == 1 ? " match" : " matches");
    }
}
