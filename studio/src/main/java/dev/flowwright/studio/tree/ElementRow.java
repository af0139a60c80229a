package dev.flowwright.studio.tree;

/**
 * One element as the tree shows it. {@code value} is already masked; {@code depth} is how many
 * ancestors the element has, for indentation; {@code haystack} is what the filter searches;
 * {@code unusable} why choosing it cannot answer the run's question (not a control, disabled), or null.
 */
public record ElementRow(String ref, String role, String name, String value, String states, int depth, String haystack, String unusable) {
    public ElementRow(String ref, String role, String name, String value, String states, int depth, String haystack) {
        this(ref, role, name, value, states, depth, haystack, null);
    }
}
