package dev.flowwright.runtime.decide;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The merged answers of one decision: per question the averaged answer, the agreement share across
 * framings, and every framing's own answers (the ballot the studio shows). A question with no usable
 * answer is absent: callers fail closed on an empty Optional.
 */
public record Ballot(Map<String, Answer> answers, Map<String, Double> agreement, List<Map<String, Answer>> framings) {
    public Ballot {
        answers = Collections.unmodifiableMap(new LinkedHashMap<>(answers));
        agreement = Collections.unmodifiableMap(new LinkedHashMap<>(agreement));
        framings = List.copyOf(framings);
    }

    public static Ballot empty() { return new Ballot(Map.of(), Map.of(), List.of()); }

    /** P(yes) of a yes/no question. */
    public Optional<Double> yes(String id) {
        return answers.get(id) instanceof Answer.NoulAnswer n ? Optional.of(n.p()) : Optional.empty();
    }

    public Optional<Answer.ChoiceAnswer> choice(String id) {
        return answers.get(id) instanceof Answer.ChoiceAnswer c ? Optional.of(c) : Optional.empty();
    }

    public Optional<Answer.ScoreAnswer> score(String id) {
        return answers.get(id) instanceof Answer.ScoreAnswer s ? Optional.of(s) : Optional.empty();
    }

    /** Share of framings agreeing with the merged answer (1.0 with a single framing). */
    public double agreement(String id) { return agreement.getOrDefault(id, answers.containsKey(id) ? 1.0 : 0.0); }
}
