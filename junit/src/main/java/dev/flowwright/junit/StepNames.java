package dev.flowwright.junit;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeStep;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A step's test name: the words of the flow step it served ({@code from}), as the person wrote them. Where
 * several actions served the same words (a choice made in three clicks), each name adds its action
 * ({@code · click role=button name="Next month"}); a step with no words is named by its action alone.
 */
final class StepNames {
    private StepNames() {}

    static List<String> of(Recipe recipe) {
        Map<String, Integer> uses = new HashMap<>();
        for (RecipeStep s : recipe.steps()) if (words(s) != null) uses.merge(words(s), 1, Integer::sum);
        List<String> names = new ArrayList<>();
        for (RecipeStep s : recipe.steps()) {
            String words = words(s);
            if (words == null) names.add(action(s));
            else if (uses.get(words) > 1) names.add(words + " · " + action(s));
            else names.add(words);
        }
        return names;
    }

    private static String words(RecipeStep s) {
        return s.from() == null || s.from().isBlank() ? null : s.from().strip();
    }

    /** {@code click role=button name="Next month"}, {@code fill label="Email" · ${secrets.email}}, {@code press Enter}, {@code manual: solve the puzzle}. */
    static String action(RecipeStep s) {
        StringBuilder t = new StringBuilder(s.action().wire());
        if (s.target() != null && !s.target().locators().isEmpty()) t.append(' ').append(s.target().locators().get(0).describe());
        if (s.value() != null) t.append(" · ").append(s.value());
        if (s.keys() != null) t.append(' ').append(s.keys());
        if (s.label() != null) t.append(": ").append(s.label());
        return t.toString();
    }
}
