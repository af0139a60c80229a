package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The offline decider's answers for a calculation typed on a keypad ({@link KeySequence}): the next
 * key wins the grounding questions (target, the group that holds it, and that group's region — the
 * questions of one request are read together, as a model would), and the display decides completion.
 */
final class Keypad {
    /** How sure a keypad answer is: the display says exactly how far the sum has got. */
    static final double SURE = 0.96;
    /** Completion while keys remain: low enough that no completion bar is ever met before the answer shows. */
    static final double TYPING_CEILING = 0.5;

    private Keypad() {}

    /** Completion of a calculation step on a keypad; empty for any other step or screen. */
    static Optional<Double> completion(String step, StateView v) {
        return KeySequence.of(step).filter(s -> s.keypadOn(v))
                .map(s -> s.answerShown(v) ? SURE : 0.05 + TYPING_CEILING * s.progress(v));
    }

    /** Answers that replace the relevance answers of the grounding questions, keyed by question id. */
    static Map<String, Answer> answer(Map<String, Question> questions, StateView v) {
        Optional<String> next = KeySequence.of(v.step).filter(s -> s.keypadOn(v)).flatMap(s -> s.next(v));
        if (next.isEmpty()) return Map.of();
        Map<String, Answer> out = new LinkedHashMap<>();
        String region = null;
        for (var q : questions.entrySet()) {
            if (!(q.getValue() instanceof Question.Choice c)) continue;
            Optional<Ask> ask = Instructions.askOf(c.instructions());
            if (ask.isEmpty() || (ask.get() != Ask.TARGET && ask.get() != Ask.GROUP)) continue;
            Optional<String> option = optionCarrying(c, next.get());
            if (option.isEmpty()) continue;
            out.put(q.getKey(), sure(c, option.get()));
            JsonNode label = c.instructions().get("region");
            if (ask.get() == Ask.GROUP && label != null) region = label.asText();
        }
        if (region == null) return out;
        for (var q : questions.entrySet()) {
            if (!(q.getValue() instanceof Question.Choice c) || Instructions.askOf(c.instructions()).orElse(null) != Ask.REGION) continue;
            for (var o : c.options().entrySet())
                if (o.getValue() != null && o.getValue().startsWith(region + " (")) out.put(q.getKey(), sure(c, o.getKey()));
        }
        return out;
    }

    private static Optional<String> optionCarrying(Question.Choice c, String key) {
        return c.options().entrySet().stream()
                .filter(o -> o.getValue() != null && KeySequence.carries(Candidate.parse(o.getValue()), key))
                .map(Map.Entry::getKey).findFirst();
    }

    private static Answer sure(Question.Choice c, String chosen) {
        Map<String, Double> probs = new LinkedHashMap<>();
        double rest = (1 - SURE) / Math.max(1, c.options().size() - 1);
        c.options().keySet().forEach(k -> probs.put(k, k.equals(chosen) ? SURE : rest));
        return OfflineDecider.fromProbabilities(probs);
    }
}
