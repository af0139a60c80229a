package dev.flowwright.bridge;

/**
 * How much of a tree one read takes.
 *
 * @param maxNodes     stop after this many nodes (the rest is reported through {@link Node#truncated()})
 * @param maxDepth     do not descend below this depth
 * @param showingOnly  skip subtrees that are not showing (hidden pages of a stack, closed menus)
 * @param maxTextChars read at most this many characters of an element's text
 */
public record ReadOptions(int maxNodes, int maxDepth, boolean showingOnly, int maxTextChars) {
    public static final ReadOptions SCREEN = new ReadOptions(2000, 40, true, 2000);
}
