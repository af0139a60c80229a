package dev.flowwright.runtime.flow;

/**
 * One thing wrong with a flow or recipe file, at a 1-based line and column, printed the way compilers
 * print errors so editors and terminals can jump to it: {@code file:line:column: message}.
 */
public record FileProblem(String file, int line, int column, String message) implements Comparable<FileProblem> {
    public FileProblem {
        file = file == null ? "<file>" : file;
        line = Math.max(1, line);
        column = Math.max(1, column);
    }

    @Override
    public int compareTo(FileProblem o) {
        int c = Integer.compare(line, o.line);
        return c != 0 ? c : Integer.compare(column, o.column);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + message;
    }
}
