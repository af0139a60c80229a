package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.reading.Field;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.StepWords;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.List;
import java.util.Set;

/**
 * A field given a value ({@link Intent.SetField}: "set the speed to Fast", "choose Paris as the location"). The
 * words do not say how the field takes it; the screen does (docs/step-kinds.md#plain-steps-and-their-readings):
 * <ul>
 *   <li>a control that picks — an option, a radio, a tab or a menu item named as the value, or a list (a
 *       select, a combo box that takes no typing, a button that opens a list) that fits the field's words
 *       better than any box — is chosen as the {@code choose} step chooses: the option found by its name, its
 *       list opened as a person opens it, a date picked on its calendar, the choice checked afterwards;</li>
 *   <li>a box that takes typing is typed into as the {@code enter} step types (its suggestions, its calendar
 *       and its read-back included);</li>
 *   <li>with nothing on screen that fits the field's words, a value with digits (a date, an amount, a code)
 *       is typed, and a name is chosen — but a bare number for something with no box to take it ("set the quantity
 *       to 3" beside a count and its + button) is a goal for the do loop, which sets it as a person would.</li>
 * </ul>
 */
final class SetFieldStep {
    private SetFieldStep() {}

    /** Roles of what a list offers: one of them named as the value is the value's own control. */
    private static final Set<String> OFFERED = Set.of("option", "radio", "menuitem", "menuitemradio", "tab", "treeitem", "list item");
    /** Roles of a control that holds a choice of values. */
    private static final Set<String> LISTS = Set.of("combobox", "combo box", "listbox", "list box", "radiogroup", "menu button", "popup button");

    static StepOutcome run(Intent.SetField set, StepContext ctx) {
        Screen screen = ctx.eyes().look(0, "");
        String value = ctx.redaction().expand(set.value().text());
        // a value with a ${name} in it is typed as the enter step types it, a secret's only ever into a field
        if (set.value().references().isEmpty() && picks(screen, set.field(), value)) {
            return new ChooseStep().run(new Step.Choose(set.field().phrase(), set.value().text()), ctx);
        }
        if (set.value().references().isEmpty() && NUMBER.matcher(value.strip()).matches() && boxFor(screen, set.field()) == null)
            return Intents.goal(ctx, set.source(), java.util.Optional.empty());
        return Typing.run(List.of(new Intent.TypeInto(set.source(), set.value(), set.field())), ctx);
    }

    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("^[-+]?\\d+(?:[.,]\\d+)?$");

    /** Whether the field is one a value is picked in rather than typed into, as this screen shows it. */
    static boolean picks(Screen screen, Field field, String value) {
        String want = Element.comparable(value);
        for (Element e : screen.elements()) {
            if (OFFERED.contains(e.role()) && !e.actions().isEmpty() && !e.has(ElementState.DISABLED)
                    && Element.comparable(e.name()).equals(want)) return true;
        }
        Element best = boxFor(screen, field);
        if (best != null) return isList(best) && !typesInto(best);
        return value.chars().noneMatch(Character::isDigit);
    }

    /** The enabled box or list whose words share the most with the field's; null when none shares any. */
    private static Element boxFor(Screen screen, Field field) {
        Set<String> words = StepWords.of(field.slot().isEmpty() ? field.phrase() : field.slot());
        Element best = null;
        int most = 0;
        for (Element e : screen.elements()) {
            if (e.has(ElementState.DISABLED) || !(typesInto(e) || isList(e))) continue;
            int overlap = StepWords.overlap(words, fieldWords(e));
            if (overlap > most) {
                most = overlap;
                best = e;
            }
        }
        return best;
    }

    private static boolean typesInto(Element e) {
        return e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT);
    }

    private static boolean isList(Element e) {
        return e.can(ElementAction.SELECT) || LISTS.contains(e.role()) || "true".equals(e.hint("haspopup"));
    }

    /** What says what a control is for: its label, description, placeholder, label text and where it sits. */
    private static String fieldWords(Element e) {
        return String.join(" ", e.name(), e.description(), nonNull(e.hint("placeholder")), nonNull(e.hint("labelText")),
                nonNull(e.hint("nameAttr")), nonNull(e.hint("id")).replace('-', ' ').replace('_', ' '), String.join(" ", e.path()));
    }

    private static String nonNull(String s) { return s == null ? "" : s; }
}
