package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeFormatException;
import dev.flowwright.runtime.recipe.RecipeProblem;
import dev.flowwright.runtime.recipe.RecipeReader;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading a recipe file for a command: the recipe, or every problem printed as {@code file:line:col: message}. */
final class RecipeFiles {
    private RecipeFiles() {}

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
            for (RecipeProblem p : e.problems()) err.println(p);
            err.flush();
            return null;
        } catch (UncheckedIOException e) {
            err.println("flowwright: " + file + ": cannot be read: " + e.getCause().getMessage());
            err.flush();
            return null;
        }
    }
}
