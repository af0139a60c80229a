package dev.flowwright.runtime.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.screen.Element;

import java.util.List;
import java.util.Map;

/**
 * The step's way to the decision model, charged to the run's model budget, and the run's memory of which
 * control served which purpose (hints from earlier runs in, what this run learned out).
 */
public interface ModelPort {
    /**
     * Asks through the run's asker, charged to the model budget. A spent budget ends the run
     * ({@link Stop#MODEL_BUDGET}); any other failure is an empty ballot, so callers fail closed.
     */
    Ballot ask(int turn, String purpose, JsonNode state, Map<String, Question> questions);

    /**
     * Asks like {@link #ask}, and holds each question with a bar to the evidence gate (widened and
     * duelled first when the asker deliberates). A failed decision is an empty ballot whose questions
     * all deliberate, so a caller that acts only on an accepted verdict fails closed.
     */
    GatedBallot askGated(int turn, String purpose, JsonNode state, Map<String, Question> questions,
                         Map<String, EvidenceGate.Bar> bars);

    /** Whether the evidence gate decides (deliberation on, the default) rather than the single-number bars. */
    boolean gated();

    /** The hints earlier runs gave this run for {@code purpose} in this flow's application. */
    List<GroundingHint> memory(String purpose);

    /** Learns that {@code e} served {@code purpose}: the report hands it to later runs (masked). */
    void learn(String purpose, Element e);

    /** Forgets what was learned for {@code purpose} when it was {@code e} (its press was undone). */
    void unlearn(String purpose, Element e);
}
