package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.reading.ControlWords;
import dev.flowwright.runtime.reading.TickReading;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A name the step quotes ({@code Click on the link "Nam."}, {@code the button labelled “OK”}) is the
 * name of the target, not a bag of words: the one control on offer whose whole name is that text — case,
 * spacing and a closing full stop aside — is grounded without asking, ahead of anything that merely
 * shares words with the step (issue #13); so is a symbol pressed alone ("press ×", "tap ="), which has no
 * words to match on (a calculator's keys, issue #31). Two or more such controls are look-alikes, left to the
 * ordinal and look-alike rules; a quote that names no control (a value to type) changes nothing.
 */
public final class ExactTargets {
    private ExactTargets() {}

    /** "press ×", "tap the = key": a press of a symbol (no letter or digit in it), which is its own exact name. */
    private static final java.util.regex.Pattern SYMBOL_PRESS = java.util.regex.Pattern.compile(
            "^\\s*(?:click|press|tap|hit|push)(?:\\s+on)?\\s+(?:the\\s+)?(?<symbol>[^\\p{L}\\p{N}\\s\"'“”‘’]{1,3})(?:\\s+(?:button|key))?\\s*[.!]?$",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    static Optional<Grounding.Result> resolve(Screen screen, Grounding.Request request) {
        Set<String> quoted = new java.util.HashSet<>(QuotedNames.in(request.goal()));
        // a symbol has no words to match on: written alone after the press verb, it is the control's whole name
        java.util.regex.Matcher symbol = SYMBOL_PRESS.matcher(request.goal() == null ? "" : request.goal());
        if (symbol.matches()) quoted.add(QuotedNames.fold(symbol.group("symbol")));
        if (quoted.isEmpty()) return Optional.empty();
        List<Element> exact = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!request.offers(e) || e.has(ElementState.DISABLED) || !e.isNamed() || !request.allowed().test(e)) continue;
            if (quoted.contains(QuotedNames.fold(e.name()))) exact.add(e);
        }
        if (exact.size() != 1) return Optional.empty();
        return Optional.of(new Grounding.Result.Found(exact.get(0), 1.0, "exact"));
    }

    /**
     * A step that names each box to tick, one after another ("Select wuH, KI, YnKjh and BY"): every unticked
     * box on offer whose whole name is one of those names is asked for, so the first of them in reading
     * order is grounded without asking — to a decider the named boxes are equally right, and an even split
     * between right answers is no reason to abstain. A name no box has changes nothing; a ticked box is
     * never offered (pressing it would untick it).
     */
    static Optional<Grounding.Result> listed(Screen screen, Grounding.Request request) {
        Set<String> names = listedNames(request.goal());
        if (names.size() < 2) return Optional.empty();
        for (Element e : screen.elements()) {
            // a box to tick, or an option of a list that takes several (a scroll list)
            boolean pickable = e.isTickable() || "option".equals(e.role());
            if (!pickable || !request.offers(e) || e.has(ElementState.DISABLED) || e.has(ElementState.CHECKED)
                    || e.has(ElementState.SELECTED) || !e.isNamed() || !request.allowed().test(e)) continue;
            if (names.contains(QuotedNames.fold(e.name()))) return Optional.of(new Grounding.Result.Found(e, 1.0, "listed"));
        }
        return Optional.empty();
    }

    /** The names a step lists to tick or choose, folded ({@link TickReading#listedNames}); empty when it lists none. */
    public static Set<String> listedNames(String goal) { return TickReading.listedNames(goal); }

    /**
     * "Select Fredrika, Tabby from the scroll list" is done once every listed name is a ticked box or a chosen
     * option on screen: pressing one again would untick it. Empty when the step lists no names.
     */
    public static Optional<java.util.function.Predicate<Screen>> allListedChosen(String goal) {
        Set<String> names = listedNames(goal);
        if (names.size() < 2) return Optional.empty();
        return Optional.of(screen -> {
            Set<String> chosen = new java.util.HashSet<>();
            for (Element e : screen.elements()) {
                if ((e.isTickable() || "option".equals(e.role())) && (e.has(ElementState.CHECKED) || e.has(ElementState.SELECTED))) {
                    chosen.add(QuotedNames.fold(e.name()));
                }
            }
            return chosen.containsAll(names);
        });
    }

    /**
     * "Click on a "textarea" widget": the step names a kind of control ({@link ControlWords#kindIn}), not a
     * control — when no control on offer is called that. The one control of that kind on offer is grounded
     * without asking. A text field and a text area are told apart by the tag the page used.
     */
    static Optional<Grounding.Result> ofKind(Screen screen, Grounding.Request request) {
        Optional<List<Element>> fit = ofKindOnScreen(screen, request);
        if (fit.isEmpty() || fit.get().size() != 1) return Optional.empty();
        return Optional.of(new Grounding.Result.Found(fit.get().get(0), 1.0, "kind"));
    }

    /**
     * Two or more controls of the kind the step names: which one is the decider's to say among those only (or a
     * person's, when it cannot tell them apart), never the first in reading order — "any" is the step's word,
     * not a licence to take whichever came first. "The textarea" with two of them is as ambiguous.
     */
    static Grounding.Request ofKindOnly(Screen screen, Grounding.Request request) {
        Optional<ControlWords.Kind> asked = ControlWords.kindIn(request.goal());
        Optional<List<Element>> fit = ofKindOnScreen(screen, request);
        if (asked.isEmpty() || fit.isEmpty() || fit.get().size() < 2) return request;
        String kind = asked.get().kind();
        return new Grounding.Request(request.goal(), request.purpose(), request.needed(), request.allowed().and(e -> isKind(e, kind)));
    }

    /** The enabled controls on offer of the kind the step names; empty when it names none, or a control is called by the kind word. */
    private static Optional<List<Element>> ofKindOnScreen(Screen screen, Grounding.Request request) {
        Optional<ControlWords.Kind> asked = ControlWords.kindIn(request.goal());
        if (asked.isEmpty()) return Optional.empty();
        String kind = asked.get().kind();
        String named = asked.get().named();
        List<Element> fit = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!request.allowed().test(e) || e.has(ElementState.DISABLED) || e.actions().isEmpty()) continue;
            if (e.isNamed() && QuotedNames.fold(e.name()).equals(named)) return Optional.empty(); // a control is called that
            if (isKind(e, kind)) fit.add(e);
        }
        return Optional.of(fit);
    }

    private static boolean isKind(Element e, String kind) {
        String tag = e.hint("tag");
        return switch (kind) {
            case "textarea" -> "textarea".equals(tag) || (e.role().equals("textbox") && e.has(ElementState.MULTILINE));
            case "text" -> (e.role().equals("textbox") || e.role().equals("searchbox")) && !"textarea".equals(tag) && !e.has(ElementState.MULTILINE);
            default -> e.role().equals(kind);
        };
    }
}
