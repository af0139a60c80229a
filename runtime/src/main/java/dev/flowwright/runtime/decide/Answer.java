package dev.flowwright.runtime.decide;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A System One answer, wire-shaped. */
public sealed interface Answer {

    /** {@code p} is P(yes), 0–1. */
    record NoulAnswer(double p) implements Answer {}

    /** The chosen key, every option's probability, and how concentrated they are (not P(correct)). */
    record ChoiceAnswer(String choice, Map<String, Double> probabilities, double confidence) implements Answer {
        public ChoiceAnswer { probabilities = Collections.unmodifiableMap(new LinkedHashMap<>(probabilities)); }
        public double p(String key) { return probabilities.getOrDefault(key, 0.0); }
    }

    /**
     * {@code score} is the probability-weighted mean level index (from 0); probabilities are keyed by
     * level index as a string ("0", "1", …).
     */
    record ScoreAnswer(double score, Map<String, Double> probabilities, double confidence) implements Answer {
        public ScoreAnswer { probabilities = Collections.unmodifiableMap(new LinkedHashMap<>(probabilities)); }
        public double p(int level) { return probabilities.getOrDefault(Integer.toString(level), 0.0); }
    }
}
