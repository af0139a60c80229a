package dev.flowwright.runtime.screen;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One element of a {@link Screen}: what the accessibility tree (or the DOM) says about a control or text.
 *
 * @param ref         id minted for this look only ("e12"); never compared across looks, never fingerprinted
 * @param role        accessible role ("button", "textbox", "link", "tab", …), lower case
 * @param name        accessible name, may be empty
 * @param description accessible description, may be empty
 * @param value       current value (text of a field, selected option), may be null
 * @param states      focused, selected, checked, disabled, covered, offscreen, …
 * @param actions     what the surface can do to it
 * @param bounds      box in page/screen coordinates, may be null when unknown
 * @param path        ancestor labels, outermost first (e.g. {@code list "Results"}, {@code listitem #3})
 * @param hints       surface-specific locator material for recipes: "id", "nameAttr", "labelText",
 *                    "testId", "placeholder", "frame" (frame chain joined by " > "), "tag", "indexPath";
 *                    "descFrom" = "markup" when the description is words read off an unnamed icon's id and
 *                    class names ("trash", "send reply"), not a label the page gave; "nearby" when it is the
 *                    short text written beside an unnamed field ("Genre:"); "item" = the first words of the
 *                    repeated container (a post, a card, a row) the element sits in, "itemHead" its first line as
 *                    drawn (a post's author line); "form" = the form the element belongs to, "defaultButton" =
 *                    "true" on the form's default button (the one Enter in its fields presses)
 */
public record Element(
        String ref,
        String role,
        String name,
        String description,
        String value,
        Set<ElementState> states,
        Set<ElementAction> actions,
        Bounds bounds,
        List<String> path,
        Map<String, String> hints) {

    public Element {
        role = role == null ? "" : role;
        name = name == null ? "" : name;
        description = description == null ? "" : description;
        states = states == null ? Set.of() : Set.copyOf(states);
        actions = actions == null ? Set.of() : Set.copyOf(actions);
        path = path == null ? List.of() : List.copyOf(path);
        hints = hints == null ? Map.of() : Map.copyOf(hints);
    }

    /** {@code role "name"}: the name, else the description, else just the role. */
    public String label() {
        if (!name.isBlank()) return role + " \"" + name + "\"";
        if (!description.isBlank()) return role + " \"" + description + "\"";
        return role;
    }

    public boolean has(ElementState state) { return states.contains(state); }

    public boolean can(ElementAction action) { return actions.contains(action); }

    public boolean isNamed() { return !name.isBlank(); }

    /** A name as names are compared: lower case, runs of white space one space, trimmed; null is empty. */
    public static String comparable(String name) {
        return name == null ? "" : name.toLowerCase(java.util.Locale.ROOT).replaceAll("\\s+", " ").strip();
    }

    /** A checkbox, radio button or switch: pressing it sets a state a recipe records as check or uncheck. */
    public boolean isTickable() { return TICKABLE.contains(role); }

    private static final java.util.Set<String> TICKABLE = java.util.Set.of("checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio");

    public String hint(String key) { return hints.get(key); }

    /** The hint naming the repeated item (a post, a card, a row) the element sits in, by its first words. */
    public static final String ITEM_HINT = "item";

    /** The repeated item the element sits in, or null. */
    public String item() { return hints.get(ITEM_HINT); }

    /** The hint holding the item's first line as drawn: a post's author line, a mail's sender, a row's first cell. */
    public static final String ITEM_HEAD_HINT = "itemHead";

    /** The hint naming the form an element belongs to, and the one marking the form's default button (Enter presses it). */
    public static final String FORM_HINT = "form";
    public static final String DEFAULT_BUTTON_HINT = "defaultButton";
}
