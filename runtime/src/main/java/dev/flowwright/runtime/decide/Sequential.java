package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.Thresholds;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sequential voting (docs/architecture.md#how-a-decision-is-made): a question is first asked in
 * {@link Thresholds#FIRST_VOTES} framings and in {@link Thresholds#MORE_VOTES} more at a time only while its vote
 * is open. Each framing is one observation: it <em>backs</em> the vote's leader when it answers the leader
 * confidently — a Choice's pick or a Score's top level the leader's with a lead of {@link Thresholds#ACCEPT_MARGIN}
 * over its own runner-up (and, under a bar, at least its floor), a yes/no on the leader's side of its threshold by
 * {@link Thresholds#UNDECIDED_BAND} — and anything else (another answer, an unsure one, none at all) counts
 * against. Wald's sequential probability ratio test weighs the observations: a framing backs a settled vote
 * {@link Thresholds#SEQUENTIAL_AGREED} of the time and a split one {@link Thresholds#SEQUENTIAL_SPLIT}; the vote
 * is settled or split once the evidence passes the bounds set by the two error rates
 * ({@link Thresholds#SEQUENTIAL_FALSE_SETTLE}, {@link Thresholds#SEQUENTIAL_FALSE_SPLIT}), and open between them.
 * Three framings backing the same answer settle it; two of three against split it. Either way the merged ballot
 * is then read as before (the evidence gate, duels): stopping decides how much is asked, never what is done.
 */
final class Sequential {
    private Sequential() {}

    enum State { SETTLED, SPLIT, OPEN }

    /** Evidence a framing that backs the leader adds: ln(agreed / split). */
    private static final double FOR = Math.log(Thresholds.SEQUENTIAL_AGREED / Thresholds.SEQUENTIAL_SPLIT);
    /** …and one that does not: ln((1 − agreed) / (1 − split)), negative. */
    private static final double AGAINST = Math.log((1 - Thresholds.SEQUENTIAL_AGREED) / (1 - Thresholds.SEQUENTIAL_SPLIT));
    /** Settled at or above this much evidence: ln((1 − β) / α). */
    private static final double SETTLED_AT = Math.log((1 - Thresholds.SEQUENTIAL_FALSE_SPLIT) / Thresholds.SEQUENTIAL_FALSE_SETTLE);
    /** Split at or below this: ln(β / (1 − α)). */
    private static final double SPLIT_AT = Math.log(Thresholds.SEQUENTIAL_FALSE_SPLIT / (1 - Thresholds.SEQUENTIAL_FALSE_SETTLE));

    /**
     * The questions whose votes are still open after the first {@code asked} framings (their answers: {@code framings}),
     * in their order; a question whose framings would only repeat those asked ({@link Framing#distinct}) is not.
     */
    static Map<String, Question> open(Map<String, Question> questions, List<Map<String, Answer>> framings, Map<String, EvidenceGate.Bar> bars, int asked) {
        Map<String, Question> out = new LinkedHashMap<>();
        questions.forEach((id, q) -> {
            if (asked < Framing.distinct(q) && state(id, q, framings, bars.get(id)) == State.OPEN) out.put(id, q);
        });
        return out;
    }

    /** Where one question's vote stands after {@code framings} (answers in the caller's keys). */
    static State state(String id, Question q, List<Map<String, Answer>> framings, EvidenceGate.Bar bar) {
        Answer merged = BallotMerger.merge(Map.of(id, q), framings).answers().get(id);
        double evidence = 0;
        for (Map<String, Answer> f : framings) evidence += backs(f.get(id), merged, bar) ? FOR : AGAINST;
        if (evidence >= SETTLED_AT) return State.SETTLED;
        if (evidence <= SPLIT_AT) return State.SPLIT;
        return State.OPEN;
    }

    /** Whether one framing's answer backs the merged leader confidently; no answer backs nothing. */
    static boolean backs(Answer a, Answer leader, EvidenceGate.Bar bar) {
        if (a == null || leader == null) return false;
        if (a instanceof Answer.NoulAnswer y && leader instanceof Answer.NoulAnswer mean) {
            double t = bar != null && !bar.choice() ? bar.value() : Thresholds.YES_NO_MIDDLE;
            return (y.p() >= t) == (mean.p() >= t) && Math.abs(y.p() - t) >= Thresholds.UNDECIDED_BAND;
        }
        if (a instanceof Answer.ChoiceAnswer c && leader instanceof Answer.ChoiceAnswer top) {
            if (!c.choice().equals(top.choice())) return false;
            double p = c.p(c.choice());
            boolean pastFloor = bar == null || !bar.choice() || Framing.NONE.equals(c.choice()) || p >= bar.value();
            return pastFloor && p - EvidenceGate.runnerUp(c) >= Thresholds.ACCEPT_MARGIN;
        }
        if (a instanceof Answer.ScoreAnswer s && leader instanceof Answer.ScoreAnswer top) {
            String level = BallotMerger.topLevel(s);
            if (!level.equals(BallotMerger.topLevel(top))) return false;
            double p = s.probabilities().getOrDefault(level, s.confidence());
            double second = 0;
            for (var e : s.probabilities().entrySet()) if (!e.getKey().equals(level)) second = Math.max(second, e.getValue());
            return p - second >= Thresholds.ACCEPT_MARGIN;
        }
        return false;
    }
}
