package dev.flowwright.runtime.sim;

import dev.flowwright.runtime.decide.Answer;

import java.util.LinkedHashMap;
import java.util.Map;

/** Short answers for oracle hooks: {@code noul(0.9)}, {@code pick("3", 0.8)}, {@code level(4)}. */
public final class Answers {
    private Answers() {}

    public static Answer.NoulAnswer noul(double p) { return new Answer.NoulAnswer(p); }

    public static Answer.ChoiceAnswer pick(String key, double p) {
        Map<String, Double> probs = new LinkedHashMap<>();
        probs.put(key, p);
        if (p < 1) probs.put("none", 1 - p);
        return new Answer.ChoiceAnswer(key, probs, p);
    }

    /** All probability on one level of a Score (0 = lowest). */
    public static Answer.ScoreAnswer level(int level) {
        return new Answer.ScoreAnswer(level, Map.of(Integer.toString(level), 1.0), 1.0);
    }
}
