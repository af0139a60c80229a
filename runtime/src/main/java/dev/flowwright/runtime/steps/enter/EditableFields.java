package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The editable fields of a look (docs/step-kinds.md#enter, round 2): anything that supports set-value or typing, or has
 * a text-like role, that is not disabled or read-only and not of a kind this step has struck off, in
 * reading order (top to bottom, then left to right: y·10000 + x, document order breaking ties).
 */
public final class EditableFields {
    private EditableFields() {}

    static final Set<String> TEXT_ROLES = Set.of(
            "textbox", "searchbox", "combobox", "textarea", "entry", "password text", "spinbutton", "spin button",
            "text field", "editable text", "search field");

    /** Fields of {@code screen}, in reading order, minus struck kinds and whatever {@code excluded} rejects. */
    public static List<Element> of(Screen screen, Set<String> struckRoles, Predicate<Element> excluded) {
        List<Element> out = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!isField(e) || struckRoles.contains(e.role()) || excluded.test(e)) continue;
            out.add(e);
        }
        out.sort(Comparator.comparingDouble(EditableFields::readingOrder)); // stable: document order breaks ties
        return out;
    }

    public static boolean isField(Element e) {
        if (e.has(ElementState.DISABLED) || e.has(ElementState.READONLY)) return false;
        return e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT)
                || TEXT_ROLES.contains(e.role().toLowerCase(Locale.ROOT));
    }

    static double readingOrder(Element e) {
        Bounds b = e.bounds();
        return b == null ? 0 : b.y() * 10_000 + b.x();
    }

    /**
     * The same field in another look: refs are re-minted per look, so role, name and place identify it — and
     * what the page's code calls it (id, name attribute, input type), which is all that tells two unlabelled
     * fields apart (a login form's bare user and password boxes); a field with none of these is known by
     * where it sits in the page's structure.
     */
    static String key(Element e) {
        String code = hint(e, "id") + "|" + hint(e, "nameAttr") + "|" + hint(e, "type");
        boolean bare = !e.isNamed() && e.description().isBlank() && e.hint("id") == null && e.hint("nameAttr") == null;
        return e.role() + "|" + e.name() + "|" + e.description() + "|" + String.join(" > ", e.path()) + "|" + code
                + (bare ? "|" + hint(e, "indexPath") : "");
    }

    private static String hint(Element e, String key) {
        String v = e.hint(key);
        return v == null ? "" : v;
    }

    /** The field with {@code key} in {@code screen}, if it is still there. */
    static java.util.Optional<Element> find(Screen screen, String key) {
        return screen.elements().stream().filter(e -> key(e).equals(key)).findFirst();
    }
}
