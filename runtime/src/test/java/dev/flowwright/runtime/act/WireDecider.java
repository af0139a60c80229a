package dev.flowwright.runtime.act;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;
import dev.flowwright.runtime.decide.offline.OfflineDecider;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A decider behind the real wire format: every request is written as System One JSON (kept in
 * {@link #sent}), read back the way a server reads it, answered by the offline decider — except the
 * Choices a test scripts, which get a confident answer for the option whose text holds a given phrase
 * (or {@code none}) — and the answer goes back as response JSON parsed by {@link WireFormat}.
 */
final class WireDecider implements Decider {
    final List<ObjectNode> sent = new CopyOnWriteArrayList<>();
    private final OfflineDecider offline = new OfflineDecider();
    private final Map<Ask, String> confident = new LinkedHashMap<>();

    /** Every {@code ask} Choice is answered at 0.97 for the option whose text holds {@code phrase} ("none" for none). */
    WireDecider pick(Ask ask, String phrase) {
        confident.put(ask, phrase);
        return this;
    }

    @Override
    public String describe() { return "offline over the wire, with scripted picks"; }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        ObjectNode body = WireFormat.toJson(request);
        sent.add(body);
        DecisionRequest read = WireFormat.parseRequest(WireFormat.JSON.valueToTree(body));
        Map<String, Answer> answers = new LinkedHashMap<>(offline.decide(read).answers());
        read.questions().forEach((id, q) -> {
            if (!(q instanceof Question.Choice c)) return;
            var ask = Instructions.askOf(q.instructions());
            if (ask.isEmpty() || !confident.containsKey(ask.get())) return;
            String phrase = confident.get(ask.get());
            String key = "none".equals(phrase) ? "none" : null;
            for (var o : c.options().entrySet()) {
                if (key == null && !o.getKey().equals("none") && String.valueOf(o.getValue()).contains(phrase)) key = o.getKey();
            }
            if (key == null) return;
            Map<String, Double> probs = new LinkedHashMap<>();
            for (String k : c.options().keySet()) probs.put(k, k.equals(key) ? 0.97 : 0.03 / (c.options().size() - 1));
            answers.put(id, new Answer.ChoiceAnswer(key, probs, 0.95));
        });
        JsonNode response = WireFormat.toJson(new DecisionResponse("wire-test", answers, new DecisionResponse.Usage(0, 0), null));
        return WireFormat.parseResponse(response, request, "wire").response();
    }
}
