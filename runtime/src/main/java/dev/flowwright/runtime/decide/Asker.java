package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Map;

/**
 * How the runtime asks: every decision goes through here, so each one is budgeted, masked (secrets →
 * {@code ${name}}), fitted to the size limit, voted over framings, published as a Decision event and
 * journaled the same way. Implementations fail closed: a question without a usable answer is simply
 * absent from the returned ballot. A spent model budget throws {@link DecisionException} with
 * {@link DecisionException.Code#BUDGET}.
 */
public interface Asker {
    Ballot ask(AskContext context, JsonNode state, Map<String, Question> questions);
}
