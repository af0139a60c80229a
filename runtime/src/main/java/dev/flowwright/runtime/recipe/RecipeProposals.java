package dev.flowwright.runtime.recipe;

import java.nio.file.Path;

/** A heal's proposal beside its recipe ({@code x.recipe.yaml} → {@code x.proposal.recipe.yaml}), and accepting it. */
public final class RecipeProposals {
    private RecipeProposals() {}

    /** Where the proposal for {@code recipeFile} lives. */
    public static Path proposalPath(Path recipeFile) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Writes the proposal beside the recipe (never over it); returns its path. */
    public static Path write(Path recipeFile, Recipe proposal) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Replaces the recipe by its proposal atomically, keeping the old recipe as {@code x.recipe.yaml.bak}. */
    public static void accept(Path recipeFile) {
        throw new UnsupportedOperationException("not yet");
    }
}
