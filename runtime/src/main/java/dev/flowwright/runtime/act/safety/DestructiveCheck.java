package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.run.StepContext;
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
 * Runs before every click an ordinary step makes (docs/how-a-run-works.md#what-the-runtime-never-presses) and
 * fails closed: a refused click fails the step with zero actions. It refuses when the label holds a
 * hard-to-undo word in any of the languages of {@link HardWords}, when it replaces a file a dialog says
 * exists ({@link Overwrites}), when it is a plain save over the open document while the step names another
 * file ({@link SavingOver}), when the control grants cookie or
 * tracking consent and the step does not ask to accept ({@link Consent}), when its link or form goes to
 * an address that signs out or deletes, when the flow's own stop_before phrases name the control, when
 * the control is an unnamed one in a sheet, or when the screen shows payment details and the control is
 * not a form control or a tab. The flow's {@link Grant} ({@code allow:}) lifts the word, address and
 * payment rules for what it names; nothing lifts stop_before.
 */
public final class DestructiveCheck {
    private DestructiveCheck() {}

    /**
     * What the check needs besides the control and the screen.
     *
     * @param stopBefore the flow's stop_before phrases
     * @param grant      the flow's explicit permission
     * @param stepText   the step's own words (does it ask to accept consent?); null when no step asks
     */
    public record Guard(List<String> stopBefore, Grant grant, String stepText) {
        public Guard {
            stopBefore = stopBefore == null ? List.of() : List.copyOf(stopBefore);
            grant = grant == null ? Grant.NONE : grant;
        }
    }

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

    /** The hints that hold where a press goes: a link's target, a form button's action. */
    static final List<String> ADDRESS_HINTS = List.of("href", "formAction");

    /** How many elements either side of a field a card word may sit and still label it. */
    private static final int CARD_LABEL_REACH = 5;

    /** Why a click on {@code target} is refused, or empty when it may go ahead (no grant, no step asking to accept). */
    public static Optional<String> refusal(Element target, Screen screen, List<String> stopBefore) {
        return refusal(target, screen, new Guard(stopBefore, Grant.NONE, null));
    }

    /** The check as a step sees it: the run's stop_before phrases and grant, the step's own words. */
    public static Optional<String> refusal(Element target, Screen screen, StepContext ctx) {
        return refusal(target, screen, new Guard(ctx.stopBefore(), new Grant(ctx.allowed()), ctx.account().text()));
    }

    /** Why a click on {@code target} is refused, or empty when it may go ahead. */
    public static Optional<String> refusal(Element target, Screen screen, Guard guard) {
        String label = target.label();
        String text = text(target);
        for (WordList.Hit hit : HardWords.in(text)) {
            if (guard.grant().permits(hit.concept(), target)) continue;
            return Optional.of("refused to press " + label + ": " + hit.describe() + " is hard to undo"
                    + permitHint(hit.concept()));
        }
        Optional<String> overwrite = Overwrites.refusal(target, screen, guard.grant());
        if (overwrite.isPresent()) return overwrite;
        Optional<String> over = SavingOver.refusal(target, screen, guard.stepText());
        if (over.isPresent()) return over;
        Optional<WordList.Hit> consent = Consent.grants(target, screen);
        if (consent.isPresent() && !Consent.asksToAccept(guard.stepText()) && !guard.grant().permitsConsent(target)) {
            return Optional.of("refused to press " + label + ": it grants cookie or tracking consent (" + consent.get().describe()
                    + "), which is the user's to give; the step does not ask to accept (a flow that means to says so, or permits it with `allow: ["
                    + Grant.CONSENT + "]`)");
        }
        Optional<String> ticked = Consent.savesTickedPurposes(target, screen);
        if (ticked.isPresent() && !Consent.asksToAccept(guard.stepText()) && !guard.grant().permitsConsent(target)) {
            return Optional.of("refused to press " + label + ": it saves a consent layer with " + ticked.get()
                    + " still ticked, which gives that consent; consent is the user's to give (untick them first, or a flow that means to"
                    + " accept says so, or permits it with `allow: [" + Grant.CONSENT + "]`)");
        }
        for (String key : ADDRESS_HINTS) {
            String address = target.hint(key);
            for (WordList.Hit hit : HardWords.inAddress(address)) {
                if (guard.grant().permits(hit.concept(), target)) continue;
                // the path only: a query may carry a session token, and notes reach journals and reports
                String path = address.replaceAll("[?#].*", "");
                return Optional.of("refused to press " + label + ": it goes to " + path + ", which says " + hit.describe()
                        + permitHint(hit.concept()));
            }
        }
        if (!isTab(target)) {
            for (String phrase : guard.stopBefore()) {
                if (names(phrase, target)) {
                    return Optional.of("refused to press " + label + ": the flow stops before \"" + phrase + "\"");
                }
            }
        }
        // words read off an icon's markup (its class names) are not a label the page gave: still unnamed here
        boolean labelled = target.isNamed() || !target.description().isBlank() && !"markup".equals(target.hint("descFrom"));
        if (screen.surface() == SurfaceKind.SHEET && !labelled) {
            return Optional.of("refused to press an unnamed " + target.role()
                    + " in a sheet: it may be the default button of a confirmation");
        }
        if (!isTab(target) && !isFormControl(target)
                && !guard.grant().permits(HardWords.PAY, target) && !guard.grant().permits(HardWords.BUY, target)) {
            Optional<String> card = paymentEvidence(screen);
            if (card.isPresent()) {
                return Optional.of("refused to press " + label + ": the screen shows payment details (" + card.get() + ")");
            }
        }
        return Optional.empty();
    }

    /** The words a control shows: its name, else its description. */
    static String text(Element e) {
        return e.isNamed() ? e.name() : e.description();
    }

    private static String permitHint(String concept) {
        return " (a flow that means it permits it with `allow: [" + concept + "]`)";
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
    public static boolean isTab(Element e) { return e.role().equals("tab") || e.role().equals("page tab"); }

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
