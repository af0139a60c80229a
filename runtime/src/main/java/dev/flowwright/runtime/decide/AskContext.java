package dev.flowwright.runtime.decide;

/**
 * Where a decision is asked from, for budgets, events and the journal.
 *
 * @param stepPath the step ("3", "4.2")
 * @param turn     the turn within the step (0-based), -1 outside a turn
 * @param purpose  what the decision is for, in words: "judge", "ground: click to accomplish: …", "slots", …
 */
public record AskContext(String stepPath, int turn, String purpose) {}
