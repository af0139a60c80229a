package dev.flowwright.runtime.decide.offline;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.WireFormat;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The offline decider on the labelled set: grounding and slot top-1 accuracy, Brier score on done and
 * blocked, latency median per decision, median request size. Run:
 * {@code mvn -B -q -o -Pbench -pl runtime test -Dtest=DecisionEval -Dsurefire.failIfNoSpecifiedTests=false}
 */
@Tag("bench")
class DecisionEval {

    /** What one decider scored on the set. */
    record Figures(int ground, double groundTop1, double groundAsSentTop1, int slots, double slotTop1, int done, double doneBrier, double doneAccuracy,
                   int blocked, double blockedBrier, double medianMillis, int medianBytes, List<String> misses,
                   int abstainCases, int answeredNone, int rightNone, int gateHeld, int gateHeldRight) {
        String line(String name) {
            return String.format(Locale.ROOT, "%-10s grounding top-1 %.3f (n=%d; %.3f with options as grounding sends them) · slots top-1 %.3f (n=%d) · done Brier %.3f, accuracy %.3f (n=%d) · blocked Brier %.3f (n=%d) · latency median %.2f ms (best of 3 per decision) · request median %d bytes",
                    name, groundTop1, ground, groundAsSentTop1, slotTop1, slots, doneBrier, doneAccuracy, done, blockedBrier, blocked, medianMillis, medianBytes);
        }

        /** Of the grounding answers that were "none", the share where none was right. */
        double abstainPrecision() { return answeredNone == 0 ? 1.0 : (double) rightNone / answeredNone; }

        /** Of the grounding cases where none is right, the share answered "none". */
        double abstainRecall() { return abstainCases == 0 ? 1.0 : (double) rightNone / abstainCases; }

        /** The same two through the evidence gate (one framing, the floor grounding sets): "held" = not accepted. */
        double gatePrecision() { return gateHeld == 0 ? 1.0 : (double) gateHeldRight / gateHeld; }

        double gateRecall() { return abstainCases == 0 ? 1.0 : (double) gateHeldRight / abstainCases; }

        String abstainLine(String name) {
            return String.format(Locale.ROOT, "%-10s abstain (none is right in %d of %d grounding cases): answered none %d — precision %.3f, recall %.3f · through the gate (held back %d): precision %.3f, recall %.3f",
                    name, abstainCases, ground + abstainCases, answeredNone, abstainPrecision(), abstainRecall(), gateHeld, gatePrecision(), gateRecall());
        }
    }

    static Figures measure(Decider decider, List<LabelledDecisions.Case> cases) {
        int ground = 0, groundHit = 0, groundAsSentHit = 0, slots = 0, slotHit = 0, done = 0, blocked = 0, doneRight = 0;
        int abstainCases = 0, answeredNone = 0, rightNone = 0, gateHeld = 0, gateHeldRight = 0;
        double doneBrier = 0, blockedBrier = 0;
        List<String> misses = new ArrayList<>();
        for (LabelledDecisions.Case c : cases) decider.decide(c.request()); // warm up
        double[] millis = new double[cases.size()];
        for (int round = 0; round < 3; round++) {
            int k = 0;
            for (LabelledDecisions.Case c : cases) {
                long t0 = System.nanoTime();
                decider.decide(c.request());
                double ms = (System.nanoTime() - t0) / 1e6;
                millis[k] = round == 0 ? ms : Math.min(millis[k], ms);
                k++;
            }
        }
        int[] bytes = new int[cases.size()];
        int i = 0;
        for (LabelledDecisions.Case c : cases) {
            DecisionResponse r = decider.decide(c.request());
            bytes[i++] = WireFormat.size(c.request());
            Answer a = r.answers().values().iterator().next();
            switch (c.kind()) {
                case GROUND, SLOT -> {
                    boolean hit = c.rightKey().equals(((Answer.ChoiceAnswer) a).choice());
                    boolean noneRight = LabelledDecisions.NONE.equals(c.rightKey());
                    if (c.kind() == LabelledDecisions.Kind.GROUND) {
                        Answer.ChoiceAnswer ca = (Answer.ChoiceAnswer) a;
                        boolean saidNone = LabelledDecisions.NONE.equals(ca.choice());
                        if (saidNone) answeredNone++;
                        if (saidNone && noneRight) rightNone++;
                        String id = c.request().questions().keySet().iterator().next();
                        boolean held = dev.flowwright.runtime.decide.EvidenceGate.gateChoice(
                                dev.flowwright.runtime.decide.BallotMerger.merge(c.request().questions(), List.of(java.util.Map.of(id, a))),
                                id, dev.flowwright.runtime.Thresholds.ACT) != dev.flowwright.runtime.decide.EvidenceGate.Verdict.ACCEPT;
                        if (held) gateHeld++;
                        if (held && noneRight) gateHeldRight++;
                        if (noneRight) {
                            abstainCases++;
                            if (!saidNone) misses.add(c.page() + " · ABSTAIN \"" + c.step() + "\" → " + ca.choice() + String.format(Locale.ROOT, " at %.2f (right none)", ca.p(ca.choice())));
                            continue;
                        }
                        if (saidNone) misses.add(c.page() + " · GROUND \"" + c.step() + "\" → none (right " + c.rightKey() + ")");
                        ground++;
                        if (hit) groundHit++;
                        Answer sent = decider.decide(c.asSent()).answers().values().iterator().next();
                        if (c.rightKey().equals(((Answer.ChoiceAnswer) sent).choice())) groundAsSentHit++;
                        else misses.add(c.page() + " · GROUND as sent \"" + c.step() + "\" → " + ((Answer.ChoiceAnswer) sent).choice() + " (right " + c.rightKey() + ")");
                    }
                    else { slots++; if (hit) slotHit++; }
                    if (!hit) misses.add(c.page() + " · " + c.kind() + " \"" + c.step() + "\" → " + ((Answer.ChoiceAnswer) a).choice() + " (right " + c.rightKey() + ")");
                }
                case DONE -> {
                    double p = ((Answer.NoulAnswer) a).p();
                    done++;
                    doneBrier += Math.pow(p - (c.label() ? 1 : 0), 2);
                    if ((p >= 0.5) == c.label()) doneRight++;
                    else misses.add(String.format(Locale.ROOT, "%s · DONE \"%s\" p=%.2f label %s", c.page(), c.step(), p, c.label()));
                }
                case BLOCKED -> {
                    double p = ((Answer.NoulAnswer) a).p();
                    blocked++;
                    blockedBrier += Math.pow(p - (c.label() ? 1 : 0), 2);
                    if ((p >= 0.5) != c.label()) misses.add(String.format(Locale.ROOT, "%s · BLOCKED \"%s\" p=%.2f label %s", c.page(), c.step(), p, c.label()));
                }
            }
        }
        Arrays.sort(millis);
        Arrays.sort(bytes);
        return new Figures(ground, (double) groundHit / ground, (double) groundAsSentHit / ground, slots, (double) slotHit / slots, done, doneBrier / done,
                (double) doneRight / done, blocked, blockedBrier / blocked, millis[millis.length / 2], bytes[bytes.length / 2], misses,
                abstainCases, answeredNone, rightNone, gateHeld, gateHeldRight);
    }

    /** Median wall time of one whole decision (mask, fit, 7 concurrent framings, merge, event) with the offline decider. */
    static double pipelineMedian(List<LabelledDecisions.Case> cases) {
        try (var maker = new dev.flowwright.runtime.decide.DecisionMaker(new OfflineDecider(), null, e -> {}, null,
                new dev.flowwright.runtime.decide.ModelBudget(dev.flowwright.runtime.Thresholds.MAX_CALLS), 7, false)) {
            var context = new dev.flowwright.runtime.decide.AskContext("1", 0, "eval");
            for (int i = 0; i < 50; i++) maker.ask(context, cases.get(i).request().state(), cases.get(i).request().questions());
            double[] ms = new double[Math.min(cases.size(), 1400 / 7)];
            for (int i = 0; i < ms.length; i++) {
                var r = cases.get(i).request();
                long t0 = System.nanoTime();
                maker.ask(context, r.state(), r.questions());
                ms[i] = (System.nanoTime() - t0) / 1e6;
            }
            Arrays.sort(ms);
            return ms[ms.length / 2];
        }
    }

    /**
     * The labelled set through the whole decision pipeline ({@link dev.flowwright.runtime.decide.DecisionMaker}, its
     * framings, the evidence gate, duels), as a run asks: grounding gated at {@link dev.flowwright.runtime.Thresholds#ACT}
     * (accepted right, accepted wrong, held back; {@code none} precision and recall of holding back), slots by the
     * merged winner, done and blocked by the merged P(yes); and what was sent: framed questions and requests per decision.
     */
    record Pipeline(int ground, int right, int wrong, int held, int noneCases, int heldNoneRight, int slots, int slotRight,
                    int done, double doneBrier, int doneRight, int blocked, double blockedBrier, int decisions, long questions, long requests) {
        double accuracy() { return (double) right / ground; }
        double abstainRate() { return (double) held / (ground + noneCases); }
        double nonePrecision() { return held == 0 ? 1.0 : (double) heldNoneRight / held; }
        double noneRecall() { return noneCases == 0 ? 1.0 : (double) heldNoneRight / noneCases; }

        String line(String name) {
            return String.format(Locale.ROOT, "%-24s grounding accepted right %.3f, wrong %d (n=%d) · held back %.3f; none precision %.3f, recall %.3f (none right in %d)"
                            + " · slots %.3f (n=%d) · done Brier %.3f, accuracy %.3f (n=%d) · blocked Brier %.3f (n=%d) · per decision %.2f questions, %.2f requests",
                    name, accuracy(), wrong, ground, abstainRate(), nonePrecision(), noneRecall(), noneCases, (double) slotRight / slots, slots,
                    doneBrier / done, (double) doneRight / done, done, blockedBrier / blocked, blocked, (double) questions / decisions, (double) requests / decisions);
        }
    }

    /** Counts what reaches the decider, and takes framings together as System One does. */
    static final class Counting implements Decider {
        final Decider inner;
        final java.util.concurrent.atomic.AtomicLong questions = new java.util.concurrent.atomic.AtomicLong();
        final java.util.concurrent.atomic.AtomicLong requests = new java.util.concurrent.atomic.AtomicLong();

        Counting(Decider inner) { this.inner = inner; }

        @Override public String describe() { return inner.describe(); }
        @Override public boolean framingsTogether() { return true; }

        @Override
        public DecisionResponse decide(dev.flowwright.runtime.decide.DecisionRequest request) {
            requests.incrementAndGet();
            questions.addAndGet(request.questions().size());
            return inner.decide(request);
        }
    }

    /** How a pipeline is made for the figures: the decider (counted) in, a fresh maker (a fresh run's cache) out. */
    interface Makers {
        dev.flowwright.runtime.decide.DecisionMaker make(Decider decider, java.util.concurrent.Executor executor);
    }

    static Pipeline pipeline(Decider decider, List<LabelledDecisions.Case> cases, Makers makers) {
        Counting counting = new Counting(decider);
        var pool = java.util.concurrent.Executors.newFixedThreadPool(12);
        int ground = 0, right = 0, wrong = 0, held = 0, noneCases = 0, heldNoneRight = 0, slots = 0, slotRight = 0, done = 0, doneRight = 0, blocked = 0;
        double doneBrier = 0, blockedBrier = 0;
        var context = new dev.flowwright.runtime.decide.AskContext("1", 0, "eval");
        try {
            for (LabelledDecisions.Case c : cases) {
                try (var maker = makers.make(counting, pool)) {
                    var r = c.request();
                    String id = r.questions().keySet().iterator().next();
                    switch (c.kind()) {
                        case GROUND -> {
                            var gated = maker.askGated(context, r.state(), r.questions(),
                                    java.util.Map.of(id, dev.flowwright.runtime.decide.EvidenceGate.Bar.choice(dev.flowwright.runtime.Thresholds.ACT)));
                            boolean noneRight = LabelledDecisions.NONE.equals(c.rightKey());
                            var chosen = gated.chosen(id);
                            if (noneRight) noneCases++;
                            else ground++;
                            if (chosen.isEmpty()) {
                                held++;
                                if (noneRight) heldNoneRight++;
                            } else if (!noneRight && chosen.get().equals(c.rightKey())) right++;
                            else wrong++;
                        }
                        case SLOT -> {
                            slots++;
                            var b = maker.ask(context, r.state(), r.questions());
                            if (b.choice(id).map(a -> a.choice().equals(c.rightKey())).orElse(false)) slotRight++;
                        }
                        case DONE, BLOCKED -> {
                            double p = maker.ask(context, r.state(), r.questions()).yes(id).orElse(0.5);
                            double err = Math.pow(p - (c.label() ? 1 : 0), 2);
                            if (c.kind() == LabelledDecisions.Kind.DONE) {
                                done++;
                                doneBrier += err;
                                if ((p >= 0.5) == c.label()) doneRight++;
                            } else {
                                blocked++;
                                blockedBrier += err;
                            }
                        }
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return new Pipeline(ground, right, wrong, held, noneCases, heldNoneRight, slots, slotRight, done, doneBrier, doneRight,
                blocked, blockedBrier, cases.size(), counting.questions.get(), counting.requests.get());
    }

    /** The run's pipeline: seven framings, deliberation on, voted sequentially or (as before sequential voting) every framing at once. */
    static Makers runMaker(boolean sequential) {
        return (decider, executor) -> new dev.flowwright.runtime.decide.DecisionMaker(decider, null, e -> {}, null,
                new dev.flowwright.runtime.decide.ModelBudget(dev.flowwright.runtime.Thresholds.MAX_CALLS), dev.flowwright.runtime.Thresholds.DEFAULT_VOTES, true,
                dev.flowwright.runtime.decide.Hedging.system(), executor, null, sequential);
    }

    /** The noise of a model's framings for the pipeline figures (log-probability scale; see {@link NoisyDecider}). */
    static final double NOISE = 1.0;

    @Test
    void printThePipelineFigures() {
        List<LabelledDecisions.Case> all = new ArrayList<>(LabelledDecisions.load());
        all.addAll(LabelledDecisions.heldOut());
        System.out.println("the labelled set through the decision pipeline (" + all.size() + " decisions, development and held out):");
        for (boolean sequential : new boolean[] {false, true}) {
            String scheme = sequential ? "sequential" : "all at once";
            System.out.println(pipeline(new OfflineDecider(), all, runMaker(sequential)).line("offline, " + scheme));
            for (long seed = 1; seed <= 3; seed++) {
                System.out.println(pipeline(new NoisyDecider(new OfflineDecider(), NOISE, seed), all, runMaker(sequential)).line("noisy " + seed + ", " + scheme));
            }
        }
    }

    @Test
    void printTheOfflineDecidersFigures() {
        List<LabelledDecisions.Case> dev = LabelledDecisions.load();
        List<LabelledDecisions.Case> heldOut = LabelledDecisions.heldOut();
        Figures f = measure(new OfflineDecider(), dev);
        Figures h = measure(new OfflineDecider(), heldOut);
        System.out.println("labelled decisions: " + dev.size() + " development + " + heldOut.size() + " held out");
        System.out.println(f.line("dev"));
        System.out.println(h.line("held-out"));
        System.out.println(f.abstainLine("dev"));
        System.out.println(h.abstainLine("held-out"));
        System.out.printf(Locale.ROOT, "pipeline   offline decision through DecisionMaker, 7 framings: median %.2f ms%n", pipelineMedian(dev));
        if (Boolean.getBoolean("eval.misses")) f.misses().forEach(m -> System.out.println("  miss: " + m));
        if (Boolean.getBoolean("eval.heldout.misses")) h.misses().forEach(m -> System.out.println("  held-out miss: " + m));
    }
}
