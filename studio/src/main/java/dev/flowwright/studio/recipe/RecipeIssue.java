package dev.flowwright.studio.recipe;

/**
 * A problem the recipe reader found, placed for the editor.
 *
 * @param step    0-based step it falls in, or -1 when it is about the recipe as a whole
 * @param where   {@code file:line:col}, as the reader and the command line print it
 * @param message what is wrong, in a sentence
 */
public record RecipeIssue(int step, String where, String message) {
    /** "Step 3: …" or the message alone, for a list of problems. */
    public String describe() {
        return (step >= 0 ? "Step " + (step + 1) + ": " : "") + message + "  (" + where + ")";
    }
}
