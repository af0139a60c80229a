package dev.flowwright.studio.recipe;

import java.util.List;

/**
 * One recipe step as the editor's list shows it.
 *
 * @param index    0-based position
 * @param action   the action as the file spells it ({@code click}, {@code fill}, …)
 * @param from     the flow step it served (provenance), or empty
 * @param subject  what it acts on: the strongest locator, the keys of a press, a manual step's label
 * @param value    the value in pieces, placeholders apart (drawn as chips); empty when none
 * @param status   how the latest replay ended this step ({@code passed}, {@code healed}, …), or null
 * @param note     the replay's note for this step (why it failed, what healing did), or empty
 * @param problem  the first validation problem on this step, or null
 * @param proposal whether a heal proposal for this step waits for review
 */
public record RecipeStepRow(int index, String action, String from, String subject, List<ValuePart> value,
                            String status, String note, String problem, boolean proposal) {
    public RecipeStepRow {
        value = List.copyOf(value);
    }

    public String number() { return Integer.toString(index + 1); }

    /** The value as written, placeholders included (never a secret's value: the recipe holds none). */
    public String valueText() {
        StringBuilder b = new StringBuilder();
        for (ValuePart p : value) b.append(p.text());
        return b.toString();
    }

    /** The replay's note, and for a failed step the ladder it climbed ("role=button name=\"Go\": 0 matches; id=\"go\": 2 matches"). */
    static String replayNote(dev.flowwright.runtime.recipe.StepResult res) {
        String note = res.note() == null ? "" : res.note();
        if (res.status() != dev.flowwright.runtime.recipe.StepStatus.FAILED || res.ladder().isEmpty()) return note;
        String ladder = res.ladder().stream().map(dev.flowwright.runtime.recipe.LocatorAttempt::describe)
                .collect(java.util.stream.Collectors.joining("; "));
        return note.isBlank() ? "tried " + ladder : note + " — tried " + ladder;
    }

    /** What a step acts on, in one line: its strongest locator, the keys of a press, a manual step's label. */
    static String subject(dev.flowwright.runtime.recipe.RecipeStep s) {
        if (s.target() != null && !s.target().locators().isEmpty()) return LocatorText.format(s.target().locators().get(0));
        if (s.keys() != null) return "keys " + s.keys();
        if (s.label() != null) return s.label();
        return "";
    }
}
