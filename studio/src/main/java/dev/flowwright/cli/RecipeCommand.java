package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.RecipeProposals;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code flowwright recipe accept RECIPE}: replaces a recipe by the proposal a healing replay wrote
 * beside it ({@code x.proposal.recipe.yaml}), keeping the old one as {@code x.recipe.yaml.bak}.
 * The proposal is read (and so validated) first; nothing changes when it is missing or malformed.
 */
@Command(name = "recipe", mixinStandardHelpOptions = true,
        description = "Work with recipe files: accept a heal's proposal.",
        subcommands = {RecipeCommand.Accept.class})
final class RecipeCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "accept", mixinStandardHelpOptions = true,
            description = "Replace RECIPE by the proposal a `replay --heal` wrote beside it (the old recipe is kept as RECIPE.bak).",
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:accepted", "2:no proposal, a malformed proposal, or the files could not be written"})
    static final class Accept implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "RECIPE", description = "the recipe whose proposal to accept")
        Path recipeFile;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Path proposal = RecipeProposals.proposalPath(recipeFile);
            if (!Files.isRegularFile(proposal)) {
                err.println("flowwright: no proposal for " + recipeFile + " (looked for " + proposal
                        + "); `flowwright replay " + recipeFile + " --heal` writes one when a step had to be healed");
                err.flush();
                return Main.EXIT_INVALID;
            }
            if (RecipeFiles.read(proposal, err) == null) return Main.EXIT_INVALID;
            try {
                RecipeProposals.accept(recipeFile);
            } catch (UncheckedIOException e) {
                err.println("flowwright: " + recipeFile + " could not be replaced: " + e.getCause().getMessage());
                err.flush();
                return Main.EXIT_INVALID;
            }
            out.println("accepted " + proposal + " as " + recipeFile + " (the old recipe is " + recipeFile + ".bak)");
            out.flush();
            return Main.EXIT_OK;
        }
    }
}
