package dev.flowwright.runtime.reading;

import java.util.List;

/**
 * What a step's words ask for: its intents in order. A plan of one intent is the step itself; a plan of
 * several is a compound step, each intent run as a sub-goal of its own ({@code N.1}, {@code N.2}, …).
 */
public record Plan(String text, List<Intent> intents) {
    public Plan {
        intents = List.copyOf(intents);
        if (intents.isEmpty()) throw new IllegalArgumentException("a plan holds at least one intent");
    }

    public boolean compound() { return intents.size() > 1; }

    /** The one intent of a plan that is not compound. */
    public Intent only() {
        if (compound()) throw new IllegalStateException("a compound plan has " + intents.size() + " intents");
        return intents.get(0);
    }
}
