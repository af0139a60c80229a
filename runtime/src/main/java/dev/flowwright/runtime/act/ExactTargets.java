package dev.flowwright.runtime.act;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.QuotedNames;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A name the step quotes ({@code Click on the link "Nam."}, {@code the button labelled “OK”}) is the
 * name of the target, not a bag of words: the one control on offer whose whole name is that text — case,
 * spacing and a closing full stop aside — is grounded without asking, ahead of anything that merely
 * shares words with the step (issue #13). Two or more such controls are look-alikes, left to the
 * ordinal and look-alike rules; a quote that names no control (a value to type) changes nothing.
 */
final class ExactTargets {
    private ExactTargets() {}

    static Optional<Grounding.Result> resolve(Screen screen, Grounding.Request request) {
        Set<String> quoted = QuotedNames.in(request.goal());
        if (quoted.isEmpty()) return Optional.empty();
        List<Element> exact = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!request.offers(e) || e.has(ElementState.DISABLED) || !e.isNamed() || !request.allowed().test(e)) continue;
            if (quoted.contains(QuotedNames.fold(e.name()))) exact.add(e);
        }
        if (exact.size() != 1) return Optional.empty();
        return Optional.of(new Grounding.Result.Found(exact.get(0), 1.0, "exact"));
    }

    /** "Select wuH, KI, YnKjh and BY": a ticking verb, then names set apart by commas and a last "and". */
    private static final java.util.regex.Pattern LISTED = java.util.regex.Pattern.compile(
            "^\\s*(?:please\\s+)?(?:select|check|tick|mark|choose|pick)\\s+(?:the\\s+)?(?:boxes\\s+|checkboxes\\s+|items\\s+)?(?<list>[^,]+(?:,[^,]+)+?)\\s*[.!]?$",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /**
     * A step that names each box to tick, one after another ("Select wuH, KI, YnKjh and BY"): every unticked
     * box on offer whose whole name is one of those names is asked for, so the first of them in reading
     * order is grounded without asking — to a decider the named boxes are equally right, and an even split
     * between right answers is no reason to abstain. A name no box has changes nothing; a ticked box is
     * never offered (pressing it would untick it).
     */
    static Optional<Grounding.Result> listed(Screen screen, Grounding.Request request) {
        java.util.regex.Matcher m = LISTED.matcher(request.goal());
        if (!m.matches()) return Optional.empty();
        Set<String> names = new java.util.HashSet<>();
        for (String item : m.group("list").split(",|\\s+and\\s+")) {
            String name = QuotedNames.fold(item.replaceAll("^\\s*(?:and\\s+)?", "").strip());
            if (!name.isEmpty()) names.add(name);
        }
        if (names.size() < 2) return Optional.empty();
        for (Element e : screen.elements()) {
            if (!e.isTickable() || !request.offers(e) || e.has(ElementState.DISABLED) || e.has(ElementState.CHECKED)
                    || e.has(ElementState.SELECTED) || !e.isNamed() || !request.allowed().test(e)) continue;
            if (names.contains(QuotedNames.fold(e.name()))) return Optional.of(new Grounding.Result.Found(e, 1.0, "listed"));
        }
        return Optional.empty();
    }
}
