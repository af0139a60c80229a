package dev.flowwright.runtime.decide;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code {model, answers, usage}} plus the request id the server sent in a header (for the journal).
 * A question with no entry in {@code answers} had no usable answer: callers fail closed.
 */
public record DecisionResponse(String model, Map<String, Answer> answers, Usage usage, String requestId) {
    public DecisionResponse {
        answers = Collections.unmodifiableMap(new LinkedHashMap<>(answers));
        usage = usage == null ? Usage.NONE : usage;
    }

    public record Usage(long inputTokens, long outputTokens) {
        public static final Usage NONE = new Usage(0, 0);
    }
}
