package dev.flowwright.studio.tree;

/**
 * One element as the tree shows it. {@code value} is already masked; {@code depth} is how many
 * ancestors the element has, for indentation; {@code haystack} is what the filter searches.
 */
public record ElementRow(String ref, String role, String name, String value, String states, int depth, String haystack) {}
