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
        return winner(id, finalists, outcomes(id, finalists, duels));
    }

    /**
     * Each asked pairing's winner, by pairing id: null when it was won by {@code none}, had no answer, or its answer
     * led by less than {@link Thresholds#DUEL_LEAD} (it could not tell the two apart).
     */
    static Map<String, String> outcomes(String id, List<String> finalists, Ballot duels) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < finalists.size(); i++) {
            for (int j = i + 1; j < finalists.size(); j++) {
                String pair = pairId(id, finalists.get(i), finalists.get(j));
                out.put(pair, duels.choice(pair).filter(c -> c.p(c.choice()) - EvidenceGate.runnerUp(c) >= Thresholds.DUEL_LEAD)
                        .map(Answer.ChoiceAnswer::choice).filter(w -> !Framing.NONE.equals(w)).orElse(null));
            }
        }
        return out;
    }

    /**
     * The pairings asked first when duels are asked sequentially: the strongest finalist against each of the
     * others. When it wins them all no other finalist can catch it, and the rest need not be asked.
     */
    static Map<String, Question> firstRound(String id, List<String> finalists, Map<String, Question> pairings) {
        Map<String, Question> out = new LinkedHashMap<>();
        for (int j = 1; j < finalists.size(); j++) {
            String pair = pairId(id, finalists.get(0), finalists.get(j));
            out.put(pair, pairings.get(pair));
        }
        return out;
    }

    /**
     * Whether the duels' outcome is known whatever the pairings not yet asked answer (each won by one side or
     * by neither): the same winner, or none, under every one of their outcomes.
     */
    static boolean decided(String id, List<String> finalists, Ballot asked, java.util.Set<String> notAsked) {
        Map<String, String> known = outcomes(id, finalists, asked);
        List<Map<String, String>> cases = new java.util.ArrayList<>(List.of(new LinkedHashMap<>(known)));
        for (int i = 0; i < finalists.size(); i++) {
            for (int j = i + 1; j < finalists.size(); j++) {
                String pair = pairId(id, finalists.get(i), finalists.get(j));
                if (!notAsked.contains(pair)) continue;
                List<Map<String, String>> wider = new java.util.ArrayList<>();
                for (Map<String, String> c : cases) {
                    for (String w : java.util.Arrays.asList(finalists.get(i), finalists.get(j), null)) {
                        Map<String, String> next = new LinkedHashMap<>(c);
                        next.put(pair, w);
                        wider.add(next);
                    }
                }
                cases = wider;
            }
        }
        Optional<String> first = winner(id, finalists, cases.get(0));
        return cases.stream().allMatch(c -> winner(id, finalists, c).equals(first));
    }

    /** The winner by pairings won: {@link Thresholds#DUEL_WIN} of its own, and more than any other finalist. */
    private static Optional<String> winner(String id, List<String> finalists, Map<String, String> outcomes) {
        Map<String, Integer> wins = new LinkedHashMap<>();
        finalists.forEach(f -> wins.put(f, 0));
        outcomes.values().forEach(w -> { if (w != null) wins.merge(w, 1, Integer::sum); });
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
