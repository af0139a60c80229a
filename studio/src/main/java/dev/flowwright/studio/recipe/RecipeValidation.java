package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeFormatException;
import dev.flowwright.runtime.flow.FileProblem;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.recipe.RecipeWriter;

import java.util.ArrayList;
import java.util.List;

/**
 * Live validation: the recipe in the editor is written as the file would be and read back with the
 * runtime's {@link RecipeReader}, so the editor reports exactly the problems that
 * {@code flowwright replay} would, each placed on the step whose lines it falls in.
 */
public final class RecipeValidation {
    private RecipeValidation() {}

    /** The reader's problems with the recipe as it would be saved under {@code fileName}; empty when valid. */
    public static List<RecipeIssue> check(Recipe recipe, String fileName) {
        String yaml;
        try {
            yaml = RecipeWriter.toYaml(recipe);
        } catch (RuntimeException e) {
            return List.of(new RecipeIssue(-1, fileName, "cannot be written: " + e.getMessage()));
        }
        try {
            RecipeReader.parse(yaml, fileName);
            return List.of();
        } catch (RecipeFormatException e) {
            return place(e.problems(), yaml);
        }
    }

    /** Problems of a file as read, placed on its steps' lines. */
    public static List<RecipeIssue> place(List<FileProblem> problems, String text) {
        StepLines lines = stepLines(text);
        List<RecipeIssue> out = new ArrayList<>();
        for (FileProblem p : problems) {
            String where = p.file() + ":" + p.line() + ":" + p.column();
            out.add(new RecipeIssue(lines.stepAt(p.line()), where, p.message()));
        }
        return out;
    }

    /** The 1-based first line of each step, and the first line after the steps (or MAX_VALUE). */
    record StepLines(List<Integer> starts, int end) {
        int stepAt(int line) {
            if (line >= end) return -1;
            int step = -1;
            for (int i = 0; i < starts.size() && starts.get(i) <= line; i++) step = i;
            return step;
        }
    }

    /**
     * Where the steps are in block-style YAML: after the top-level {@code steps:} key, every {@code -}
     * at the shallowest indentation starts a step, up to the next top-level key.
     */
    static StepLines stepLines(String text) {
        List<Integer> starts = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean inSteps = false;
        int indent = -1;
        int end = Integer.MAX_VALUE;
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.isBlank() || l.stripLeading().startsWith("#")) continue;
            int lead = l.length() - l.stripLeading().length();
            if (lead == 0 && !l.startsWith("-")) {
                if (inSteps && end == Integer.MAX_VALUE) end = i + 1;
                inSteps = l.startsWith("steps:");
                indent = -1;
                continue;
            }
            if (!inSteps || !l.stripLeading().startsWith("-")) continue;
            if (indent < 0) indent = lead;
            if (lead == indent) starts.add(i + 1);
        }
        return new StepLines(starts, end);
    }
}
