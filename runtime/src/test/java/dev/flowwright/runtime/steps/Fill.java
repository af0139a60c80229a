package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.ActionRecord;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small builders for step tests: an enter step from pairs, the compose window, option lookup. */
public final class Fill {
    private Fill() {}

    public static Step.Enter enter(String... slotThenText) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < slotThenText.length; i += 2) m.put(slotThenText[i], slotThenText[i + 1]);
        return new Step.Enter(m);
    }

    public static Sim compose() {
        Sim sim = SimApps.inbox();
        SimApps.compose(sim);
        for (String f : new String[]{"To", "Subject", "Body"}) sim.find(f).value = ""; // empty, and readable
        return sim;
    }

    /** The key of the first option whose line contains {@code text}, or "none". */
    public static String keyOf(Question q, String text) {
        for (var en : ((Question.Choice) q).options().entrySet()) {
            if (String.valueOf(en.getValue()).contains(text)) return en.getKey();
        }
        return "none";
    }

    /** A Choice answer spreading probability over several keys, the first the winner. */
    public static Answer.ChoiceAnswer spread(Object... keyThenP) {
        Map<String, Double> probs = new LinkedHashMap<>();
        for (int i = 0; i < keyThenP.length; i += 2) probs.put((String) keyThenP[i], (Double) keyThenP[i + 1]);
        String top = (String) keyThenP[0];
        return new Answer.ChoiceAnswer(top, probs, probs.get(top));
    }

    public static List<ActionRecord> actions(RunReport r, String path) { return r.step(path).orElseThrow().actions(); }
}
