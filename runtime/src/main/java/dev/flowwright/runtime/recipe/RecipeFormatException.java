package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.flow.FileProblem;

import java.util.List;
import java.util.stream.Collectors;

/** A recipe file that cannot be read: every problem found, each at {@code file:line:col}. */
public final class RecipeFormatException extends RuntimeException {
    private final List<FileProblem> problems;

    public RecipeFormatException(List<FileProblem> problems) {
        super(problems.stream().map(FileProblem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<FileProblem> problems() { return problems; }
}
