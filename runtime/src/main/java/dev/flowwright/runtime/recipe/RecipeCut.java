package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepTexts;
import dev.flowwright.runtime.surface.Surface;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Continuing a recording from a recipe's step N (issue #15): the recipe's steps before N are replayed
 * with no model, the flow runs on from the flow step recipe step N served, and what it does replaces the
 * old tail. This finds that flow step: each recipe step's {@code from} is matched, in order, to the
 * flow's top-level steps as a run names them (a {@code ${name}} in the flow matches any value). Both
 * {@code flowwright run --from-recipe} and the studio's Record from here go through here.
 */
public final class RecipeCut {
    private RecipeCut() {}

    /** Where to go on: the recipe's first {@code at - 1} steps, and the index (from 0) of the flow step to run from. */
    public record Resume(List<RecipeStep> kept, int flowStep) {
        public Resume { kept = List.copyOf(kept); }

        /** What is replayed before the new recording: the kept steps, from the recipe's start, checking nothing at the end. */
        public Recipe keptOf(Recipe whole) {
            return whole.withSteps(kept).withExpect(List.of());
        }

        /** The kept steps followed by what the new run recorded, with the new run's expectations. */
        public Recipe joined(Recipe recorded) {
            List<RecipeStep> steps = new ArrayList<>(kept);
            steps.addAll(recorded.steps());
            return recorded.withSteps(steps);
        }
    }

    /**
     * Replays the kept steps ({@link Resume#keptOf}) with no model on {@code surface}; every one must
     * pass, as a recording is not continued from a page the replay did not reach. Returns null when they
     * all passed, else a sentence naming the first that did not and why.
     */
    public static String replayKept(Surface surface, Recipe kept, ReplayOptions options) {
        ReplayReport replayed = new RecipeReplayer(surface, options).replay(kept);
        for (StepResult r : replayed.steps()) {
            if (r.status() != StepStatus.PASSED) {
                return "step " + (r.index() + 1) + " did not replay (" + r.status().word() + ": " + r.note() + ")";
            }
        }
        return null;
    }

    /**
     * The resume point for recipe step {@code at} (from 1), or a sentence saying why there is none: out of
     * range, or a step that served no top-level step of {@code flow}.
     */
    public static Resume at(Flow flow, Recipe recipe, int at) throws IllegalArgumentException {
        if (at < 1 || at > recipe.steps().size()) {
            throw new IllegalArgumentException("--at must be a step of the recipe, 1 to " + recipe.steps().size() + ", not " + at);
        }
        int k = 0;
        for (int i = 0; i < at; i++) {
            String from = recipe.steps().get(i).from();
            Optional<Integer> served = served(flow, from, k);
            if (served.isEmpty()) {
                throw new IllegalArgumentException("recipe step " + (i + 1) + (from == null ? " names no flow step (no from:)" : " (from: " + from
                        + ") served no top-level step of the flow at or after step " + (k + 1))
                        + ": the flow has changed since the recipe was recorded, or it is another flow");
            }
            k = served.get();
        }
        return new Resume(new ArrayList<>(recipe.steps().subList(0, at - 1)), k);
    }

    private static Optional<Integer> served(Flow flow, String from, int fromIndex) {
        if (from == null) return Optional.empty();
        for (int k = fromIndex; k < flow.steps().size(); k++) {
            if (words(flow.steps().get(k)).matcher(from.strip()).matches()) return Optional.of(k);
        }
        return Optional.empty();
    }

    /** The step as a run names it in events and recipes, with every {@code ${…}} matching anything. */
    private static Pattern words(Step step) {
        String raw = StepTexts.raw(step);
        StringBuilder regex = new StringBuilder();
        for (String part : raw.strip().split("\\$\\{[^}]*}", -1)) {
            if (!regex.isEmpty()) regex.append(".*");
            regex.append(Pattern.quote(part));
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }
}
