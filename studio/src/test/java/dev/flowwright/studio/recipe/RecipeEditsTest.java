package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.Target;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RecipeEditsTest {
    static final Target ONE_WAY = new Target(List.of(), List.of(Locator.role("radio", "One way"), Locator.id("trip-oneway")));
    static final Target FROM = new Target(List.of(), List.of(Locator.role("textbox", "From"), Locator.field("from_city")));
    static final Recipe RECIPE = new Recipe(1, "book", null, "browser", "http://localhost/flights/", List.of(
            RecipeStep.act("choose One way", RecipeAction.CLICK, ONE_WAY, null),
            RecipeStep.act("enter from", RecipeAction.FILL, FROM, "Istanbul"),
            RecipeStep.press("search", "Enter")), List.of());

    @Test
    void moveStepSaysWhereAndMovesIt() {
        RecipeEdit e = RecipeEdits.moveStep(0, 2);
        assertThat(e.label()).isEqualTo("Move step 1 to 3");
        assertThat(e.apply(RECIPE).steps()).extracting(RecipeStep::action)
                .containsExactly(RecipeAction.FILL, RecipeAction.PRESS, RecipeAction.CLICK);
        assertThat(RecipeEdits.moveStep(1, 1).isExecutable(RECIPE)).isFalse();
        assertThat(RecipeEdits.moveStep(0, 3).isExecutable(RECIPE)).isFalse();
    }

    @Test
    void removeStepIsGuardedByRange() {
        assertThat(RecipeEdits.removeStep(1).label()).isEqualTo("Delete step 2");
        assertThat(RecipeEdits.removeStep(1).apply(RECIPE).steps()).hasSize(2);
        assertThat(RecipeEdits.removeStep(3).isExecutable(RECIPE)).isFalse();
    }

    @Test
    void editValueOnlyForStepsThatTakeOneAndOnlyWhenItChanges() {
        RecipeEdit e = RecipeEdits.editValue(1, "${secrets.city}");
        assertThat(e.label()).isEqualTo("Edit value of step 2");
        assertThat(e.apply(RECIPE).steps().get(1).value()).isEqualTo("${secrets.city}");
        assertThat(RecipeEdits.editValue(1, "Istanbul").isExecutable(RECIPE)).as("unchanged").isFalse();
        assertThat(RecipeEdits.editValue(0, "x").isExecutable(RECIPE)).as("a click has no value").isFalse();
        assertThat(RecipeEdits.editValue(2, "x").isExecutable(RECIPE)).as("a press has keys, not a value").isFalse();
    }

    @Test
    void locatorEditsReplaceRankAndDeleteButNeverTheLastOne() {
        Recipe r = RecipeEdits.replaceLocator(0, 1, Locator.label("One way")).apply(RECIPE);
        assertThat(r.steps().get(0).target().locators()).containsExactly(Locator.role("radio", "One way"), Locator.label("One way"));
        assertThat(RecipeEdits.replaceLocator(0, 1, Locator.label("One way")).label()).isEqualTo("Edit locator 2 of step 1");

        Recipe moved = RecipeEdits.moveLocator(0, 1, 0).apply(RECIPE);
        assertThat(moved.steps().get(0).target().locators().get(0)).isEqualTo(Locator.id("trip-oneway"));
        assertThat(RecipeEdits.moveLocator(0, 1, 0).label()).isEqualTo("Move locator 2 of step 1 to 1");

        Recipe one = RecipeEdits.removeLocator(0, 0).apply(RECIPE);
        assertThat(one.steps().get(0).target().locators()).containsExactly(Locator.id("trip-oneway"));
        assertThat(RecipeEdits.removeLocator(0, 0).isExecutable(one)).as("the last locator stays").isFalse();
        assertThat(RecipeEdits.removeLocator(2, 0).isExecutable(RECIPE)).as("a press has no target").isFalse();
    }

    @Test
    void acceptingAProposalTakesItsTargetOnce() {
        Target healed = new Target(List.of(), List.of(Locator.role("radio", "Single"), Locator.id("trip-oneway")));
        RecipeEdit e = RecipeEdits.acceptProposal(0, healed);
        assertThat(e.label()).isEqualTo("Accept heal proposal for step 1");
        Recipe r = e.apply(RECIPE);
        assertThat(r.steps().get(0).target()).isEqualTo(healed);
        assertThat(e.isExecutable(r)).as("already taken").isFalse();
    }
}
