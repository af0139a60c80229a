package dev.flowwright.runtime.act;

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

    /** The grant word, when the control gives consent on a consent layer (form controls never do: they are choices). */
    static Optional<WordList.Hit> grants(Element e, Screen screen) {
        if (DestructiveCheck.isFormControl(e)) return Optional.empty();
        String label = DestructiveCheck.text(e);
        if (LIST.holds(label, LIMIT)) return Optional.empty();
        Optional<WordList.Hit> grant = LIST.find(label, GRANT::equals);
        if (grant.isEmpty() || !inConsentContext(e, screen)) return Optional.empty();
        return grant;
    }

    /** True when the control refuses or limits consent on a consent layer, or closes that layer. */
    static boolean limits(Element e, Screen screen) {
        if (DestructiveCheck.isFormControl(e)) return false;
        if (!LIST.holds(DestructiveCheck.text(e), LIMIT) && !FrontLayer.isCloser(e)) return false;
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
