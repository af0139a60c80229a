package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The edits the recipe editor offers. Each is a {@link RecipeEdit} whose label names the step and
 * locator as a person counts them (1-based): "Move step 2 to 4", "Edit locator 1 of step 3".
 */
public final class RecipeEdits {
    private RecipeEdits() {}

    public static RecipeEdit moveStep(int from, int to) {
        return steps("Move step " + (from + 1) + " to " + (to + 1),
                r -> from != to && inRange(r, from) && inRange(r, to), s -> s.add(to, s.remove(from)));
    }

    public static RecipeEdit removeStep(int at) {
        return steps("Delete step " + (at + 1), r -> inRange(r, at), s -> s.remove(at));
    }

    /** Replaces the value a step fills, selects or navigates to (placeholders stay as typed). */
    public static RecipeEdit editValue(int at, String value) {
        return step("Edit value of step " + (at + 1), at,
                s -> takesValue(s) && !Objects.equals(s.value(), value),
                s -> new RecipeStep(s.from(), s.action(), s.target(), value, s.keys(), s.label(), s.bypass()));
    }

    public static RecipeEdit replaceLocator(int at, int index, Locator locator) {
        return locators("Edit locator " + (index + 1) + " of step " + (at + 1), at,
                l -> index >= 0 && index < l.size() && !l.get(index).equals(locator), l -> l.set(index, locator));
    }

    public static RecipeEdit moveLocator(int at, int from, int to) {
        return locators("Move locator " + (from + 1) + " of step " + (at + 1) + " to " + (to + 1), at,
                l -> from != to && from >= 0 && to >= 0 && from < l.size() && to < l.size(), l -> l.add(to, l.remove(from)));
    }

    /** Deletes a locator; the last one stays (a target is never without a locator). */
    public static RecipeEdit removeLocator(int at, int index) {
        return locators("Delete locator " + (index + 1) + " of step " + (at + 1), at,
                l -> l.size() > 1 && index >= 0 && index < l.size(), l -> l.remove(index));
    }

    public static RecipeEdit addLocator(int at, Locator locator) {
        return locators("Add locator to step " + (at + 1), at, l -> !l.contains(locator), l -> l.add(locator));
    }

    /** Takes a heal proposal's target for one step: its locators replace the step's. */
    public static RecipeEdit acceptProposal(int at, Target proposed) {
        return step("Accept heal proposal for step " + (at + 1), at,
                s -> s.target() != null && !s.target().equals(proposed), s -> s.withTarget(proposed));
    }

    /**
     * Record from here: the steps from {@code at} on are replaced by what a new run recorded, and its
     * expectations replace the old ones; the steps before {@code at} stay as they are.
     */
    public static RecipeEdit replaceTail(int at, Recipe recorded) {
        return edit("Record again from step " + (at + 1), r -> at >= 0 && at <= r.steps().size(), r -> {
            List<RecipeStep> s = new ArrayList<>(r.steps().subList(0, at));
            s.addAll(recorded.steps());
            return r.withSteps(s).withExpect(recorded.expect());
        });
    }

    /** Whether the step has a value the editor lets a person change. */
    public static boolean takesValue(RecipeStep s) {
        return s.value() != null || s.action() == RecipeAction.FILL || s.action() == RecipeAction.SELECT
                || s.action() == RecipeAction.NAVIGATE;
    }

    private static boolean inRange(Recipe r, int i) { return i >= 0 && i < r.steps().size(); }

    private interface ListChange<T> { void apply(List<T> list); }

    private static RecipeEdit steps(String label, Predicate<Recipe> guard, ListChange<RecipeStep> change) {
        return edit(label, guard, r -> {
            List<RecipeStep> s = new ArrayList<>(r.steps());
            change.apply(s);
            return r.withSteps(s);
        });
    }

    private static RecipeEdit step(String label, int at, Predicate<RecipeStep> guard, Function<RecipeStep, RecipeStep> change) {
        return edit(label, r -> inRange(r, at) && guard.test(r.steps().get(at)), r -> {
            List<RecipeStep> s = new ArrayList<>(r.steps());
            s.set(at, change.apply(s.get(at)));
            return r.withSteps(s);
        });
    }

    private static RecipeEdit locators(String label, int at, Predicate<List<Locator>> guard, ListChange<Locator> change) {
        return step(label, at, s -> s.target() != null && guard.test(s.target().locators()), s -> {
            List<Locator> l = new ArrayList<>(s.target().locators());
            change.apply(l);
            return s.withTarget(s.target().withLocators(l));
        });
    }

    private static RecipeEdit edit(String label, Predicate<Recipe> guard, Function<Recipe, Recipe> apply) {
        return new RecipeEdit() {
            public String label() { return label; }
            public boolean isExecutable(Recipe r) { return guard.test(r); }
            public Recipe apply(Recipe r) { return apply.apply(r); }
        };
    }
}
