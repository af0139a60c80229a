package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.reading.StepNames;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The item a step names by what it says, read as a limit on the candidates (issue #13): "remove the email
 * from Gisela" is only ever a control of the mail row that shows "Gisela", whatever the other rows offer
 * with the same icon. The items are the repeated containers the surface reports (hint {@code item}); the
 * step's names are its capitalised words past the first, its {@code @handles} and its quoted texts —
 * except words that name a control on offer ("Reply", "Submit"), which say what to press, not where. The
 * limit applies only when the names pick out some items and not all; controls outside every item stay
 * on offer.
 */
final class Scopes {
    private Scopes() {}

    /** The request, limited to the controls of the items the step's names pick out. */
    static Grounding.Request narrow(Screen screen, Grounding.Request request) {
        if (request.goal() == null || StepNames.of(request.goal()).isEmpty()) return request;
        Set<String> items = new LinkedHashSet<>();
        for (Element e : screen.elements()) if (e.item() != null && request.offers(e) && request.allowed().test(e)) items.add(e.item());
        if (items.size() < 2) return request;
        Set<String> controls = new java.util.HashSet<>();
        for (Element e : screen.elements()) if (request.offers(e)) controls.add(QuotedNames.fold(Grounding.nameOf(e)));
        List<Pattern> names = names(request.goal(), controls);
        if (names.isEmpty()) return request;
        Set<String> picked = new LinkedHashSet<>();
        for (String item : items) for (Pattern p : names) if (p.matcher(item).find()) picked.add(item);
        if (picked.isEmpty() || picked.size() == items.size()) return request;
        return new Grounding.Request(request.goal(), request.purpose(), request.needed(),
                request.allowed().and(e -> e.item() == null || picked.contains(e.item())));
    }

    /** Whole-word patterns for the step's names that are no control's name. */
    static List<Pattern> names(String goal, Set<String> controls) {
        List<Pattern> out = new ArrayList<>();
        for (String name : StepNames.of(goal)) if (!controls.contains(QuotedNames.fold(name))) out.add(StepNames.wholeWord(name));
        return out;
    }
}
