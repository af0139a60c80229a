package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Only suggestions are suggestions (issue #12 item 8): what a typed text may be completed with, decided
 * here in code whatever a decider would answer. A row qualifies only when it
 * <ul>
 *   <li><b>appeared after the typing</b>: nothing with its role, name and place was on the look before
 *       (states and values aside, so an Undo item that merely became enabled has not appeared);</li>
 *   <li><b>is not one of the application's own menu items</b>: no item of a menu bar, of a menu that was
 *       already there before typing, nor a menu itself;</li>
 *   <li><b>is on screen</b>: not off-screen, not a zero-sized or "not drawn" box;</li>
 *   <li><b>belongs to the field</b>: a list row ({@code option}), inside a listbox or popup, or within
 *       {@link Thresholds#SUGGESTION_NEAR_PX} of the field's box.</li>
 * </ul>
 * No row qualifying means no pick: the text stays as typed.
 */
final class SuggestionRows {
    private SuggestionRows() {}

    private static final Set<String> MENU_ROLES = Set.of("menuitem", "menuitemcheckbox", "menuitemradio", "menu", "menubar");
    /** Path entries that are a suggestion list or popup of their own. */
    private static final List<String> LIST_CONTAINERS = List.of("listbox", "combobox", "popover", "popup", "tooltip", "grid", "tree");

    /** The rows of {@code candidates} a pick may be offered. */
    static List<Element> offerable(List<Element> candidates, Screen before, Screen after, Element field) {
        Set<String> known = identities(before);
        return candidates.stream().filter(e -> offerable(e, known, before, after, field)).toList();
    }

    /**
     * Like {@link #offerable(List, Screen, Screen, Element)} but a list row already showing before the
     * typing may stay (a ride app lists its rows as soon as its box has the focus): it must still be a
     * list row of the field's own, on screen, and never a menu item.
     */
    static List<Element> offerableShowing(List<Element> candidates, Screen before, Screen after, Element field) {
        Set<String> known = identities(before);
        return candidates.stream().filter(e -> !isApplicationMenu(e, known, before, after) && onScreen(e) && ownList(e)).toList();
    }

    static boolean offerable(Element e, Set<String> known, Screen before, Screen after, Element field) {
        if (known.contains(identity(e))) return false; // it was there before the typing: not something the typing opened
        if (isApplicationMenu(e, known, before, after)) return false;
        if (!onScreen(e)) return false;
        return belongsToField(e, field);
    }

    /** Role, name and place: what an element is, without the states and value typing may change. */
    static String identity(Element e) {
        return e.role() + "\u0000" + e.name() + "\u0000" + String.join(" > ", e.path());
    }

    static Set<String> identities(Screen s) {
        Set<String> out = new HashSet<>();
        for (Element e : s.elements()) out.add(identity(e));
        return out;
    }

    /**
     * A menu, a menu bar, or an item of one that was on screen before the typing, or of a menu bar
     * (the editor's own Edit ▸ Undo, File ▸ Revert): the application's commands, never a suggestion.
     */
    static boolean isApplicationMenu(Element e, Set<String> knownBefore, Screen before, Screen after) {
        if (!MENU_ROLES.contains(e.role())) return false;
        if (e.role().equals("menu") || e.role().equals("menubar")) return true;
        for (String p : e.path()) if (lower(p).startsWith("menubar") || lower(p).startsWith("menu bar")) return true;
        Optional<Element> list = after.listOf(e);
        if (list.isPresent() && MENU_ROLES.contains(list.get().role())
                && (list.get().role().equals("menubar") || knownBefore.contains(identity(list.get())))) return true;
        // an item whose menu, named in its path, was already on the look before the typing
        Set<String> menusBefore = new HashSet<>();
        for (Element m : before.elements()) if (MENU_ROLES.contains(m.role())) menusBefore.add(m.label());
        for (String p : e.path()) if (menusBefore.contains(p)) return true;
        return false;
    }

    /** Not off-screen, not an empty box, not at the toolkit's "not drawn" coordinates. */
    static boolean onScreen(Element e) {
        if (e.has(ElementState.OFFSCREEN)) return false;
        Bounds b = e.bounds();
        if (b == null) return true; // the surface does not know: the other rules decide
        if (b.isEmpty()) return false;
        return b.x() > Thresholds.OFF_SCREEN_COORD && b.y() > Thresholds.OFF_SCREEN_COORD;
    }

    /** A list row, or inside a list or popup of its own. */
    static boolean ownList(Element e) {
        if (e.role().equals("option")) return true;
        for (String p : e.path()) {
            String l = lower(p);
            for (String c : LIST_CONTAINERS) if (l.startsWith(c)) return true;
        }
        return false;
    }

    /** A row of a list (or popup) of its own, or near the field's box. */
    static boolean belongsToField(Element e, Element field) {
        if (ownList(e)) return true;
        return near(e.bounds(), field.bounds());
    }

    /** Within {@link Thresholds#SUGGESTION_NEAR_PX} of the field's box, both boxes known. */
    static boolean near(Bounds row, Bounds field) {
        if (row == null || field == null) return false;
        double dx = gap(row.x(), row.x() + row.width(), field.x(), field.x() + field.width());
        double dy = gap(row.y(), row.y() + row.height(), field.y(), field.y() + field.height());
        return dx <= Thresholds.SUGGESTION_NEAR_PX && dy <= Thresholds.SUGGESTION_NEAR_PX;
    }

    private static double gap(double a0, double a1, double b0, double b1) {
        if (a1 < b0) return b0 - a1;
        if (b1 < a0) return a0 - b1;
        return 0;
    }

    private static String lower(String s) { return s.toLowerCase(Locale.ROOT); }
}
