package dev.flowwright.studio.history;

/**
 * One line of the step history: a step (with its outcome once it ended) or a turn inside it.
 *
 * @param key     the step path for steps, "stepPath#turn" for turns
 * @param depth   nesting for indentation (a turn sits one deeper than its step)
 * @param outcome running, done, already_done, gated, failed; for turns: ok or failed
 */
public record HistoryRow(String key, boolean isTurn, int depth, String title, String detail, String outcome) {}
