package dev.flowwright.runtime.decide;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Merges framings' answers (already in the caller's keys) into a {@link Ballot}: a yes/no is the mean
 * P(yes); a Choice the mean of each option's probability, the winner the argmax (ties go to the option
 * asked first) and its confidence the share of framings that picked it; a Score the mean of each
 * level's probability and of the scores. Agreement is that same share (for yes/no: framings on the
 * mean's side of ½). Framings that did not answer a question do not count for it.
 */
public final class BallotMerger {
    private BallotMerger() {}

    public static Ballot merge(Map<String, Question> questions, List<Map<String, Answer>> framings) {
        Map<String, Answer> merged = new LinkedHashMap<>();
        Map<String, Double> agreement = new LinkedHashMap<>();
        questions.forEach((id, q) -> {
            List<Answer> given = new ArrayList<>();
            for (Map<String, Answer> f : framings) if (f.get(id) != null) given.add(f.get(id));
            if (given.isEmpty()) return;
            if (q instanceof Question.Noul) {
                mergeYesNo(id, given, merged, agreement);
            } else if (q instanceof Question.Choice c) {
                mergeChoice(id, c, given, merged, agreement);
            } else if (q instanceof Question.Score s) {
                mergeScore(id, s, given, merged, agreement);
            } else {
                throw new IllegalStateException("unknown question type " + q);
            }
        });
        return new Ballot(merged, agreement, framings);
    }

    private static void mergeYesNo(String id, List<Answer> given, Map<String, Answer> merged, Map<String, Double> agreement) {
        double sum = 0;
        int n = 0;
        for (Answer a : given) if (a instanceof Answer.NoulAnswer y) { sum += y.p(); n++; }
        if (n == 0) return;
        double mean = sum / n;
        boolean yes = mean >= 0.5;
        int same = 0;
        for (Answer a : given) if (a instanceof Answer.NoulAnswer y && (y.p() >= 0.5) == yes) same++;
        merged.put(id, new Answer.NoulAnswer(mean));
        agreement.put(id, (double) same / n);
    }

    private static void mergeChoice(String id, Question.Choice q, List<Answer> given, Map<String, Answer> merged, Map<String, Double> agreement) {
        List<Answer.ChoiceAnswer> answers = new ArrayList<>();
        for (Answer a : given) if (a instanceof Answer.ChoiceAnswer c) answers.add(c);
        if (answers.isEmpty()) return;
        Set<String> keys = new LinkedHashSet<>(q.options().keySet());
        for (Answer.ChoiceAnswer c : answers) keys.addAll(c.probabilities().keySet());
        Map<String, Double> mean = new LinkedHashMap<>();
        for (String k : keys) {
            double sum = 0;
            for (Answer.ChoiceAnswer c : answers) sum += c.p(k);
            mean.put(k, sum / answers.size());
        }
        String winner = argmax(mean);
        int picked = 0;
        for (Answer.ChoiceAnswer c : answers) if (winner.equals(c.choice())) picked++;
        double share = (double) picked / answers.size();
        merged.put(id, new Answer.ChoiceAnswer(winner, mean, share));
        agreement.put(id, share);
    }

    private static void mergeScore(String id, Question.Score q, List<Answer> given, Map<String, Answer> merged, Map<String, Double> agreement) {
        List<Answer.ScoreAnswer> answers = new ArrayList<>();
        for (Answer a : given) if (a instanceof Answer.ScoreAnswer s) answers.add(s);
        if (answers.isEmpty()) return;
        Map<String, Double> mean = new LinkedHashMap<>();
        for (int level = 0; level < q.levels().size(); level++) {
            double sum = 0;
            for (Answer.ScoreAnswer s : answers) sum += s.p(level);
            mean.put(Integer.toString(level), sum / answers.size());
        }
        double score = answers.stream().mapToDouble(Answer.ScoreAnswer::score).average().orElse(0);
        String top = argmax(mean);
        int same = 0;
        for (Answer.ScoreAnswer s : answers) if (top.equals(topLevel(s))) same++;
        double share = (double) same / answers.size();
        merged.put(id, new Answer.ScoreAnswer(score, mean, share));
        agreement.put(id, share);
    }

    /** The level a score answer puts most probability on (the rounded score when it gave none). */
    static String topLevel(Answer.ScoreAnswer s) {
        if (s.probabilities().isEmpty()) return Long.toString(Math.round(s.score()));
        return argmax(s.probabilities());
    }

    /** The key with the highest value; ties go to the first. */
    static String argmax(Map<String, Double> values) {
        String best = null;
        double bestP = -1;
        for (var e : values.entrySet()) {
            if (e.getValue() > bestP) {
                best = e.getKey();
                bestP = e.getValue();
            }
        }
        return best;
    }
}
