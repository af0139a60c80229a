package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BiFunction;

import static dev.flowwright.runtime.decide.ScriptedDecider.state;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code none} in every choice (issue #12 item 1) through the real pipeline: every Choice goes on the
 * wire with a {@code none} option, whatever built it; the answer comes back as response JSON; a ballot
 * won by none — or whose winner does not clear the gate's margin over none — is never accepted; framings,
 * fitting and duels keep none.
 */
class NoneOnTheWireTest {
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final List<JsonNode> bodies = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() { pool.shutdownNow(); }

    /** A decider that sees only request JSON and answers with response JSON, through {@link WireFormat}. */
    private Decider wire(BiFunction<String, JsonNode, Map<String, Double>> probabilities) {
        return new Decider() {
            @Override
            public String describe() { return "wire"; }

            @Override
            public DecisionResponse decide(DecisionRequest request) {
                ObjectNode body = WireFormat.toJson(request);
                bodies.add(body);
                ObjectNode response = WireFormat.JSON.createObjectNode();
                response.put("model", "wire-test");
                ObjectNode answers = response.putObject("answers");
                body.path("questions").fields().forEachRemaining(q -> {
                    Map<String, Double> p = probabilities.apply(q.getKey(), q.getValue());
                    ObjectNode a = answers.putObject(q.getKey());
                    a.put("type", "choice");
                    String best = p.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
                    a.put("choice", best);
                    ObjectNode ps = a.putObject("probabilities");
                    p.forEach(ps::put);
                    a.put("confidence", 0.9);
                });
                response.putObject("usage").put("input_tokens", 100).put("output_tokens", 1);
                return WireFormat.parseResponse(response, request, "wire").response();
            }
        };
    }

    private DecisionMaker maker(Decider d, int votes) {
        return new DecisionMaker(d, null, e -> {}, ExchangeLog.NONE, new ModelBudget(100), votes, true,
                new Hedging(new ManualScheduler()), pool, null);
    }

    private static Question.Choice plainChoice() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("1", "option \"Main St 5, Springfield\"");
        options.put("2", "option \"Main St 5, Shelbyville\"");
        return new Question.Choice(Instructions.of(Ask.SUGGESTION, "which?", "enter pickup"), options); // built without none
    }

    private static Map<String, Double> probs(JsonNode q, String key, double p, double none) {
        Map<String, Double> out = new LinkedHashMap<>();
        List<String> keys = new java.util.ArrayList<>();
        q.path("criteria").fieldNames().forEachRemaining(keys::add);
        double rest = key.equals("none") ? (1 - p) / Math.max(1, keys.size() - 1) : (1 - p - none) / Math.max(1, keys.size() - 2);
        for (String k : keys) out.put(k, k.equals(key) ? p : k.equals("none") ? none : rest);
        return out;
    }

    private static String keyWith(JsonNode q, String text) {
        var it = q.path("criteria").fields();
        while (it.hasNext()) {
            var e = it.next();
            if (e.getValue().asText().contains(text)) return e.getKey();
        }
        throw new AssertionError(text + " not offered in " + q);
    }

    @Test
    void aChoiceBuiltWithoutNoneGoesOnTheWireWithItInEveryFraming() {
        GatedBallot g = maker(wire((id, q) -> probs(q, keyWith(q, "Springfield"), 0.9, 0.05)), 3)
                .askGated(new AskContext("1", 0, "suggestion"), state("page"), Map.of("s", plainChoice()), Map.of("s", EvidenceGate.Bar.choice(0.5)));
        assertThat(bodies).hasSize(3);
        assertThat(bodies).allSatisfy(b -> assertThat(b.path("questions").path("s").path("criteria").path("none").asText())
                .isEqualTo(NoneOption.DESCRIPTION));
        assertThat(g.chosen("s")).contains("1");
    }

    @Test
    void aBallotWonByNoneAbstainsAndChoosesNothing() {
        GatedBallot g = maker(wire((id, q) -> probs(q, "none", 0.8, 0.8)), 3)
                .askGated(new AskContext("1", 0, "suggestion"), state("page"), Map.of("s", plainChoice()), Map.of("s", EvidenceGate.Bar.choice(0.5)));
        assertThat(g.verdict("s")).isEqualTo(EvidenceGate.Verdict.ABSTAIN);
        assertThat(g.chosen("s")).isEmpty();
        assertThat(NoneOption.picked(g.ballot().choice("s"))).as("the ungated reading: none is no answer").isEmpty();
    }

    @Test
    void aWinnerThatDoesNotClearItsMarginOverNoneIsNotAccepted() {
        // 0.55 on Springfield, 0.40 on none: over the floor, but none is too close behind
        GatedBallot g = maker(wire((id, q) -> id.contains("~duel~") ? probs(q, "none", 0.9, 0.9)
                : probs(q, keyWith(q, "Springfield"), 0.55, 0.40)), 1)
                .askGated(new AskContext("1", 0, "suggestion"), state("page"), Map.of("s", plainChoice()), Map.of("s", EvidenceGate.Bar.choice(0.5)));
        assertThat(g.accepted("s")).isFalse();
        assertThat(g.chosen("s")).isEmpty();
    }

    @Test
    void duelsOfferNoneAndAPairingWonByNoneCrownsNeither() {
        // the vote splits between the two look-alikes; every duel answers none
        GatedBallot g = maker(wire((id, q) -> {
            if (id.contains("~duel~")) return probs(q, "none", 0.9, 0.9);
            Map<String, Double> p = new LinkedHashMap<>();
            q.path("criteria").fieldNames().forEachRemaining(k -> p.put(k, k.equals("none") ? 0.1 : 0.45));
            return p;
        }), 1).askGated(new AskContext("1", 0, "suggestion"), state("page"), Map.of("s", plainChoice()), Map.of("s", EvidenceGate.Bar.choice(0.5)));
        List<JsonNode> duels = bodies.stream().filter(b -> b.path("questions").fieldNames().next().contains("~duel~")).toList();
        assertThat(duels).isNotEmpty();
        assertThat(duels).allSatisfy(b -> b.path("questions").forEach(q -> assertThat(q.path("criteria").has("none")).isTrue()));
        assertThat(g.duelWinners()).isEmpty();
        assertThat(g.chosen("s")).isEmpty();
    }

    @Test
    void framingsAndFittingKeepNone() {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i <= 5; i++) options.put(Integer.toString(i), "link \"Trail shoe size " + (40 + i) + "\" " + "x".repeat(300));
        Question.Choice c = NoneOption.choice(Instructions.of(Ask.TARGET, "which?", "open the shoe"), options);
        for (int i = 0; i < 9; i++) {
            Framing f = Framing.of(i, Map.of("t", c));
            Question.Choice framed = (Question.Choice) f.questions().get("t");
            assertThat(framed.options()).containsKey("none");
            Answer back = f.toOriginal("t", new Answer.ChoiceAnswer("none", Map.of("none", 1.0), 1.0));
            assertThat(((Answer.ChoiceAnswer) back).choice()).isEqualTo("none");
        }
        List<DecisionRequest> fitted = new RequestFitter(700).fit(new DecisionRequest(null, state("page"), Map.of("t", c)));
        assertThat(fitted).allSatisfy(r -> assertThat(((Question.Choice) r.questions().get("t")).options()).containsKey("none"));
    }
}
