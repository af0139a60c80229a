package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Duels for a Choice the vote left undecided: each pair of finalists is asked on its own, and a finalist
 * that wins {@link Thresholds#DUEL_WIN} of its pairings — and more of them than any other — is the answer.
 * Each pairing offers {@code none}; a pairing won by it is won by neither finalist.
 */
final class Duels {
    private Duels() {}

    static String pairId(String id, String a, String b) { return id + "~duel~" + a + "~" + b; }

    static Map<String, Question> pairings(String id, Question.Choice c, List<String> finalists) {
        Map<String, Question> out = new LinkedHashMap<>();
        for (int i = 0; i < finalists.size(); i++) {
            for (int j = i + 1; j < finalists.size(); j++) {
                String a = finalists.get(i);
                String b = finalists.get(j);
                ObjectNode ins = c.instructions() != null && c.instructions().isObject()
                        ? ((ObjectNode) c.instructions()).deepCopy() : JsonNodeFactory.instance.objectNode();
                ins.put("duel", "Of these two, which fits better? Answer none if neither fits.");
                Map<String, String> options = new LinkedHashMap<>();
                options.put(a, c.options().get(a));
                options.put(b, c.options().get(b));
                // a duel keeps "none": two look-alikes that both do not fit must not crown one of them
                out.put(pairId(id, a, b), NoneOption.choice(ins, options));
            }
        }
        return out;
    }

    static Optional<String> winner(String id, List<String> finalists, Ballot duels) {
        Map<String, Integer> wins = new LinkedHashMap<>();
        finalists.forEach(f -> wins.put(f, 0));
        for (int i = 0; i < finalists.size(); i++) {
            for (int j = i + 1; j < finalists.size(); j++) {
                duels.choice(pairId(id, finalists.get(i), finalists.get(j)))
                        .filter(c -> !Framing.NONE.equals(c.choice()))
                        .ifPresent(c -> wins.merge(c.choice(), 1, Integer::sum));
            }
        }
        int pairingsEach = finalists.size() - 1;
        String best = null;
        int bestWins = -1;
        boolean tie = false;
        for (var e : wins.entrySet()) {
            if (e.getValue() > bestWins) {
                best = e.getKey();
                bestWins = e.getValue();
                tie = false;
            } else if (e.getValue() == bestWins) {
                tie = true;
            }
        }
        if (tie || best == null || (double) bestWins / pairingsEach < Thresholds.DUEL_WIN) return Optional.empty();
        return Optional.of(best);
    }
}
