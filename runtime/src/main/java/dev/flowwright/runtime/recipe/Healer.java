package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.surface.Surface;

import java.util.Map;
import java.util.Optional;

/**
 * Repairs one recipe step whose locators all missed: acts on the live surface (exactly once) and
 * returns the target of the element it acted on, or empty when it could not.
 */
public interface Healer {
    Optional<Target> heal(RecipeStep step, Surface surface);

    /**
     * As {@link #heal(RecipeStep, Surface)}, with the replay's values so a fill can type the real text
     * (a healer keeps them masked towards any decider). The replayer calls this one.
     */
    default Optional<Target> heal(RecipeStep step, Surface surface, Map<String, String> values) {
        return heal(step, surface);
    }

    /** Decisions (model calls) spent healing so far. */
    int decisions();
}
