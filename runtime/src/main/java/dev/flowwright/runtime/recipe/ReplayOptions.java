package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.events.RunListener;

import java.util.Map;

/**
 * How a recipe is replayed.
 *
 * @param values      facts and secrets by name, for {@code ${name}} and {@code ${secrets.name}}
 * @param healer      heals a step whose locators all miss; null = no healing (a miss fails the step)
 * @param listener    receives the replay's looks and actions (never null; {@code e -> {}} for none)
 * @param screenshots take a screenshot after every step
 */
public record ReplayOptions(Map<String, String> values, Healer healer, RunListener listener, boolean screenshots) {
    public ReplayOptions {
        values = values == null ? Map.of() : Map.copyOf(values);
        listener = listener == null ? e -> { } : listener;
    }

    /** No values, no healing, no listener, no screenshots. */
    public static ReplayOptions plain() {
        return new ReplayOptions(Map.of(), null, null, false);
    }
}
