package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeFormatException;
import dev.flowwright.runtime.flow.FileProblem;
import dev.flowwright.runtime.recipe.RecipeReader;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading a recipe file for a command: the recipe, or every problem printed as {@code file:line:col: message}. */
final class RecipeFiles {
    private RecipeFiles() {}

    private static final java.util.regex.Pattern RECIPE_NAME = java.util.regex.Pattern.compile(".*\\.recipe\\.(yaml|yml|json)");
    /** The first key of a recipe file, after comments and blank lines (a byte order mark allowed). */
    private static final java.util.regex.Pattern RECIPE_START = java.util.regex.Pattern.compile("^\\uFEFF?(?:\\s*(?:#[^\\n]*)?\\R)*\\s*\\{?\\s*\"?recipe\"?\\s*:");
    /** How much of a file is read to tell a recipe from a flow by its first key. */
    private static final int SNIFF_CHARS = 4096;

    /** A recipe by its name ({@code *.recipe.yaml}) or, whatever its name, by a first key {@code recipe:}. */
    static boolean isRecipe(Path file) {
        if (RECIPE_NAME.matcher(file.getFileName() == null ? "" : file.getFileName().toString()).matches()) return true;
        if (!Files.isRegularFile(file)) return false;
        try (var in = Files.newBufferedReader(file, java.nio.charset.StandardCharsets.UTF_8)) {
            char[] head = new char[SNIFF_CHARS];
            int n = in.read(head);
            return n > 0 && RECIPE_START.matcher(new String(head, 0, n)).find();
        } catch (java.io.IOException | UncheckedIOException e) {
            return false; // unreadable: the flow reader says so with its position
        }
    }

    /** The recipe, or null after printing why it could not be read (the command then exits 2). */
    static Recipe read(Path file, PrintWriter err) {
        if (!Files.isRegularFile(file)) {
            err.println("flowwright: " + file + ": no such recipe file");
            err.flush();
            return null;
        }
        try {
            return RecipeReader.read(file);
        } catch (RecipeFormatException e) {
            for (FileProblem p : e.problems()) err.println(p);
            err.flush();
            return null;
        } catch (UncheckedIOException e) {
            err.println("flowwright: " + file + ": cannot be read: " + e.getCause().getMessage());
            err.flush();
            return null;
        }
    }
}
