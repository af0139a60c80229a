package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.flow.Secrets;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Masks every string a decision request carries — the state (keys and values, however deep), the
 * instructions, yes/no criteria, option descriptions and score levels — through {@link Secrets#mask},
 * so a page that echoes a secret still sends only {@code ${name}}. Option keys and question ids are the
 * runtime's own and are left as they are.
 */
public final class RequestMasking {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private RequestMasking() {}

    public static JsonNode mask(JsonNode node, Secrets secrets) {
        if (node == null || secrets == null) return node;
        if (node.isTextual()) return NODES.textNode(secrets.mask(node.asText()));
        if (node.isObject()) {
            ObjectNode out = NODES.objectNode();
            node.fields().forEachRemaining(e -> out.set(secrets.mask(e.getKey()), mask(e.getValue(), secrets)));
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = NODES.arrayNode(node.size());
            node.forEach(x -> out.add(mask(x, secrets)));
            return out;
        }
        return node;
    }

    public static Question mask(Question q, Secrets secrets) {
        if (secrets == null) return q;
        JsonNode ins = mask(q.instructions(), secrets);
        if (q instanceof Question.Noul n) return new Question.Noul(ins, secrets.mask(n.whenTrue()), secrets.mask(n.whenFalse()));
        if (q instanceof Question.Choice c) {
            Map<String, String> options = new LinkedHashMap<>();
            c.options().forEach((k, d) -> options.put(k, d == null ? null : secrets.mask(d)));
            return new Question.Choice(ins, options);
        }
        if (q instanceof Question.Score s) {
            List<String> levels = new ArrayList<>();
            s.levels().forEach(l -> levels.add(secrets.mask(l)));
            return new Question.Score(ins, levels);
        }
        throw new IllegalStateException("unknown question type " + q);
    }

    public static Map<String, Question> mask(Map<String, Question> questions, Secrets secrets) {
        Map<String, Question> out = new LinkedHashMap<>();
        questions.forEach((id, q) -> out.put(id, mask(q, secrets)));
        return out;
    }
}
