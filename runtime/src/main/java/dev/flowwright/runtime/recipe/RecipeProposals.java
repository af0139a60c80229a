package dev.flowwright.runtime.recipe;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A heal's proposal beside its recipe ({@code x.recipe.yaml} → {@code x.proposal.recipe.yaml}), for review,
 * never written over the recipe; accepting it replaces the recipe atomically and keeps the old one as
 * {@code x.recipe.yaml.bak}.
 */
public final class RecipeProposals {
    private RecipeProposals() {}

    private static final String SUFFIX = ".recipe.yaml";

    /** Where the proposal for {@code recipeFile} lives. */
    public static Path proposalPath(Path recipeFile) {
        String name = recipeFile.getFileName().toString();
        String proposal;
        if (name.endsWith(SUFFIX)) proposal = name.substring(0, name.length() - SUFFIX.length()) + ".proposal" + SUFFIX;
        else if (name.endsWith(".yaml") || name.endsWith(".yml")) {
            int dot = name.lastIndexOf('.');
            proposal = name.substring(0, dot) + ".proposal" + name.substring(dot);
        } else proposal = name + ".proposal" + SUFFIX;
        return recipeFile.resolveSibling(proposal);
    }

    /** Where accepting keeps the recipe it replaced. */
    public static Path backupPath(Path recipeFile) {
        return recipeFile.resolveSibling(recipeFile.getFileName() + ".bak");
    }

    /** Writes the proposal beside the recipe (never over it); returns its path. */
    public static Path write(Path recipeFile, Recipe proposal) {
        Path to = proposalPath(recipeFile);
        RecipeWriter.write(proposal, to);
        return to;
    }

    /**
     * Replaces the recipe by its proposal: the proposal must read as a valid recipe (else
     * {@link RecipeFormatException} and nothing changes); the old recipe is kept as {@code .bak}, then the
     * proposal is moved over the recipe atomically. Returns the recipe now in place.
     */
    public static Recipe accept(Path recipeFile) {
        Path proposal = proposalPath(recipeFile);
        if (!Files.isRegularFile(proposal)) {
            throw new IllegalStateException("there is no proposal to accept: " + proposal + " does not exist");
        }
        Recipe accepted = RecipeReader.read(proposal);
        try {
            if (Files.exists(recipeFile)) {
                Path bak = backupPath(recipeFile);
                Path temp = Files.createTempFile(bak.toAbsolutePath().getParent(), "." + bak.getFileName() + ".", ".tmp");
                try {
                    Files.copy(recipeFile, temp, StandardCopyOption.REPLACE_EXISTING);
                    move(temp, bak);
                } finally {
                    Files.deleteIfExists(temp);
                }
            }
            move(proposal, recipeFile);
        } catch (IOException e) {
            throw new UncheckedIOException("the proposal could not replace " + recipeFile + ": " + e.getMessage(), e);
        }
        return accepted;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
