package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.Thresholds;

import java.util.List;
import java.util.Map;

/**
 * When a vote may stop waiting (docs/architecture.md#how-a-decision-is-made): with at least {@link Thresholds#QUORUM_VOTES}
 * framings asked, the wait ends once {@code n − QUORUM_LEFT} have answered if every yes/no is sure the
 * same way in each of them (all ≥ {@link Thresholds#SURE_YES} or all ≤ {@link Thresholds#SURE_NO}) and
 * every Choice/Score has the same top option at ≥ {@link Thresholds#QUORUM_TOP} in each (a page_kind
 * question needs only the same top). The stragglers still run and are charged.
 */
public final class Quorum {
    private Quorum() {}

    /** How many answered framings end the wait early, or {@code asked} when quorum does not apply. */
    public static int needed(int asked) {
        return asked >= Thresholds.QUORUM_VOTES ? asked - Thresholds.QUORUM_LEFT : asked;
    }

    /** Whether the answered framings settle every question. */
    public static boolean settled(Map<String, Question> questions, List<Map<String, Answer>> answered) {
        if (answered.isEmpty()) return false;
        for (var e : questions.entrySet()) {
            if (!settled(e.getKey(), e.getValue(), answered)) return false;
        }
        return true;
    }

    private static boolean settled(String id, Question q, List<Map<String, Answer>> answered) {
        boolean sameTopOnly = Instructions.askOf(q.instructions()).filter(a -> a == Ask.PAGE_KIND).isPresent();
        Boolean yes = null;
        String top = null;
        for (Map<String, Answer> f : answered) {
            Answer a = f.get(id);
            if (a == null) return false;
            if (a instanceof Answer.NoulAnswer y) {
                boolean sureYes = y.p() >= Thresholds.SURE_YES;
                boolean sureNo = y.p() <= Thresholds.SURE_NO;
                if (!sureYes && !sureNo) return false;
                if (yes != null && yes != sureYes) return false;
                yes = sureYes;
            } else {
                String key;
                double p;
                if (a instanceof Answer.ChoiceAnswer c) {
                    key = c.choice();
                    p = c.p(key);
                } else if (a instanceof Answer.ScoreAnswer s) {
                    key = BallotMerger.topLevel(s);
                    p = s.probabilities().isEmpty() ? s.confidence() : s.probabilities().get(key);
                } else {
                    throw new IllegalStateException("unknown answer type " + a);
                }
                if (!sameTopOnly && p < Thresholds.QUORUM_TOP) return false;
                if (top != null && !top.equals(key)) return false;
                top = key;
            }
        }
        return true;
    }
}
