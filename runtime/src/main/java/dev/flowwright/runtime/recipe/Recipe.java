package dev.flowwright.runtime.recipe;

import java.util.List;

/**
 * A finished run as deterministic actions (docs/recipes.md#the-recipe-file-recipeyaml): replayed with no model
 * calls, healed one step at a time, exported as plain Playwright tests.
 *
 * @param version  the file format version ({@code recipe: 1})
 * @param name     what the recipe does, in the user's words
 * @param flow     the flow file it was recorded from, or null
 * @param app      {@code browser} or a desktop application's name
 * @param start    the address (browser) or application (desktop) a replay opens first, or null
 * @param steps    the actions in the order they are replayed
 * @param expect   checked at the end of a replay; empty means a replay can only be "unverified"
 */
public record Recipe(int version, String name, String flow, String app, String start,
                     List<RecipeStep> steps, List<Expectation> expect) {
    public static final int VERSION = 1;

    public Recipe {
        steps = List.copyOf(steps);
        expect = List.copyOf(expect);
    }

    public boolean isBrowser() {
        return "browser".equals(app);
    }

    public Recipe withSteps(List<RecipeStep> replaced) {
        return new Recipe(version, name, flow, app, start, replaced, expect);
    }

    public Recipe withExpect(List<Expectation> replaced) {
        return new Recipe(version, name, flow, app, start, steps, replaced);
    }
}
