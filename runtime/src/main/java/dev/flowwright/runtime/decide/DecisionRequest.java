package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code {model, state, questions}}: one request to a decider. Question ids are the caller's own. */
public record DecisionRequest(String model, JsonNode state, Map<String, Question> questions) {
    public DecisionRequest {
        questions = Collections.unmodifiableMap(new LinkedHashMap<>(questions));
    }
}
