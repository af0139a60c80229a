package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.steps.enter.EditableFields;

import dev.flowwright.runtime.steps.enter.EnterStep;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.Value;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.screen.Screen;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Typing a text the screen shows for a label rather than one the step spells
 * ({@link dev.flowwright.runtime.reading.ShownValueReading}: "Enter the value of Last name into the text field",
 * "fill the form with the values shown"). The value is what the page pairs with that label in reading
 * order: "Last name: Burgess" on one line, or the label alone on its line and its value on the next, as a
 * table row, a definition list or an order summary shows it. The label must be shown with exactly one
 * value; none or several and the step fails saying so — a guess typed and submitted does harm.
 */
public final class LabelledValues {
    private LabelledValues() {}

    /**
     * The one value the screen shows for {@code label}, or empty when it shows none or several. A page that
     * shows the task it asks for ("Enter the value of <b>Last name</b> into …") breaks the label out of its
     * sentence onto a line of its own; that occurrence, right after the step's own words without it, is the
     * step echoed, and counts only when the label shows nowhere else (a screen reader's text joins the echo
     * with a table's first row when they read the same).
     */
    public static Optional<String> valueOf(Screen screen, String label, String step) {
        return valueOf(screen, label, step, Set.of());
    }

    /** As {@link #valueOf(Screen, String, String)}, where a line that is one of {@code labels} (folded) is never a value. */
    static Optional<String> valueOf(Screen screen, String label, String step, Set<String> labels) {
        String key = QuotedNames.fold(label);
        if (key.isEmpty()) return Optional.empty();
        String echoWords = words(step == null ? "" : step.replace(label, " "));
        Set<String> values = new LinkedHashSet<>();
        Set<String> echoed = new LinkedHashSet<>();
        List<String> lines = screen.context();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            String folded = QuotedNames.fold(line);
            if (folded.equals(key)) {
                boolean echo = i > 0 && !echoWords.isEmpty() && words(lines.get(i - 1)).startsWith(echoWords);
                if (i + 1 < lines.size()) {
                    String next = lines.get(i + 1).strip();
                    if (!next.isEmpty() && !QuotedNames.fold(next).equals(key) && !next.endsWith(":") && !labels.contains(QuotedNames.fold(next))) {
                        (echo ? echoed : values).add(next);
                    }
                }
            } else {
                int colon = line.indexOf(':');
                if (colon > 0 && QuotedNames.fold(line.substring(0, colon)).equals(key)) {
                    String rest = line.substring(colon + 1).strip();
                    if (!rest.isEmpty()) values.add(rest);
                }
            }
        }
        if (values.isEmpty()) values = echoed;
        return values.size() == 1 ? Optional.of(values.iterator().next()) : Optional.empty();
    }

    private static String words(String s) {
        return QuotedNames.fold(s).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }

    /**
     * Every empty field on screen that has a label (its name, or the words beside it) takes the one value
     * the screen shows for that label elsewhere (a table, a summary), typed as the enter step types. A label
     * shown with no value or several fails the step naming it, before anything is typed.
     */
    static StepOutcome runEach(String step, StepContext ctx) {
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        Map<String, String> slots = new java.util.LinkedHashMap<>();
        List<dev.flowwright.runtime.screen.Element> fields = EditableFields.of(screen, Set.of(), e -> false);
        // the form's own labels, in the text beside its fields, are never values of the record's
        Set<String> labels = new java.util.HashSet<>();
        for (var field : fields) labels.add(QuotedNames.fold(labelOf(field)));
        for (dev.flowwright.runtime.screen.Element field : fields) {
            if (field.value() != null && !field.value().isEmpty()) continue;
            String label = labelOf(field);
            if (label.isEmpty() || slots.containsKey(label)) continue;
            Optional<String> value = valueOf(screen, label, step, labels);
            if (value.isEmpty() || value.get().contains("${") || !ctx.mask(value.get()).equals(value.get())) {
                ctx.account().endTurn(0, "no one value shown for " + label);
                return StepOutcome.failed("the screen does not show one value for \"" + label + "\" to type");
            }
            slots.put(label, value.get());
        }
        if (slots.isEmpty()) {
            ctx.account().endTurn(0, "no labelled empty field");
            return StepOutcome.failed("no empty field on screen has a label to look up");
        }
        ctx.remember("the screen shows " + String.join(", ", slots.entrySet().stream().map(en -> en.getKey() + ": " + en.getValue()).toList()));
        return new EnterStep().run(new Step.Enter(slots), ctx);
    }

    private static String labelOf(dev.flowwright.runtime.screen.Element field) {
        return (field.isNamed() ? field.name() : field.description()).strip().replaceAll("[:*\\s]+$", "");
    }

    /** Reads the value off the screen and types it as the enter step does; fails when the screen does not show one. */
    static StepOutcome run(Intent.TypeShownValue typing, StepContext ctx) {
        String step = ctx.redaction().expand(typing.source());
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        Optional<String> value = valueOf(screen, typing.label(), step);
        // a value in a secret's spelling is never copied off the screen into a field (nor into a recipe)
        if (value.isEmpty() || value.get().contains("${") || !ctx.mask(value.get()).equals(value.get())) {
            ctx.account().endTurn(0, "no one value shown for " + typing.label());
            return StepOutcome.failed("the screen does not show one value for \"" + typing.label() + "\" to type");
        }
        ctx.remember("the screen shows " + typing.label() + ": " + value.get());
        return Typing.run(List.of(new Intent.TypeInto(typing.source(), new Value(value.get()), typing.field())), ctx);
    }
}
