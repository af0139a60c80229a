package dev.flowwright.cli;

import dev.flowwright.runtime.flow.FileProblem;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.recipe.RecipeFormatException;
import dev.flowwright.runtime.recipe.RecipeReader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code flowwright validate FILE...}: reads each flow or recipe file and prints every problem as
 * {@code file:line:col: message} on stderr, or {@code FILE: ok}. A recipe ({@code *.recipe.yaml}, or a
 * file whose first key is {@code recipe:}) is read with the same reader as {@code replay}. Exit 2 when
 * any file is invalid, missing or unreadable; 0 when all are valid. Nothing is written.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check flow files (*.flow.yaml or JSON) and recipes (*.recipe.yaml); every problem is printed as file:line:col: message.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every file is a valid flow or recipe", "2:a file is invalid, missing or unreadable"})
public final class ValidateCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Flow or recipe files to check.")
    List<Path> files;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean allValid = true;
        for (Path file : files) {
            List<String> problems = RecipeFiles.isRecipe(file) ? recipeProblems(file) : flowProblems(file);
            if (problems.isEmpty()) {
                out.println(file + ": ok");
            } else {
                allValid = false;
                problems.forEach(err::println);
            }
        }
        out.flush();
        err.flush();
        return allValid ? Main.EXIT_OK : Main.EXIT_INVALID;
    }

    private static List<String> flowProblems(Path file) {
        return FlowReader.read(file).problems().stream().map(FileProblem::toString).toList();
    }

    /** The problems {@code replay} would refuse the recipe for, each as {@code file:line:col: message}. */
    private static List<String> recipeProblems(Path file) {
        if (!Files.isRegularFile(file)) return List.of(file + ":1:1: no such file");
        try {
            RecipeReader.read(file);
            return List.of();
        } catch (RecipeFormatException e) {
            return e.problems().stream().map(FileProblem::toString).toList();
        } catch (UncheckedIOException e) {
            return List.of(file + ":1:1: cannot be read: " + e.getCause().getMessage());
        }
    }
}
