package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A 60-option choice against a real HTTP server that, like Ollama, refuses a choice of more than 26
 * options: asked in knockout rounds it is answered; sent whole it is refused.
 */
public class SystemOneKnockoutTest {
    private static final AskContext CONTEXT = new AskContext("2", 0, "ground: click to accomplish: pick Zurich");
    private static final Map<String, EvidenceGate.Bar> BAR = Map.of("city", EvidenceGate.Bar.choice(0.7));

    /** Sixty cities keyed "1" … "60"; Zurich is "47". */
    public static Question.Choice cities() {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i <= 60; i++) options.put(Integer.toString(i), i == 47 ? "Zurich" : "City number " + i);
        ObjectNode ins = JsonNodeFactory.instance.objectNode().put("question", "Which city is Zurich?");
        return NoneOption.choice(ins, options);
    }

    /** Like a model: Zurich at 0.9 when the choice offers it, else none at 0.9. */
    public static Map<String, Answer> findsZurich(DecisionRequest request) {
        Map<String, Answer> out = new LinkedHashMap<>();
        request.questions().forEach((id, q) -> {
            Question.Choice c = (Question.Choice) q;
            String key = c.options().entrySet().stream().filter(e -> "Zurich".equals(e.getValue())).map(Map.Entry::getKey)
                    .findFirst().orElse("none");
            Map<String, Double> p = new LinkedHashMap<>();
            c.options().keySet().forEach(k -> p.put(k, k.equals(key) ? 0.9 : 0.1 / (c.options().size() - 1)));
            out.put(id, new Answer.ChoiceAnswer(key, p, 0.9));
        });
        return out;
    }

    private static JsonNode state() { return TextNode.valueOf("a list of sixty cities"); }

    @Test
    void aSixtyOptionChoiceIsAnsweredThroughRoundsByAServerTakingTwentySix() throws Exception {
        List<Event.Decision> events = new CopyOnWriteArrayList<>();
        try (FakeSystemOneServer server = FakeSystemOneServer.start(SystemOneKnockoutTest::findsZurich).refuseChoicesOver(26);
             DecisionMaker maker = new DecisionMaker(new SystemOneClient(SystemOneConfig.local(server.baseUrl())), null,
                     d -> events.add(Event.Decision.of(d)), ExchangeLog.NONE, new ModelBudget(100), 3, true)) {

            GatedBallot gated = maker.askGated(CONTEXT, state(), Map.of("city", cities()), BAR);

            assertThat(gated.chosen("city")).contains("47");
            assertThat(server.received()).isNotEmpty().allSatisfy(r -> r.json().path("questions")
                    .forEach(q -> assertThat(q.path("criteria").size()).isLessThanOrEqualTo(26)));
            assertThat(events).extracting(Event.Decision::purpose).containsExactly("knockout round 1: " + CONTEXT.purpose(), CONTEXT.purpose());
            assertThat(events.get(0).verdict()).endsWith("city~knockout1~3 → 47");
        }
    }

    @Test
    void theSameChoiceSentWholeIsRefusedByThatServerAndTheRefusalIsADeciderFailureNotAnAbstention() throws Exception {
        try (FakeSystemOneServer server = FakeSystemOneServer.start(SystemOneKnockoutTest::findsZurich).refuseChoicesOver(26);
             DecisionMaker maker = new DecisionMaker(new SystemOneClient(SystemOneConfig.local(server.baseUrl()).withMaxChoiceOptions(255)),
                     null, null, ExchangeLog.NONE, new ModelBudget(100), 1, false)) {

            DecisionException refused = org.assertj.core.api.Assertions.catchThrowableOfType(
                    () -> maker.askGated(CONTEXT, state(), Map.of("city", cities()), BAR), DecisionException.class);

            assertThat(refused.deciderFailure()).as("the service refused the request: no answer can be had from it").isTrue();
            assertThat(refused.getMessage()).startsWith("System One rejected the request (400): question city: choice options must be between 2 and 26, got 61");
            assertThat(server.received()).hasSize(1);
            assertThat(server.received().get(0).json().path("questions").path("city").path("criteria").size()).isEqualTo(61);
        }
    }
}
