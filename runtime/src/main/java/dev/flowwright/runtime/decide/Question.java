package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A System One question, wire-shaped. Instructions are JSON (see {@link Ask} for the runtime's
 * catalogue: every question the runtime asks names its catalogue entry under {@code "ask"}).
 */
public sealed interface Question {

    JsonNode instructions();

    /** Yes/no: the answer is P(yes). */
    record Noul(JsonNode instructions, String whenTrue, String whenFalse) implements Question {
        public Noul(JsonNode instructions) { this(instructions, null, null); }
    }

    /** Pick one key; {@code options} maps key → description (null: the key itself). 2–255 options. */
    record Choice(JsonNode instructions, Map<String, String> options) implements Question {
        public static final int MIN_OPTIONS = 2;
        public static final int MAX_OPTIONS = 255;
        /**
         * The smallest limit a host may put on options ({@link Decider#maxChoiceOptions()}): two options and
         * {@code none}, the smallest question a knockout round still narrows a long list with.
         */
        public static final int MIN_HOST_LIMIT = 3;
        public Choice { options = Collections.unmodifiableMap(new LinkedHashMap<>(options)); }
    }

    /** Ordered levels, lowest first. 2–10 levels. */
    record Score(JsonNode instructions, List<String> levels) implements Question {
        public static final int MIN_LEVELS = 2;
        public static final int MAX_LEVELS = 10;
        public Score { levels = List.copyOf(levels); }
    }
}
