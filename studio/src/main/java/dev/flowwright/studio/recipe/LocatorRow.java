package dev.flowwright.studio.recipe;

/**
 * One locator of the selected step, ranked.
 *
 * @param index       0-based rank (0 is the strongest)
 * @param text        the locator as one line ({@code role=button name="Search"})
 * @param matchedLast whether this is the locator that found the element last time: the one the latest
 *                    replay used, or with no replay the first
 * @param replayed    how many elements it matched in the latest replay (the ladder that replay climbed), or -1
 * @param tested      the match count on the live screen when "Test this locator" last ran, or -1
 */
public record LocatorRow(int index, String text, boolean matchedLast, int replayed, int tested) {
    public String rank() { return Integer.toString(index + 1); }

    /** "1 match", "3 matches", "no match", or empty when untested. */
    public String testedText() { return count(tested); }

    /** The latest replay's count in the same words, or empty when that replay did not try it. */
    public String replayedText() { return count(replayed); }

    private static String count(int n) {
        if (n < 0) return "";
        return n == 0 ? "no match" : n == 1 ? "1 match" : n + " matches";
    }
}
