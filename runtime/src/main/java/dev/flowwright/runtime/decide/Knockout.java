package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Knockout rounds for a Choice with more options than the decider's host takes
 * ({@link Decider#maxChoiceOptions()}; Ollama takes 26). The options are split, in their order, into
 * groups that fit, each group keeping {@code none} when the question offers it; each group is asked as a
 * question of its own, and each group's winner goes on to the next round, until the winners fit in one
 * question. That question — the original over its finalists, with the original keys — is asked in place
 * of the original, so its answer names an original option and its confidence is the final round's own,
 * never raised by the rounds before it.
 *
 * <p>A group won by {@code none}, left without an answer, or answered weak and split (the evidence
 * gate's abstain rule) sends no winner on. When a round sends no winner on, the question abstains: it is
 * not asked again and has no answer — never its first option.
 */
final class Knockout {
    /** Added to a group's instructions, so the model knows the list it sees is not the whole list. */
    static final String FIELD = "knockout";
    static final String NOTE = "These are some of the options of a longer list; answer none if none of these fits.";

    private Knockout() {}

    /** Asks one round's group questions and returns their merged answers. */
    @FunctionalInterface
    interface Round {
        Ballot ask(int round, Map<String, Question> groups);
    }

    /**
     * The questions to ask after the rounds: each long Choice replaced by its finalists; and the ids of
     * those no round found a winner for, which are left out and abstain.
     */
    record Result(Map<String, Question> questions, Set<String> abstained, Map<String, String> notes) {}

    /** The id a group question is asked under: the question's id, the round and the group, from 1. */
    static String groupId(String id, int round, int group) { return id + "~knockout" + round + "~" + group; }

    /** A limit a knockout can work with: 3 to 255 ({@link Question.Choice#MIN_HOST_LIMIT}), or the decider is misconfigured. */
    static int checkedLimit(Decider decider) {
        int limit = decider.maxChoiceOptions();
        if (limit < Question.Choice.MIN_HOST_LIMIT || limit > Question.Choice.MAX_OPTIONS)
            throw new DeciderSetupException(decider.describe() + " says a choice takes at most " + limit
                    + " options; a limit must be from " + Question.Choice.MIN_HOST_LIMIT + " to " + Question.Choice.MAX_OPTIONS);
        return limit;
    }

    static boolean needed(Question q, int limit) {
        return q instanceof Question.Choice c && c.options().size() > limit;
    }

    /**
     * Runs the rounds every long Choice among {@code questions} needs (all long choices share each round's
     * request) and returns what to ask then. Questions that fit are returned unchanged, in their order.
     */
    static Result run(Map<String, Question> questions, int limit, Round round) {
        Map<String, List<String>> left = new LinkedHashMap<>();
        questions.forEach((id, q) -> {
            if (needed(q, limit)) left.put(id, keysBesidesNone(((Question.Choice) q).options()));
        });
        if (left.isEmpty()) return new Result(questions, Set.of(), Map.of());
        Set<String> abstained = new LinkedHashSet<>();
        for (int r = 1; ; r++) {
            Map<String, Question> groups = new LinkedHashMap<>();
            Map<String, List<String>> groupsOf = new LinkedHashMap<>();
            for (var e : left.entrySet()) {
                Question.Choice c = (Question.Choice) questions.get(e.getKey());
                if (over(c, e.getValue(), limit)) {
                    List<Map<String, String>> split = split(subset(c.options(), e.getValue()), limit);
                    List<String> ids = new ArrayList<>();
                    for (int g = 0; g < split.size(); g++) {
                        String gid = groupId(e.getKey(), r, g + 1);
                        groups.put(gid, new Question.Choice(noted(c.instructions()), split.get(g)));
                        ids.add(gid);
                    }
                    groupsOf.put(e.getKey(), ids);
                }
            }
            if (groups.isEmpty()) break;
            Ballot ballot = round.ask(r, groups);
            for (var e : groupsOf.entrySet()) {
                List<String> winners = new ArrayList<>();
                for (String gid : e.getValue()) winner(ballot, gid).ifPresent(winners::add);
                if (winners.isEmpty()) {
                    abstained.add(e.getKey());
                    left.remove(e.getKey());
                } else {
                    left.put(e.getKey(), winners);
                }
            }
        }
        Map<String, Question> out = new LinkedHashMap<>();
        Map<String, String> notes = new LinkedHashMap<>();
        questions.forEach((id, q) -> {
            if (abstained.contains(id)) return;
            if (!left.containsKey(id)) {
                out.put(id, q);
                return;
            }
            Question.Choice c = (Question.Choice) q;
            out.put(id, new Question.Choice(c.instructions(), subset(c.options(), left.get(id))));
            notes.put(id, "knockout " + id + ": " + left.get(id).size() + " of " + keysBesidesNone(c.options()).size() + " options in the final round");
        });
        return new Result(out, abstained, notes);
    }

    /**
     * The options split into as few groups as fit under {@code limit}, sizes differing by at most one,
     * order kept; each group ends with {@code none} when the options have it.
     */
    static List<Map<String, String>> split(Map<String, String> options, int limit) {
        boolean none = options.containsKey(Framing.NONE);
        List<String> keys = keysBesidesNone(options);
        int room = limit - (none ? 1 : 0);
        int groups = (keys.size() + room - 1) / room;
        int base = keys.size() / groups;
        int larger = keys.size() % groups;
        List<Map<String, String>> out = new ArrayList<>();
        int at = 0;
        for (int g = 0; g < groups; g++) {
            int size = base + (g < larger ? 1 : 0);
            out.add(subsetWithNone(options, keys.subList(at, at + size), none));
            at += size;
        }
        return out;
    }

    /** A group's winner, unless none won, it went unanswered, or its answer was weak and split. */
    static Optional<String> winner(Ballot ballot, String groupId) {
        var answer = NoneOption.picked(ballot.choice(groupId));
        if (answer.isEmpty()) return Optional.empty();
        // the gate's abstain rule (weak and split) at its lowest floor: anything it would not abstain on goes on
        if (EvidenceGate.gateChoice(ballot, groupId, Thresholds.ABSTAIN_FLOOR) == EvidenceGate.Verdict.ABSTAIN) return Optional.empty();
        return Optional.of(answer.get().choice());
    }

    /** "knockout round 2: target~knockout2~1 → 17, target~knockout2~2 → no winner". */
    static String verdict(int round, Map<String, Question> groups, Ballot ballot) {
        List<String> parts = new ArrayList<>();
        groups.keySet().forEach(gid -> parts.add(gid + " → " + winner(ballot, gid).orElse("no winner")));
        return "knockout round " + round + ": " + String.join(", ", parts);
    }

    private static boolean over(Question.Choice c, List<String> keys, int limit) {
        return keys.size() + (c.options().containsKey(Framing.NONE) ? 1 : 0) > limit;
    }

    private static Map<String, String> subset(Map<String, String> options, List<String> keys) {
        return subsetWithNone(options, keys, options.containsKey(Framing.NONE));
    }

    private static Map<String, String> subsetWithNone(Map<String, String> options, List<String> keys, boolean none) {
        Map<String, String> out = new LinkedHashMap<>();
        keys.forEach(k -> out.put(k, options.get(k)));
        if (none) out.put(Framing.NONE, options.get(Framing.NONE));
        return out;
    }

    private static List<String> keysBesidesNone(Map<String, String> options) {
        List<String> keys = new ArrayList<>(options.keySet());
        keys.remove(Framing.NONE);
        return keys;
    }

    private static JsonNode noted(JsonNode instructions) {
        if (instructions == null || instructions.isNull()) return JsonNodeFactory.instance.objectNode().put(FIELD, NOTE);
        if (instructions.isObject()) return ((ObjectNode) instructions).deepCopy().put(FIELD, NOTE);
        return JsonNodeFactory.instance.textNode(instructions.asText() + "\n" + NOTE);
    }
}
