package dev.flowwright.runtime.act;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Runs before every click an ordinary step makes (seed 000 "The destructive check", reference §4) and
 * fails closed: a refused click fails the step with zero actions. It refuses when the label holds a
 * hard-to-undo word, when the flow's own stop_before phrases name the control, when the control is an
 * unnamed one in a sheet, or when the screen shows payment details and the control is not a form
 * control or a tab.
 */
public final class DestructiveCheck {
    private DestructiveCheck() {}

    /**
     * Hard-to-undo words, matched as substrings of the lowercased label (so "Sender" is refused and
     * "Sent" is not): the seed's list plus discard and erase (ARCHITECTURE.md, decisions beyond the seeds).
     */
    public static final List<String> WORDS = List.of(
            "delete", "remove", "send", "purchase", "buy", "pay", "submit", "confirm", "overwrite",
            "quit without saving", "empty trash", "sign out", "discard", "erase");

    /** A stepper's minus button ("Remove adult") takes a person off a count: easy to undo. */
    private static final Pattern COUNTER_MINUS = Pattern.compile(
            "\\b(remove|decrease|reduce|minus|subtract)\\b.*\\b(adults?|child|children|infants?|passengers?|travell?ers?|guests?|rooms?)\\b"
                    + "|\\b(adults?|child|children|infants?|passengers?|travell?ers?|guests?|rooms?)\\b.*\\b(remove|decrease|reduce|minus|subtract)\\b");

    /** Fields that mean the screen is a payment form. */
    private static final Pattern CARD_FIELD = Pattern.compile(
            "card ?number|credit card|debit card|cardholder|card holder|name on card|\\bcvv2?\\b|\\bcvc\\b|security code"
                    + "|card verification|expiry date|expiration date|\\bexpiry\\b|valid thru|upi id|\\bvpa\\b");

    private static final Set<String> FORM_CONTROL_ROLES = Set.of(
            "textbox", "searchbox", "combobox", "listbox", "option", "checkbox", "radio", "spinbutton", "switch",
            "slider", "menuitemradio", "menuitemcheckbox", "textarea", "entry", "password text", "radio button",
            "check box", "combo box", "spin button", "toggle button");

    private static final Set<String> TEXT_FIELD_ROLES = Set.of(
            "textbox", "searchbox", "combobox", "textarea", "entry", "password text", "spinbutton", "spin button");

    /** How many elements either side of a field a card word may sit and still label it. */
    private static final int CARD_LABEL_REACH = 5;

    /** Why a click on {@code target} is refused, or empty when it may go ahead. */
    public static Optional<String> refusal(Element target, Screen screen, List<String> stopBefore) {
        String label = target.label();
        String lower = label.toLowerCase(Locale.ROOT);
        Optional<String> word = hardWord(lower);
        if (word.isPresent()) {
            return Optional.of("refused to press " + label + ": \"" + word.get() + "\" is hard to undo");
        }
        if (!isTab(target)) {
            for (String phrase : stopBefore) {
                if (names(phrase, target)) {
                    return Optional.of("refused to press " + label + ": the flow stops before \"" + phrase + "\"");
                }
            }
        }
        if (screen.surface() == SurfaceKind.SHEET && !target.isNamed() && target.description().isBlank()) {
            return Optional.of("refused to press an unnamed " + target.role()
                    + " in a sheet: it may be the default button of a confirmation");
        }
        if (!isTab(target) && !isFormControl(target)) {
            Optional<String> card = paymentEvidence(screen);
            if (card.isPresent()) {
                return Optional.of("refused to press " + label + ": the screen shows payment details (" + card.get() + ")");
            }
        }
        return Optional.empty();
    }

    /** The hard-to-undo word a lowercased label holds, minding the counter-minus exception. */
    static Optional<String> hardWord(String lowerLabel) {
        boolean counterMinus = COUNTER_MINUS.matcher(lowerLabel).find();
        for (String w : WORDS) {
            if (!lowerLabel.contains(w)) continue;
            if (counterMinus && w.equals("remove")) continue;
            return Optional.of(w);
        }
        return Optional.empty();
    }

    /**
     * True when the control's name (3 characters or more) starts a word of the phrase: "sending the
     * email" names "Send", "the current bill" does not name "Rent".
     */
    public static boolean names(String phrase, Element target) {
        String name = (target.isNamed() ? target.name() : target.description()).strip().toLowerCase(Locale.ROOT);
        if (name.length() < 3 || phrase == null) return false;
        String p = phrase.toLowerCase(Locale.ROOT);
        for (int i = p.indexOf(name); i >= 0; i = p.indexOf(name, i + 1)) {
            if (i == 0 || !Character.isLetterOrDigit(p.charAt(i - 1))) return true;
        }
        return false;
    }

    /** A tab only shows another panel of the same page: navigation, never what a stop_before names. */
    static boolean isTab(Element e) { return e.role().equals("tab") || e.role().equals("page tab"); }

    static boolean isFormControl(Element e) {
        return FORM_CONTROL_ROLES.contains(e.role()) || isTextField(e);
    }

    /** A card field on screen (by its own label, or a card word within reach of a field), if any. */
    static Optional<String> paymentEvidence(Screen screen) {
        List<Element> els = screen.elements();
        for (int i = 0; i < els.size(); i++) {
            Element e = els.get(i);
            if (!isTextField(e)) continue;
            Optional<String> own = cardWord(e.name() + " " + e.description() + " " + hints(e));
            if (own.isPresent()) return own;
            for (int j = Math.max(0, i - CARD_LABEL_REACH); j <= Math.min(els.size() - 1, i + CARD_LABEL_REACH); j++) {
                Element near = els.get(j);
                if (j == i || isTextField(near)) continue;
                Optional<String> w = cardWord(near.name() + " " + near.description());
                if (w.isPresent()) return w;
            }
        }
        return Optional.empty();
    }

    private static boolean isTextField(Element e) {
        return TEXT_FIELD_ROLES.contains(e.role()) || e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT)
                || e.has(dev.flowwright.runtime.screen.ElementState.EDITABLE);
    }

    private static String hints(Element e) {
        String p = e.hint("placeholder");
        String l = e.hint("labelText");
        return (p == null ? "" : p) + " " + (l == null ? "" : l);
    }

    private static Optional<String> cardWord(String text) {
        var m = CARD_FIELD.matcher(text.toLowerCase(Locale.ROOT));
        return m.find() ? Optional.of(m.group()) : Optional.empty();
    }
}
