package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Where raw decision exchanges go (the journal, as {@code "exchange"} lines), so a cassette can replay
 * them. Requests are already masked when they get here.
 */
@FunctionalInterface
public interface ExchangeLog {
    ExchangeLog NONE = (request, response, requestId) -> {};

    void record(JsonNode request, JsonNode response, String requestId);

    /**
     * The host's limits the exchanges were asked under — the most options one choice may have — so a
     * cassette asks a long choice in the same knockout rounds on replay — and whether a decision's framings
     * went in one request, so a replay bundles them the same way. Said once, when the decider opens.
     */
    default void hostLimits(int maxChoiceOptions, boolean framingsTogether, boolean sequentialVoting) {}
}
