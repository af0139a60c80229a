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
}
