package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.surface.Surface;

import java.util.List;
import java.util.Map;

/** Replays a recipe with no decider: each step's element found again by its locators. */
public final class RecipeReplayer {
    private final Surface surface;
    private final ReplayOptions options;

    public RecipeReplayer(Surface surface, ReplayOptions options) {
        this.surface = surface;
        this.options = options;
    }

    /** The {@code ${name}} / {@code ${secrets.name}} placeholders the recipe uses that {@code values} lacks. */
    public static List<String> missingValues(Recipe recipe, Map<String, String> values) {
        throw new UnsupportedOperationException("not yet");
    }

    public ReplayReport replay(Recipe recipe) {
        throw new UnsupportedOperationException("not yet");
    }
}
