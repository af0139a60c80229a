package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code none} option (docs/how-a-run-works.md#the-evidence-gate: the model always answers, so a choice needs a way to
 * say "none of these"). Every Choice the runtime asks carries it: callers build their choices with
 * {@link #choice}, and the request pipeline ({@link DecisionMaker}) adds it to any Choice that still
 * lacks it, so whatever asks, the model can say "none". The evidence gate abstains when {@code none}
 * wins or an option does not clear its margin over it; {@link #picked} reads an ungated answer so that
 * {@code none} is no answer.
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

    /** Every Choice needs {@code none}: a choice without a way to say "none of these" is a forced choice. */
    public static boolean required(Question q) {
        return q instanceof Question.Choice;
    }

    /** The question with {@code none} added when it is a Choice that lacks it (marked in its instructions). */
    public static Question ensure(Question q) {
        if (!(q instanceof Question.Choice c) || c.options().containsKey(Framing.NONE)) return q;
        return new Question.Choice(c.instructions(), withNone(c.options()));
    }

    /** A Choice over {@code options} plus {@code none}, its instructions marked as offering it. */
    public static Question.Choice choice(ObjectNode instructions, Map<String, String> options) {
        return new Question.Choice(require(instructions), withNone(options));
    }

    /** The options with {@code none} last (kept where it already is). */
    public static Map<String, String> withNone(Map<String, String> options) {
        Map<String, String> out = new LinkedHashMap<>(options);
        out.remove(Framing.NONE);
        out.put(Framing.NONE, options.getOrDefault(Framing.NONE, DESCRIPTION));
        return out;
    }

    /**
     * An ungated answer read the way a gated one is: empty when it is missing or when {@code none} won,
     * else the answer itself. The ungated path treats "none of these" as no answer, never as a key.
     */
    public static java.util.Optional<Answer.ChoiceAnswer> picked(java.util.Optional<Answer.ChoiceAnswer> answer) {
        return answer.filter(a -> !Framing.NONE.equals(a.choice()));
    }
}
