package dev.flowwright.runtime.decide.offline;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Question;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The do judge's {@code move} Choice (activate, shortcut, expand, scroll, wait, finished, stuck): finished
 * when the screen already shows the step done; activate when a control fits the step; scroll when the
 * best fit is off screen; expand when it is collapsed; wait while the step's own action left the
 * application saying it is still at work; otherwise activate, unsure.
 */
final class Moves {
    private Moves() {}

    static Answer.ChoiceAnswer answer(Question.Choice c, String goal, StateView v) {
        double done = ScreenJudge.completion(goal, v);
        Map<String, Candidate> pool = new LinkedHashMap<>();
        for (int i = 0; i < v.elements.size(); i++) pool.put(Integer.toString(i), v.elements.get(i));
        Candidate best = null;
        double bestScore = 0;
        for (var e : Relevance.scores(goal, pool, Relevance.actionOf(goal)).entrySet()) {
            if (e.getValue() > bestScore) {
                bestScore = e.getValue();
                best = pool.get(e.getKey());
            }
        }
        boolean busy = ScreenJudge.busy(v);
        Map<String, Double> w = new LinkedHashMap<>();
        for (String key : c.options().keySet()) {
            String k = key.toLowerCase(Locale.ROOT);
            double weight = switch (k) {
                case "finished" -> 0.2 + 4 * Math.max(0, done - 0.5);
                case "activate" -> 0.3 + 2 * bestScore;
                case "scroll" -> best != null && best.has("offscreen") ? 1.5 : 0.1;
                case "expand" -> best != null && best.has("collapsed") ? 1.2 : 0.1;
                case "shortcut" -> 0.1;
                case "wait" -> busy ? 1.2 + 2 * bestScore : 0.1;
                case "stuck" -> v.elements.isEmpty() ? 0.6 : 0.05;
                default -> 0.1;
            };
            w.put(key, weight);
        }
        double sum = w.values().stream().mapToDouble(Double::doubleValue).sum();
        w.replaceAll((k, x) -> x / sum);
        return OfflineDecider.fromProbabilities(w);
    }
}
