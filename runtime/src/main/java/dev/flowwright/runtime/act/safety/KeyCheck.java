package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.reading.Keys;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The destructive check for keys a step asks to press (docs/safety.md, "Keys go through the same
 * check"): a key does what a press would, so it is held to the same rules, and fails closed.
 * <ul>
 *   <li>Return (with or without modifiers) on a button, link or other control presses that control: the
 *       control passes the destructive check or the key is refused.</li>
 *   <li>Return in a field presses the form's default button (the first submit button, hint
 *       {@code defaultButton}): it passes the destructive check or the key is refused — "Pay now", "Delete
 *       account" and a sheet's unnamed default are never pressed this way. Where the surface reports no
 *       forms, every button beside the field (in the same container) is held to the check instead.</li>
 *   <li>Return while the screen shows payment details is refused unless the flow permits paying.</li>
 *   <li>Space on a button or a box presses it: the control passes the destructive check.</li>
 *   <li>Delete or Backspace outside a text field deletes what is selected: refused unless the flow permits
 *       deleting.</li>
 *   <li>Ctrl+S (Cmd+S) while the step names another file than the open document's is refused ({@link SavingOver}).</li>
 *   <li>A key that quits the application or closes its window (cmd+q, cmd+w, alt+f4) is refused unless the
 *       step asks to close or quit.</li>
 * </ul>
 * Return over a sheet or dialog (where Return would press the dialog's default button) is {@code act/Shortcuts}'
 * and runs before this.
 */
public final class KeyCheck {
    private KeyCheck() {}

    private static final Set<String> RETURN = Set.of("return", "enter");
    private static final Set<String> DELETING = Set.of("delete", "del", "backspace");
    private static final Set<String> COMMAND = Set.of("cmd", "ctrl", "control", "command", "meta");
    private static final Set<String> EDITABLE_ROLES = Set.of("textbox", "searchbox", "combobox", "textarea", "entry", "password text",
            "spinbutton", "spin button", "text field", "editable text", "search field");

    /**
     * Why pressing {@code combo} now is refused, or empty when it may be pressed.
     *
     * @param focused  the element the key goes to (null: nothing has the focus)
     * @param guard    the run's stop_before phrases, grant and the step's words, as for a press
     * @param surfaceKind the surface's {@code kind()}
     */
    public static Optional<String> refusal(String combo, Element focused, Screen screen, DestructiveCheck.Guard guard, String surfaceKind) {
        List<String> parts = parts(combo);
        String key = parts.get(parts.size() - 1);
        List<String> mods = parts.subList(0, parts.size() - 1);
        String where = focused == null ? "" : " in " + focused.label();
        if (closes(key, mods) && "desktop".equals(surfaceKind)) {
            Optional<String> unsaved = ClosingCheck.unsavedMark(screen);
            Element closeKey = new Element("key", "key", combo, "", null, null, null, null, null, null);
            if (unsaved.isPresent() && !guard.grant().permits(ClosingCheck.DISCARD, closeKey))
                return Optional.of("refused to press " + combo + ": it closes or quits the application while it holds unsaved work ("
                        + unsaved.get() + "), which would be thrown away; save it first, or a flow that means it permits it with `allow: ["
                        + ClosingCheck.DISCARD + "]`");
        }
        if (closes(key, mods) && !ClosingCheck.asksToClose(guard.stepText())) {
            return Optional.of("refused to press " + combo + ": it closes or quits the application, which is hard to undo, and the step does not ask to close or quit");
        }
        Optional<String> over = SavingOver.keyRefusal(mods, key, combo, screen, guard.stepText());
        if (over.isPresent()) return over;
        if (DELETING.contains(key) && (focused == null || !editable(focused))) {
            Element deleteKey = new Element("key", "key", "Delete", "", null, null, null, null, null, null);
            if (!guard.grant().permits("delete", deleteKey)) {
                return Optional.of("refused to press " + combo + where + ": outside a text field it deletes what is selected, which is hard to undo"
                        + " (a flow that means it permits it with `allow: [delete]`)");
            }
        }
        boolean returnKey = RETURN.contains(key);
        boolean space = key.equals("space") && mods.isEmpty();
        if ((returnKey || space) && focused != null && !editable(focused) && !focused.actions().isEmpty()) {
            Optional<String> r = DestructiveCheck.refusal(focused, screen, guard);
            if (r.isPresent()) return Optional.of("refused to press " + combo + " on " + focused.label() + ", which presses it — " + r.get());
        }
        if (!returnKey) return Optional.empty();
        if (focused == null || editable(focused)) {
            for (Element button : defaultButtons(focused, screen)) {
                Optional<String> r = DestructiveCheck.refusal(button, screen, guard);
                if (r.isPresent()) {
                    return Optional.of("refused to press " + combo + where + ": it would press " + button.label() + " — " + r.get());
                }
            }
        }
        Optional<String> card = DestructiveCheck.paymentEvidence(screen);
        Element pay = new Element("key", "key", "Pay", "", null, null, null, null, null, null);
        if (card.isPresent() && !guard.grant().permits(HardWords.PAY, pay) && !guard.grant().permits(HardWords.BUY, pay)) {
            return Optional.of("refused to press " + combo + where + ": the screen shows payment details (" + card.get()
                    + "), and the key may submit them (a flow that means it permits it with `allow: [pay]`)");
        }
        return Optional.empty();
    }

    /**
     * The buttons Return in {@code field} would press: its form's default button where the surface reports
     * forms; where it reports none (a desktop window), every button in the field's own container, since any of
     * them may be the default.
     */
    static List<Element> defaultButtons(Element field, Screen screen) {
        if (field == null) return List.of();
        String form = field.hint(Element.FORM_HINT);
        boolean formsKnown = screen.elements().stream().anyMatch(e -> e.hint(Element.FORM_HINT) != null);
        List<Element> out = new ArrayList<>();
        if (form != null) {
            for (Element e : screen.elements()) {
                if (form.equals(e.hint(Element.FORM_HINT)) && "true".equals(e.hint(Element.DEFAULT_BUTTON_HINT))) out.add(e);
            }
            return out;
        }
        if (formsKnown) return out; // a field outside every form: Return submits nothing
        for (Element e : screen.elements()) {
            if (e == field || editable(e) || !e.can(ElementAction.CLICK) || !isButton(e)) continue;
            if (e.path().equals(field.path())) out.add(e);
        }
        return out;
    }

    private static boolean isButton(Element e) {
        String role = e.role().toLowerCase(Locale.ROOT);
        return role.equals("button") || role.equals("push button") || role.equals("toggle button");
    }

    private static boolean editable(Element e) {
        return EDITABLE_ROLES.contains(e.role().toLowerCase(Locale.ROOT)) || e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT)
                || e.has(ElementState.EDITABLE);
    }

    private static boolean closes(String key, List<String> mods) {
        boolean command = mods.stream().anyMatch(COMMAND::contains);
        return command && (key.equals("q") || key.equals("w")) || mods.contains("alt") && key.equals("f4");
    }

    /** A combo's parts, lower case. */
    static List<String> parts(String combo) {
        return Keys.parts(combo.toLowerCase(Locale.ROOT));
    }
}
