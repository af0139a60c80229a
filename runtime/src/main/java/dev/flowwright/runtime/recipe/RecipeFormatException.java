package dev.flowwright.runtime.recipe;

import java.util.List;
import java.util.stream.Collectors;

/** A recipe file that cannot be read: every problem found, each at {@code file:line:col}. */
public final class RecipeFormatException extends RuntimeException {
    private final List<RecipeProblem> problems;

    public RecipeFormatException(List<RecipeProblem> problems) {
        super(problems.stream().map(RecipeProblem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<RecipeProblem> problems() { return problems; }
}
