package dev.flowwright.studio.ballot;

/** One option of a question with its probability; {@code chosen} marks the option the ballot settled on. */
public record OptionBar(String label, double probability, boolean chosen) {}
