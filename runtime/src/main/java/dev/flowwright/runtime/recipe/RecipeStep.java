package dev.flowwright.runtime.recipe;

/**
 * One deterministic action of a recipe.
 *
 * @param from   provenance: the flow step this action served, or for a placeholder value the note
 *               saying what to wire ("handoff: a person typed this value; supply a secret named otp…");
 *               may be null
 * @param action what to do
 * @param target the element, for actions that need one ({@link RecipeAction#needsTarget()}); else null
 * @param value  the text to fill or option to select, possibly with {@code ${secrets.name}} /
 *               {@code ${name}} placeholders; for navigate the address; for scroll the direction; else null
 * @param keys   the key combination of a press step ("Enter", "Control+A"); else null
 * @param label  what a person must do, for a manual step; else null
 * @param bypass how to avoid the manual step in a test environment, for a manual step; may be null
 */
public record RecipeStep(String from, RecipeAction action, Target target, String value, String keys,
                         String label, String bypass) {

    public static RecipeStep act(String from, RecipeAction action, Target target, String value) {
        return new RecipeStep(from, action, target, value, null, null, null);
    }

    public static RecipeStep press(String from, String keys) {
        return new RecipeStep(from, RecipeAction.PRESS, null, null, keys, null, null);
    }

    public static RecipeStep manual(String from, String label, String bypass) {
        return new RecipeStep(from, RecipeAction.MANUAL, null, null, null, label, bypass);
    }

    public RecipeStep withTarget(Target replaced) {
        return new RecipeStep(from, action, replaced, value, keys, label, bypass);
    }
}
