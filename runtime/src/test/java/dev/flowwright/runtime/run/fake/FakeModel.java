package dev.flowwright.runtime.run.fake;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.GroundingHint;
import dev.flowwright.runtime.run.ModelPort;
import dev.flowwright.runtime.screen.Element;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** A {@link ModelPort} that answers each request with {@code answers} and keeps every request it was sent. */
public final class FakeModel implements ModelPort {
    /** One request: its purpose and its questions, as the model would have seen them. */
    public record Asked(String purpose, Map<String, Question> questions) {}

    private final Function<Map<String, Question>, Ballot> answers;
    public final List<Asked> asked = new ArrayList<>();

    public FakeModel(Function<Map<String, Question>, Ballot> answers) { this.answers = answers; }

    @Override
    public Ballot ask(int turn, String purpose, JsonNode state, Map<String, Question> questions) {
        asked.add(new Asked(purpose, Map.copyOf(questions)));
        return answers.apply(questions);
    }

    @Override
    public GatedBallot askGated(int turn, String purpose, JsonNode state, Map<String, Question> questions, Map<String, EvidenceGate.Bar> bars) {
        return new GatedBallot(ask(turn, purpose, state, questions), Map.of(), Map.of());
    }

    @Override public boolean gated() { return false; }

    @Override public List<GroundingHint> memory(String purpose) { return List.of(); }

    @Override public void learn(String purpose, Element e) {}

    @Override public void unlearn(String purpose, Element e) {}
}
