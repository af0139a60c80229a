package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.export.ExportException;
import dev.flowwright.runtime.recipe.export.PlaywrightJavaExporter;
import dev.flowwright.runtime.recipe.export.PlaywrightTsExporter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code flowwright export RECIPE --to playwright-java|playwright-ts [--out FILE]}: the recipe as a
 * plain Playwright test (one locator per step, no fallbacks, no healing), printed or written
 * atomically. A Java test's class is named after the file ({@code BookFlightTest.java} →
 * {@code BookFlightTest}). Exit 0 written, 2 a malformed recipe (file:line:col), an unknown target,
 * a recipe Playwright cannot express, or a file that cannot be written.
 */
@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Export a recipe as a plain Playwright test: a JUnit 5 class (Java) or an @playwright/test spec (TypeScript).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:exported", "2:invalid recipe or option, or the file could not be written"})
final class ExportCommand implements Callable<Integer> {
    static final String JAVA = "playwright-java";
    static final String TS = "playwright-ts";

    @Parameters(index = "0", paramLabel = "RECIPE", description = "the recipe file (*.recipe.yaml)")
    Path recipeFile;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = JAVA + " | " + TS)
    String to;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "write here (atomically) instead of printing; a Java class is named after the file")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!JAVA.equals(to) && !TS.equals(to)) {
            return invalid(err, "--to must be " + JAVA + " or " + TS + ", not \"" + to + "\"");
        }
        Recipe recipe = RecipeFiles.read(recipeFile, err);
        if (recipe == null) return Main.EXIT_INVALID;
        String text;
        try {
            text = JAVA.equals(to) ? new PlaywrightJavaExporter(className(recipe)).export(recipe) : new PlaywrightTsExporter().export(recipe);
        } catch (ExportException e) {
            return invalid(err, recipeFile + ": " + e.getMessage());
        }
        if (out == null) {
            stdout.print(text);
            stdout.flush();
            return Main.EXIT_OK;
        }
        try {
            AtomicFiles.write(out, text);
        } catch (IOException e) {
            return invalid(err, out + " could not be written: " + e.getMessage());
        }
        stdout.println("exported " + recipeFile + " to " + out);
        stdout.flush();
        return Main.EXIT_OK;
    }

    /** The class is named after the output file, or after the recipe when printing. */
    private String className(Recipe recipe) {
        if (out == null) return PlaywrightJavaExporter.defaultClassName(recipe);
        String name = out.getFileName().toString();
        if (!name.endsWith(".java")) {
            throw new ExportException("a Java test must be written to a .java file named after its class, e.g. "
                    + PlaywrightJavaExporter.defaultClassName(recipe) + ".java");
        }
        return name.substring(0, name.length() - ".java".length());
    }

    private static int invalid(PrintWriter err, String message) {
        err.println("flowwright: " + message);
        err.flush();
        return Main.EXIT_INVALID;
    }
}
