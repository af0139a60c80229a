package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.studio.util.Edit;

/** One edit to a recipe, as a command: "Delete step 3", "Edit locator 2 of step 1", with its guard. */
public interface RecipeEdit extends Edit<Recipe> {
}
