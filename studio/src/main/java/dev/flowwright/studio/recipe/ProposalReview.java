package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A heal proposal under review ({@code x.proposal.recipe.yaml} beside {@code x.recipe.yaml}): for each
 * step the heal changed, the target it had and the one proposed. A step stays pending while the
 * editor's step still has the old target and the person has not rejected it, so accepting (an edit)
 * and undoing it bring the diff back and forth, and moving steps around keeps it on its step.
 */
final class ProposalReview {
    /** One healed step: what it was (action, provenance and old target identify it) and its new target. */
    record Change(RecipeStep before, Target proposed) {}

    private final List<Change> changes;
    private final List<Change> rejected = new ArrayList<>();

    private ProposalReview(List<Change> changes) {
        this.changes = List.copyOf(changes);
    }

    static ProposalReview none() { return new ProposalReview(List.of()); }

    /** The steps whose target the proposal changed, step by step in order. */
    static ProposalReview between(Recipe recipe, Recipe proposal) {
        List<Change> changes = new ArrayList<>();
        int n = Math.min(recipe.steps().size(), proposal.steps().size());
        for (int i = 0; i < n; i++) {
            RecipeStep old = recipe.steps().get(i);
            RecipeStep healed = proposal.steps().get(i);
            if (old.target() != null && healed.target() != null && old.action() == healed.action()
                    && !old.target().equals(healed.target())) {
                changes.add(new Change(old, healed.target()));
            }
        }
        return new ProposalReview(changes);
    }

    /** The pending change for step {@code at} of {@code recipe}, if any. */
    Optional<Change> pendingFor(Recipe recipe, int at) {
        RecipeStep s = recipe.steps().get(at);
        return changes.stream().filter(c -> !rejected.contains(c) && c.before().equals(s)).findFirst();
    }

    /** Every pending change as a diff row, against the recipe as it now is. */
    List<ProposalRow> rows(Recipe recipe) {
        List<ProposalRow> rows = new ArrayList<>();
        if (recipe == null) return rows;
        for (int i = 0; i < recipe.steps().size(); i++) {
            int at = i;
            pendingFor(recipe, i).ifPresent(c -> rows.add(diff(at, c.before().target(), c.proposed())));
        }
        return rows;
    }

    void reject(Change c) { rejected.add(c); }

    boolean isEmpty() { return changes.isEmpty(); }

    static ProposalRow diff(int step, Target old, Target proposed) {
        List<String> removed = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        List<String> added = new ArrayList<>();
        for (Locator l : old.locators()) (proposed.locators().contains(l) ? kept : removed).add(LocatorText.format(l));
        for (Locator l : proposed.locators()) if (!old.locators().contains(l)) added.add(LocatorText.format(l));
        if (!old.frame().equals(proposed.frame())) {
            removed.add("frame=" + String.join(" > ", old.frame()));
            added.add("frame=" + String.join(" > ", proposed.frame()));
        }
        return new ProposalRow(step, removed, kept, added);
    }
}
