package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.function.BiFunction;

/**
 * A fake decider for the pipeline's tests: answers by a script (request, call number from 0), records
 * every request it was sent, and can hold chosen calls until a latch opens — so timing is driven by
 * the test, never by sleeps.
 */
final class ScriptedDecider implements Decider {
    private final BiFunction<DecisionRequest, Integer, Map<String, Answer>> script;
    private final List<DecisionRequest> requests = new ArrayList<>();
    private final Map<Integer, CountDownLatch> holds = new LinkedHashMap<>();
    private final Map<Integer, RuntimeException> failures = new LinkedHashMap<>();
    private int maxChoiceOptions = Question.Choice.MAX_OPTIONS;

    ScriptedDecider(BiFunction<DecisionRequest, Integer, Map<String, Answer>> script) { this.script = script; }

    /** Call number {@code call} waits until {@code latch} opens. */
    ScriptedDecider hold(int call, CountDownLatch latch) {
        holds.put(call, latch);
        return this;
    }

    ScriptedDecider fail(int call, RuntimeException error) {
        failures.put(call, error);
        return this;
    }

    /** The host takes at most {@code n} options in one choice. */
    ScriptedDecider limit(int n) {
        maxChoiceOptions = n;
        return this;
    }

    @Override
    public int maxChoiceOptions() { return maxChoiceOptions; }

    synchronized List<DecisionRequest> requests() { return new ArrayList<>(requests); }

    @Override
    public String describe() { return "scripted"; }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        int call;
        CountDownLatch latch;
        synchronized (this) {
            call = requests.size();
            requests.add(request);
            latch = holds.get(call);
        }
        if (latch != null) {
            try {
                latch.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DecisionException(DecisionException.Code.INTERRUPTED, "held call interrupted");
            }
        }
        RuntimeException failure;
        synchronized (this) {
            failure = failures.get(call);
        }
        if (failure != null) throw failure;
        return new DecisionResponse("scripted", script.apply(request, call), null, "req-" + call);
    }

    // ---- building questions and answers ----

    static JsonNode instructions(Ask ask, String question) { return Instructions.of(ask, question, "step"); }

    static Question.Noul yesNo(String question) { return new Question.Noul(instructions(Ask.DONE, question)); }

    static Question.Choice choice(String... keys) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String k : keys) options.put(k, "option " + k);
        return new Question.Choice(instructions(Ask.TARGET, "which?"), options);
    }

    static Answer.NoulAnswer p(double p) { return new Answer.NoulAnswer(p); }

    /** A choice answer putting {@code p} on {@code key} and the rest evenly on the other options. */
    static Answer.ChoiceAnswer pick(Question.Choice q, String key, double p) {
        Map<String, Double> probs = new LinkedHashMap<>();
        int others = q.options().size() - 1;
        q.options().keySet().forEach(k -> probs.put(k, k.equals(key) ? p : (1 - p) / others));
        return new Answer.ChoiceAnswer(key, probs, p);
    }

    static ObjectNode state(String text) {
        ObjectNode s = JsonNodeFactory.instance.objectNode();
        s.put("visible_text", text);
        return s;
    }

    /** The framing a request was sent as, read from its perspective line (0 when it has none). */
    static String perspectiveOf(DecisionRequest r) {
        Question q = r.questions().values().iterator().next();
        return q.instructions().path(Framing.PERSPECTIVE_FIELD).asText("");
    }
}
