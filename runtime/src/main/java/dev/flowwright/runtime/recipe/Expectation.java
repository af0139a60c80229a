package dev.flowwright.runtime.recipe;

/**
 * One thing a replay checks at the end: an element is visible, or the screen's text contains a string.
 *
 * @param visible      the element that must be on screen, or null
 * @param textContains text the final screen must show somewhere, or null
 */
public record Expectation(Locator visible, String textContains) {
    public static Expectation visible(Locator locator) { return new Expectation(locator, null); }
    public static Expectation text(String contains) { return new Expectation(null, contains); }
}
