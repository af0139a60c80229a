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

    /**
     * Asks, then holds each question that has a bar to the {@link EvidenceGate}. This default gates the
     * one ballot it gets; {@link DecisionMaker} overrides it to widen an undecided vote and duel the
     * finalists of a Choice still open before the verdict stands.
     */
    default GatedBallot askGated(AskContext context, JsonNode state, Map<String, Question> questions,
                                 Map<String, EvidenceGate.Bar> bars) {
        Ballot ballot = ask(context, state, questions);
        if (ballot == null) ballot = Ballot.empty();
        Map<String, EvidenceGate.Verdict> verdicts = new java.util.LinkedHashMap<>();
        for (var bar : bars.entrySet()) verdicts.put(bar.getKey(), EvidenceGate.gate(ballot, bar.getKey(), bar.getValue()));
        return new GatedBallot(ballot, verdicts, Map.of());
    }
}
