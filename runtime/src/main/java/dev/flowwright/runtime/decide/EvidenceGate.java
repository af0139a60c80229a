package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.Thresholds;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The evidence gate (docs/how-a-run-works.md#the-evidence-gate): whether a merged answer is strong enough to act
 * on, needs more framings, or should be left alone. A Choice won by {@code none} abstains; one with p ≥ floor, a
 * margin of {@link Thresholds#ACCEPT_MARGIN} over the runner-up and {@link Thresholds#ACCEPT_AGREEMENT} of the
 * framings is accepted; a weak, split one (p < {@link Thresholds#ABSTAIN_FLOOR}, agreement <
 * {@link Thresholds#ABSTAIN_AGREEMENT}) abstains; anything else deliberates. A yes/no is accepted against its
 * threshold t when |mean − t| ≥ {@link Thresholds#UNDECIDED_BAND} and {@link Thresholds#SIDE_AGREEMENT} of the
 * framings sit on the same side of t. An absent answer deliberates: the gate never turns a missing answer into an
 * action.
 */
public final class EvidenceGate {
    private EvidenceGate() {}

    /** Bars are decimal; probabilities are binary fractions. Meeting a bar exactly counts as meeting it. */
    private static final double EPS = 1e-9;

    public enum Verdict { ACCEPT, DELIBERATE, ABSTAIN }

    /** The bar a caller sets for one question: a floor for a Choice, a threshold for a yes/no. */
    public record Bar(boolean choice, double value) {
        public static Bar choice(double floor) { return new Bar(true, floor); }
        public static Bar yesNo(double threshold) { return new Bar(false, threshold); }
    }

    public static Verdict gate(Ballot ballot, String id, Bar bar) {
        return bar.choice() ? gateChoice(ballot, id, bar.value()) : gateYesNo(ballot, id, bar.value());
    }

    public static Verdict gateChoice(Ballot ballot, String id, double floor) {
        var answer = ballot.choice(id);
        if (answer.isEmpty()) return Verdict.DELIBERATE;
        Answer.ChoiceAnswer c = answer.get();
        if (Framing.NONE.equals(c.choice())) return Verdict.ABSTAIN;
        double p = c.p(c.choice());
        double agreement = ballot.agreement(id);
        if (p >= floor - EPS && p - runnerUp(c) >= Thresholds.ACCEPT_MARGIN - EPS && agreement >= Thresholds.ACCEPT_AGREEMENT - EPS) return Verdict.ACCEPT;
        if (p < Thresholds.ABSTAIN_FLOOR - EPS && agreement < Thresholds.ABSTAIN_AGREEMENT - EPS) return Verdict.ABSTAIN;
        return Verdict.DELIBERATE;
    }

    public static Verdict gateYesNo(Ballot ballot, String id, double threshold) {
        var mean = ballot.yes(id);
        if (mean.isEmpty()) return Verdict.DELIBERATE;
        if (Math.abs(mean.get() - threshold) < Thresholds.UNDECIDED_BAND - EPS) return Verdict.DELIBERATE;
        boolean above = mean.get() >= threshold;
        int same = 0;
        int n = 0;
        for (Map<String, Answer> f : ballot.framings()) {
            if (f.get(id) instanceof Answer.NoulAnswer y) {
                n++;
                if ((y.p() >= threshold) == above) same++;
            }
        }
        // A ballot built without its framings (a single answer) counts as unanimous.
        double share = n == 0 ? 1.0 : (double) same / n;
        return share >= Thresholds.SIDE_AGREEMENT - EPS ? Verdict.ACCEPT : Verdict.DELIBERATE;
    }

    static double runnerUp(Answer.ChoiceAnswer c) {
        double second = 0;
        for (var e : c.probabilities().entrySet()) if (!e.getKey().equals(c.choice())) second = Math.max(second, e.getValue());
        return second;
    }

    /** Up to {@link Thresholds#DUEL_FINALISTS} options with p ≥ {@link Thresholds#DUEL_FLOOR}, strongest first ({@code none} never duels). */
    public static List<String> finalists(Answer.ChoiceAnswer c) {
        List<Map.Entry<String, Double>> sorted = new ArrayList<>(c.probabilities().entrySet());
        sorted.sort(Map.Entry.<String, Double>comparingByValue().reversed());
        List<String> out = new ArrayList<>();
        for (var e : sorted) {
            if (out.size() == Thresholds.DUEL_FINALISTS) break;
            if (e.getValue() >= Thresholds.DUEL_FLOOR && !Framing.NONE.equals(e.getKey())) out.add(e.getKey());
        }
        return out;
    }
}
