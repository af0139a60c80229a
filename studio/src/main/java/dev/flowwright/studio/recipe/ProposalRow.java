package dev.flowwright.studio.recipe;

import java.util.List;

/**
 * A heal proposal for one step, as a diff: the locators the recipe has and the ones the heal found.
 *
 * @param step    0-based step in the editor's recipe
 * @param removed locators only the recipe has
 * @param kept    locators both have
 * @param added   locators only the proposal has
 */
public record ProposalRow(int step, List<String> removed, List<String> kept, List<String> added) {
    public ProposalRow {
        removed = List.copyOf(removed);
        kept = List.copyOf(kept);
        added = List.copyOf(added);
    }

    public String title() { return "Step " + (step + 1) + ": heal proposal"; }
}
