package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code none} option (systemone-api §1.5: the model always answers, so a choice needs a way to
 * say "none of these"). A caller marks a choice as needing it with {@link #require}; the request
 * pipeline then adds it if it is missing. The evidence gate abstains when {@code none} wins.
 */
public final class NoneOption {
    /** Instructions field that marks a choice as needing a {@code none} option. */
    public static final String FIELD = "offer_none";
    public static final String DESCRIPTION = "none of these fits";

    private NoneOption() {}

    public static ObjectNode require(ObjectNode instructions) {
        instructions.put(FIELD, true);
        return instructions;
    }

    public static boolean required(Question q) {
        JsonNode ins = q.instructions();
        return q instanceof Question.Choice && ins != null && ins.isObject() && ins.path(FIELD).asBoolean(false);
    }

    /** The question with {@code none} added when it is marked as needing it and lacks it. */
    public static Question ensure(Question q) {
        if (!required(q) || !(q instanceof Question.Choice c) || c.options().containsKey(Framing.NONE)) return q;
        Map<String, String> options = new LinkedHashMap<>(c.options());
        options.put(Framing.NONE, DESCRIPTION);
        return new Question.Choice(c.instructions(), options);
    }
}
