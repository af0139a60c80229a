package dev.flowwright.runtime.recipe;

import java.nio.file.Path;

/** Writes a recipe as FORMATS.md spells it; reading the text back gives the same recipe. */
public final class RecipeWriter {
    private RecipeWriter() {}

    public static String toYaml(Recipe recipe) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Writes through a temporary file and an atomic move: nothing on disk is ever half-written. */
    public static void write(Recipe recipe, Path file) {
        throw new UnsupportedOperationException("not yet");
    }
}
