package dev.flowwright.runtime.decide;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Hears of every decision the {@link DecisionMaker} made, with its ballot and accounting. The run turns
 * each into an {@code Event.Decision} for its bus and journal ({@code RunListener#decisions}); the
 * decision pipeline itself knows nothing of events, so the events can speak of decisions.
 */
@FunctionalInterface
public interface DecisionListener {
    DecisionListener NONE = d -> {};

    void decided(Decided decision);

    /**
     * One decision as it was made: where it was asked, the questions, each framing's answers and the
     * merged ballot, the evidence bars, the verdict in words; calls, request bytes, estimated tokens and
     * latency for the run report.
     */
    record Decided(Instant time, AskContext context, Map<String, Question> questions,
                   List<Map<String, Answer>> framings, Map<String, Answer> ballot, Map<String, Double> thresholds,
                   String verdict, int calls, long requestBytes, long estimatedTokens, long latencyMillis,
                   String requestId) {}
}
