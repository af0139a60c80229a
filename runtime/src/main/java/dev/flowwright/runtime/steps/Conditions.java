package dev.flowwright.runtime.steps;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Screen;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether the screen shows a condition (verify, wait_for, if, repeat_until; reference §3): one request
 * asking {@code holds}, {@code negated} and {@code coverage} (none … all). The calibrated answer is
 * mean(P(holds), 1 − P(negated)); when it is hedged (within {@link Thresholds#HEDGED} of a half) and the
 * coverage answer is crisp (its top level at {@link Thresholds#CRISP_TOP}), the coverage level decides.
 * A condition holds at {@link Thresholds#CONDITION_HOLDS}; no answer at all is "does not hold".
 */
final class Conditions {
    private Conditions() {}

    static final List<String> COVERAGE = List.of("none of it", "a little of it", "about half of it", "most of it", "all of it");

    record Verdict(double value, boolean answered) {
        boolean holds() { return answered && value >= Thresholds.CONDITION_HOLDS; }
    }

    /**
     * A step that checks its condition at one look (verify, if): the look is the step's turn 0, and the
     * verdict is the step's confidence. {@code condition} is already expanded.
     */
    static Verdict checkAtOneLook(StepContext ctx, String condition) {
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        Verdict v = check(ctx, 0, screen, condition);
        ctx.account().confidence(v.value());
        ctx.account().endTurn(0, String.format("condition %.2f", v.value()));
        return v;
    }

    static Verdict check(StepContext ctx, int turn, Screen screen, String condition) {
        String c = ctx.mask(condition);
        Map<String, Question> qs = new LinkedHashMap<>();
        qs.put("holds", new Question.Noul(ins(Ask.HOLDS, "Does the screen show that this holds: " + c + "?", ctx, c)));
        qs.put("negated", new Question.Noul(ins(Ask.NEGATED, "Does the screen show that this does not hold: " + c + "?", ctx, c)));
        qs.put("coverage", new Question.Score(ins(Ask.COVERAGE, "How much of this does the screen show: " + c + "?", ctx, c), COVERAGE));
        Ballot b = ctx.model().ask(turn, "condition: " + c, ctx.eyes().state(screen, c), qs);
        return combine(b.yes("holds"), b.yes("negated"), b.score("coverage"));
    }

    static Verdict combine(Optional<Double> holds, Optional<Double> negated, Optional<Answer.ScoreAnswer> coverage) {
        Optional<Double> calibrated = holds.isPresent() && negated.isPresent()
                ? Optional.of((holds.get() + 1 - negated.get()) / 2)
                : holds.or(() -> negated.map(n -> 1 - n));
        if (calibrated.isEmpty()) {
            return coverage.map(s -> new Verdict(topLevel(s) / (double) (COVERAGE.size() - 1), true)).orElse(new Verdict(0, false));
        }
        double cal = calibrated.get();
        if (coverage.isPresent() && Math.abs(cal - 0.5) <= Thresholds.HEDGED && topP(coverage.get()) >= Thresholds.CRISP_TOP) {
            return new Verdict(topLevel(coverage.get()) / (double) (COVERAGE.size() - 1), true);
        }
        return new Verdict(cal, true);
    }

    private static int topLevel(Answer.ScoreAnswer s) {
        int best = 0;
        for (int i = 1; i < COVERAGE.size(); i++) if (s.p(i) > s.p(best)) best = i;
        return best;
    }

    private static double topP(Answer.ScoreAnswer s) { return s.p(topLevel(s)); }

    private static ObjectNode ins(Ask ask, String sentence, StepContext ctx, String condition) {
        ObjectNode n = Instructions.of(ask, sentence, ctx.account().text());
        n.put("condition", condition);
        return n;
    }
}
