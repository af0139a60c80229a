package dev.flowwright.runtime.recipe;

/**
 * One thing wrong with a recipe file, at a 1-based line and column, printed as compilers print errors:
 * {@code file:line:col: message}.
 */
public record RecipeProblem(String file, int line, int column, String message) implements Comparable<RecipeProblem> {
    public RecipeProblem {
        file = file == null ? "<recipe>" : file;
        line = Math.max(1, line);
        column = Math.max(1, column);
    }

    @Override
    public int compareTo(RecipeProblem o) {
        int c = Integer.compare(line, o.line);
        return c != 0 ? c : Integer.compare(column, o.column);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + message;
    }
}
