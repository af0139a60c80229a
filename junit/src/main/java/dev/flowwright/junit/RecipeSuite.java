package dev.flowwright.junit;

import dev.flowwright.replay.ReplayReports;
import dev.flowwright.replay.SuiteFiles;
import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.runtime.flow.FileProblem;
import dev.flowwright.runtime.recipe.Expectation;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeFormatException;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.recipe.RecipeReplayer;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The recipes of one {@link FlowwrightRecipes} class as dynamic tests (docs/junit.md): a container per
 * recipe (its file is the test's source), a test per step named by the step's words, and a test per
 * {@code expect} entry. Every recipe is read and every value checked first; a recipe that cannot replay
 * (malformed, a value missing, a desktop program) is one failing test saying why, and the others still
 * run. Calling {@link #tests()} starts the replay of them all in the background, on one browser; each
 * test waits for its recipe and then passes or fails by what its step did.
 */
public final class RecipeSuite {
    private final String owner;
    private final SuiteSettings settings;
    private final Map<String, String> values;
    private final SharedBrowser browser;

    RecipeSuite(String owner, SuiteSettings settings, Map<String, String> values, SharedBrowser browser) {
        this.owner = owner;
        this.settings = settings;
        this.values = Map.copyOf(values);
        this.browser = browser;
    }

    /** The dynamic tests; the replay starts now. */
    public Stream<DynamicNode> tests() {
        List<Path> files;
        try {
            files = SuiteFiles.expand(List.of(settings.recipes()));
        } catch (IllegalArgumentException e) {
            return Stream.of(failing(owner + ": no recipes", "@FlowwrightRecipes: " + e.getMessage()));
        }
        if (files.isEmpty()) {
            return Stream.of(failing(owner + ": no recipes", "@FlowwrightRecipes: no recipes (*.recipe.yaml) in " + settings.recipes()));
        }
        List<DynamicNode> nodes = new ArrayList<>();
        List<SuiteReplay.Job> jobs = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        Set<String> slugs = new HashSet<>();
        for (Path file : files) {
            String name = file.getFileName().toString();
            Recipe recipe;
            try {
                recipe = RecipeReader.read(file);
            } catch (RecipeFormatException e) {
                nodes.add(failing(name, e.problems().stream().map(FileProblem::toString).collect(Collectors.joining("\n"))));
                continue;
            } catch (UncheckedIOException e) {
                nodes.add(failing(name, file + ": cannot be read: " + e.getCause().getMessage()));
                continue;
            }
            if (!recipe.isBrowser()) {
                nodes.add(failing(name, file + " drives " + recipe.app() + ": desktop recipes replay one at a time (flowwright replay " + file + ")"));
                continue;
            }
            List<String> missing = RecipeReplayer.missingValues(recipe, values);
            if (!missing.isEmpty()) {
                nodes.add(failing(name, missing.stream().map(p -> file + " needs a value for " + p + ": " + howToSupply(p))
                        .collect(Collectors.joining("\n"))));
                continue;
            }
            SuiteReplay.Job job = new SuiteReplay.Job(jobs.size(), file, recipe, SuiteFiles.slug(file, slugs));
            jobs.add(job);
            at.add(nodes.size());
            nodes.add(null);
        }
        RecipeRun run = RecipeRun.start(owner, jobs, settings, values, browser);
        for (int i = 0; i < jobs.size(); i++) nodes.set(at.get(i), container(jobs.get(i), run));
        return nodes.stream();
    }

    private DynamicContainer container(SuiteReplay.Job job, RecipeRun run) {
        Recipe recipe = job.recipe();
        List<DynamicNode> tests = new ArrayList<>();
        List<String> names = StepNames.of(recipe);
        for (int i = 0; i < recipe.steps().size(); i++) {
            int index = i;
            tests.add(DynamicTest.dynamicTest(mask(names.get(i)), uri(job.file()), () -> Verdicts.step(run.await(job), index)));
        }
        for (int i = 0; i < recipe.expect().size(); i++) {
            int index = i;
            tests.add(DynamicTest.dynamicTest(mask("expect " + describe(recipe.expect().get(i))), uri(job.file()),
                    () -> Verdicts.expectation(run.await(job), index)));
        }
        if (tests.isEmpty()) tests.add(DynamicTest.dynamicTest("replay", uri(job.file()), () -> Verdicts.whole(run.await(job))));
        return DynamicContainer.dynamicContainer(mask(recipe.name()) + " (" + job.file().getFileName() + ")", uri(job.file()), tests.stream());
    }

    static String describe(Expectation e) {
        return e.visible() != null ? "visible " + e.visible().describe() : "text contains \"" + e.textContains() + "\"";
    }

    private static String howToSupply(String placeholder) {
        String name = placeholder.strip();
        if (name.startsWith("${") && name.endsWith("}")) name = name.substring(2, name.length() - 1);
        if (name.startsWith("secrets.")) name = name.substring("secrets.".length());
        return "set " + SuiteSettings.SECRET_ENV_PREFIX + name.toUpperCase(Locale.ROOT) + ", pass -D" + SuiteSettings.FACT_PREFIX + name
                + "=…, or return it from a @Secrets method";
    }

    private String mask(String text) {
        return ReplayReports.mask(text, values);
    }

    private DynamicTest failing(String name, String why) {
        String message = mask(why);
        return DynamicTest.dynamicTest(mask(name), () -> fail(message));
    }

    private static URI uri(Path file) {
        return file.toAbsolutePath().toUri();
    }
}
