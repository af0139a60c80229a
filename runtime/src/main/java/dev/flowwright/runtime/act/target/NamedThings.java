package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.reading.ControlWords;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.reading.Plan;
import dev.flowwright.runtime.reading.Readings;
import dev.flowwright.runtime.reading.Target;
import dev.flowwright.runtime.reading.Term;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Identifiers and quoted names are hard constraints (docs/how-a-run-works.md#identifiers-and-quoted-names-are-hard-constraints):
 * when the thing a step presses is named by an identifier (letters with digits: {@code B-12}, {@code SKU 88-1042},
 * {@code M8 × 25}) or a quoted name, only an element that shows it — in its name, its description, its value, or
 * the text of the item or row it sits in — may be offered, whatever the decider would answer. "Open order B-12" is
 * never the row of B-13, however alike they look; when nothing on screen shows B-12 there is nothing to press,
 * and the do loop looks further (behind folds, on later pages) or stops. Spelling is compared without its
 * formatting: {@code M8 × 25} is {@code m8x25} as {@code M8 x 25} is, {@code SKU 88-1042} is {@code sku881042}.
 *
 * <p>Only the thing pressed is constrained, never a value: "search for SKU 88-1042" and "type B-12 into the
 * code box" carry the identifier to type, and the field and the Search button show nothing of it.
 */
public final class NamedThings {
    private NamedThings() {}

    /** Verbs whose object is a text to type or look for, not a thing to press. */
    private static final Set<String> VALUE_VERBS = Set.of("type", "enter", "input", "write", "fill", "search", "find", "look",
            "put", "set", "add", "append", "insert", "paste", "copy", "rename", "replace", "change", "call", "name", "tag");

    /** A constraint: the element must show one of {@code names} (a tick of several names: any of them). */
    public record Required(List<String> names) {
        public Required {
            names = List.copyOf(names);
        }

        /** Whether {@code e} shows one of the names. */
        public boolean shownBy(Element e) {
            String shown = text(e);
            for (String n : names) if (Term.shows(shown, n)) return true;
            return false;
        }

        public String said() {
            return "\"" + String.join("\" or \"", names) + "\"";
        }
    }

    /** What the thing a step presses must show: empty when the step names it by no identifier or quoted name. */
    public static List<Required> required(String goal) {
        if (goal == null || goal.isBlank()) return List.of();
        Plan plan = Readings.read(goal);
        if (plan.compound()) return List.of(); // each part is grounded as its own sub-goal, with its own words
        Intent intent = plan.only();
        List<Required> out = new ArrayList<>();
        if (intent instanceof Intent.Press p) add(out, p.target(), goal);
        else if (intent instanceof Intent.Open o) add(out, o.item(), goal);
        else if (intent instanceof Intent.Expand x) add(out, x.what(), goal);
        else if (intent instanceof Intent.Tick t) anyOf(out, t.targets());
        else if (intent instanceof Intent.Untick u) anyOf(out, u.targets());
        else if (intent instanceof Intent.Goal g && !startsWithValueVerb(g.source())) {
            // a goal no reading claimed ("cancel order B-12"): its identifiers name what it acts on; a quote in
            // free words may be a text to type ("reply "thanks"") and is left to the exact-name rule
            List<String> ids = new ArrayList<>();
            for (Term term : Term.of(g.source())) if (term instanceof Term.Identifier id) ids.add(id.text());
            for (String id : ids) out.add(new Required(List.of(id)));
        }
        return out;
    }

    private static void add(List<Required> out, Target target, String goal) {
        if (target == null || FORMERLY.matcher(target.phrase()).find()) return;
        String kind = ControlWords.kindIn(goal).map(ControlWords.Kind::named).orElse(null);
        for (Term term : target.terms()) {
            if (term instanceof Term.Quoted q && QuotedNames.fold(q.text()).equals(kind)) continue; // "a "textarea" widget": a kind
            if (term instanceof Term.Identifier || term instanceof Term.Quoted) out.add(new Required(List.of(term.text())));
        }
    }

    /**
     * "The button that was labelled "Gonder"": the name it used to have (a heal's phrase, a person's note of a
     * renamed control) is a clue, not what the control shows now.
     */
    private static final java.util.regex.Pattern FORMERLY = java.util.regex.Pattern.compile(
            "\\b(?:that|which)\\s+(?:was|used\\s+to\\s+be)\\s+(?:labell?ed|called|named|titled)\\b", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** "Tick B-12 and C-7": each press is one of them, so an element must show at least one. */
    private static void anyOf(List<Required> out, List<Target> targets) {
        List<String> names = new ArrayList<>();
        for (Target t : targets) {
            for (Term term : t.terms()) if (term instanceof Term.Identifier || term instanceof Term.Quoted) names.add(term.text());
        }
        if (!names.isEmpty()) out.add(new Required(names));
    }

    private static boolean startsWithValueVerb(String goal) {
        List<Term> terms = Term.of(goal);
        for (Term t : terms) {
            if (!(t instanceof Term.Word w)) return false;
            String word = w.text().toLowerCase(Locale.ROOT);
            if (word.equals("please") || word.equals("then") || word.equals("now")) continue;
            return VALUE_VERBS.contains(word);
        }
        return false;
    }

    /**
     * The request, limited to elements that show every name the step's target is called by. Where no element
     * shows a name but the page itself does (a heading "Order B-12" over its one "Cancel order" button), the page
     * is about it: a control of no repeated item may stand for it, a row of other items may not. Only presses
     * are limited (a field to type into shows no name of what is typed); a step that names nothing is left as it is.
     */
    static Grounding.Request narrow(Screen screen, Grounding.Request request) {
        if (!presses(request)) return request;
        List<Required> required = required(request.goal());
        if (required.isEmpty()) return request;
        List<java.util.function.Predicate<Element>> each = new ArrayList<>();
        for (Required r : required) {
            if (shownByAnElement(screen, r)) each.add(r::shownBy);
            else each.add(e -> r.shownBy(e) || e.item() == null);
        }
        return new Grounding.Request(request.goal(), request.purpose(), request.needed(),
                request.allowed().and(e -> each.stream().allMatch(p -> p.test(e))));
    }

    /**
     * The names the step's target is called by that nothing on screen shows — no element, no line of the page,
     * not its title: nothing may be pressed for it here, and the note says which, so the loop looks further or
     * the step stops saying why.
     */
    static List<Required> missing(Screen screen, Grounding.Request request) {
        if (!presses(request)) return List.of();
        List<Required> out = new ArrayList<>();
        for (Required r : required(request.goal())) {
            if (shownByAnElement(screen, r) || shownByThePage(screen, r)) continue;
            out.add(r);
        }
        return out;
    }

    private static boolean presses(Grounding.Request request) {
        return request.needed() == ElementAction.CLICK || request.needed() == ElementAction.EXPAND;
    }

    private static boolean shownByAnElement(Screen screen, Required r) {
        for (Element e : screen.elements()) if (!e.has(ElementState.DISABLED) && r.shownBy(e)) return true;
        return false;
    }

    private static boolean shownByThePage(Screen screen, Required r) {
        for (String n : r.names()) {
            if (Term.shows(screen.window(), n)) return true;
            for (String line : screen.context()) if (Term.shows(line, n)) return true;
        }
        return false;
    }

    /** Everything an element shows of itself and of the item or row it sits in. */
    static String text(Element e) {
        StringBuilder b = new StringBuilder(e.name()).append(" · ").append(e.description());
        if (e.value() != null) b.append(" · ").append(e.value());
        if (e.item() != null) b.append(" · ").append(e.item());
        for (String p : e.path()) b.append(" · ").append(p);
        return b.toString();
    }

    /** For tests and notes: the set of names required, flattened. */
    static Set<String> names(String goal) {
        Set<String> out = new LinkedHashSet<>();
        for (Required r : required(goal)) out.addAll(r.names());
        return out;
    }
}
