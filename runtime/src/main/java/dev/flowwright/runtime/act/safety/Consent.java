package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.act.safety.FrontLayer;

import dev.flowwright.runtime.screen.Fold;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Consent is the user's to give (issue #12 item 4): on a layer that asks for cookie or tracking
 * consent, a control that grants it ("Accept all", "Alle akzeptieren", "同意する") is pressed only when
 * the step itself asks to accept or the flow's {@link Grant} permits consent. Refusing and limiting
 * controls ("Reject all", "Accept essential only", "Nur notwendige") are what an obstacle is closed with.
 * The words are in {@code consent-words.txt}.
 */
public final class Consent {
    private Consent() {}

    static final WordList LIST = WordList.load("consent-words.txt");
    static final String NOUN = "noun";
    static final String GRANT = "grant";
    static final String LIMIT = "limit";
    static final String REFUSE = "refuse";

    /** The grant word, when the control gives consent on a consent layer (form controls never do: they are choices). */
    static Optional<WordList.Hit> grants(Element e, Screen screen) {
        if (DestructiveCheck.isFormControl(e)) return Optional.empty();
        String label = DestructiveCheck.text(e);
        if (LIST.holds(label, LIMIT)) return Optional.empty();
        Optional<WordList.Hit> grant = LIST.find(label, GRANT::equals);
        if (grant.isEmpty() || !inConsentContext(e, screen)) return Optional.empty();
        return grant;
    }

    /**
     * Words of a control that saves or confirms the choices on a consent layer ("Save my choices",
     * "Auswahl speichern", "Guardar preferencias"): it gives whatever consent the layer's toggles hold.
     */
    static final List<String> SAVE_WORDS = List.of("save", "confirm", "submit", "apply", "speichern", "bestatigen",
            "ubernehmen", "guardar", "confirmar", "aplicar", "enregistrer", "confirmer", "valider", "salva", "conferma",
            "opslaan", "bevestigen", "kaydet", "onayla", "zapisz", "potwierdz", "spara", "bekrafta", "сохранить",
            "подтвердить", "保存", "確認", "确认", "저장", "확인");

    /**
     * A non-refusing control that saves a consent layer's choices while one of its purpose toggles is on
     * (a pre-ticked "Personalised advertising" is the classic): pressing it gives that consent, so it counts
     * as granting. Returns the ticked purposes' names.
     */
    static Optional<String> savesTickedPurposes(Element e, Screen screen) {
        if (DestructiveCheck.isFormControl(e) || !inConsentContext(e, screen)) return Optional.empty();
        String label = Fold.fold(DestructiveCheck.text(e));
        if (LIST.holds(label, REFUSE)) return Optional.empty();
        if (SAVE_WORDS.stream().noneMatch(w -> startsWord(label, w))) return Optional.empty();
        List<String> ticked = new ArrayList<>();
        for (Element t : screen.elements()) {
            if (!isToggle(t) || !t.has(ElementState.CHECKED) || t.has(ElementState.DISABLED)) continue;
            String name = DestructiveCheck.text(t);
            if (NECESSARY.matcher(Fold.fold(name)).find() || !inConsentContext(t, screen)) continue;
            ticked.add(t.label());
        }
        return ticked.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", ticked));
    }

    /** Purposes a consent layer may keep on without asking: the site cannot work without them. */
    private static final java.util.regex.Pattern NECESSARY = java.util.regex.Pattern.compile(
            "necessar|essential|required|strictly|notwendig|erforderlich|necesari|esencial|necessair|obligatoir|nodig|noodzakelijk|gerekli|niezbedn|nodvandig|необходим|必要|필수");

    private static boolean isToggle(Element e) {
        String r = e.role();
        return r.equals("checkbox") || r.equals("switch") || r.equals("check box") || r.equals("toggle button") || r.equals("menuitemcheckbox");
    }

    private static boolean startsWord(String folded, String word) {
        int i = folded.indexOf(word);
        while (i >= 0) {
            if (i == 0 || !Character.isLetterOrDigit(folded.charAt(i - 1))) return true;
            i = folded.indexOf(word, i + 1);
        }
        return false;
    }

    /** True when the control refuses or limits consent on a consent layer, or closes that layer. */
    public static boolean limits(Element e, Screen screen) {
        if (DestructiveCheck.isFormControl(e)) return false;
        if (!LIST.holds(DestructiveCheck.text(e), LIMIT) && !FrontLayer.isCloser(e)) return false;
        return inConsentContext(e, screen);
    }

    /**
     * True when the control gets past a consent layer in one press without giving consent: it refuses or
     * limits consent ("Reject non-essential", "Nur notwendige", "Continue without accepting") or closes the
     * layer ("×", "Not now") — as against one that only opens or saves the choices ("Settings", "Manage").
     */
    public static boolean refuses(Element e, Screen screen) {
        if (DestructiveCheck.isFormControl(e)) return false;
        if (!LIST.holds(DestructiveCheck.text(e), REFUSE) && !FrontLayer.isCloser(e)) return false;
        return inConsentContext(e, screen);
    }

    /**
     * True when the step's own words ask to give consent: a grant word and no limiting one. "accept all
     * cookies" asks; "accept essential cookies only", "reject non-essential cookies" and "continue" do not.
     */
    public static boolean asksToAccept(String stepText) {
        if (stepText == null) return false;
        return LIST.holds(stepText, GRANT) && !LIST.holds(stepText, LIMIT);
    }

    /**
     * True when the control sits on something about cookies, tracking or consent: its own label or
     * description, the layer it is in, or an element within {@link Thresholds#CONSENT_REACH} of it in
     * reading order says so.
     */
    static boolean inConsentContext(Element e, Screen screen) {
        if (mentions(e.name() + " " + e.description())) return true;
        for (String p : e.path()) if (mentions(p)) return true;
        List<Element> els = screen.elements();
        int at = indexOf(els, e);
        if (at >= 0) {
            for (int j = Math.max(0, at - Thresholds.CONSENT_REACH); j <= Math.min(els.size() - 1, at + Thresholds.CONSENT_REACH); j++) {
                Element near = els.get(j);
                if (mentions(near.name() + " " + near.description())) return true;
            }
        }
        if (FrontLayer.contains(e)) {
            String layer = outermostLayer(e);
            for (Element other : screen.elements()) {
                if (layer != null && layer.equals(outermostLayer(other)) && mentions(other.name() + " " + other.description())) return true;
            }
        }
        return false;
    }

    /**
     * When a consent layer is in the way and every control that would close it grants consent (no
     * refusing, limiting or closing control is there to press), why it cannot be closed; empty otherwise.
     */
    public static Optional<String> onlyGrants(Screen screen, Grant grant, String stepText) {
        if (asksToAccept(stepText)) return Optional.empty();
        List<String> granting = new ArrayList<>();
        boolean otherWay = false;
        for (Element e : screen.elements()) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED)) continue;
            if (grants(e, screen).isPresent()) {
                if (grant.permitsConsent(e)) return Optional.empty();
                granting.add(DestructiveCheck.text(e));
            } else if (limits(e, screen)) {
                otherWay = true;
            }
        }
        if (granting.isEmpty() || otherWay) return Optional.empty();
        return Optional.of("a consent layer is in the way and its only quick exits grant consent ("
                + String.join(", ", granting) + "); consent is the user's to give, so the run will not press them"
                + " (a flow that means to accept says so in a step, or permits it with `allow: [consent]`)");
    }

    private static boolean mentions(String text) {
        return LIST.holds(text, NOUN);
    }

    private static int indexOf(List<Element> els, Element e) {
        for (int i = 0; i < els.size(); i++) if (els.get(i) == e) return i;
        for (int i = 0; i < els.size(); i++) if (els.get(i).equals(e)) return i;
        return -1;
    }

    private static String outermostLayer(Element e) {
        for (String p : e.path()) if (FrontLayer.isLayerEntry(p)) return p;
        return null;
    }
}
