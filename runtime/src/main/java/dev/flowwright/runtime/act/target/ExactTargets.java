package dev.flowwright.runtime.act.target;

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
public final class ExactTargets {
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

    /** "Select wuH, KI, YnKjh and BY", "Select Fredrika, Tabby from the scroll list": a ticking verb, then names set apart by commas. */
    private static final java.util.regex.Pattern LISTED = java.util.regex.Pattern.compile(
            "^\\s*(?:please\\s+)?(?:select|check|tick|mark|choose|pick)\\s+(?:the\\s+)?(?:boxes\\s+|checkboxes\\s+|items\\s+)?(?<list>[^,]+(?:,[^,]+?)+?)"
                    + "(?:\\s+(?:from|in|on)\\s+the\\s+(?:[\\p{L}-]+\\s+){0,2}(?:list|listbox|box|menu|options))?\\s*[.!]?$",
            java.util.regex.Pattern.CASE_INSENSITIVE);

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

    /** The names a step lists to tick or choose, folded; empty when it lists none. */
    public static Set<String> listedNames(String goal) {
        java.util.regex.Matcher m = LISTED.matcher(goal);
        if (!m.matches()) return Set.of();
        Set<String> names = new java.util.HashSet<>();
        for (String item : m.group("list").split(",|\\s+and\\s+")) {
            String name = QuotedNames.fold(item.replaceAll("^\\s*(?:and\\s+)?", "").strip());
            if (!name.isEmpty()) names.add(name);
        }
        return names;
    }

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

    /** "Click on a "textarea" widget", "press any button", "click the checkbox control". */
    private static final java.util.regex.Pattern OF_KIND = java.util.regex.Pattern.compile(
            "^\\s*(?:please\\s+)?(?:click|press|tap|select|choose|pick)(?:\\s+on)?\\s+(?<article>a|an|any|the|one)\\s+[\"“']?(?<kind>[a-z -]+?)[\"”']?"
                    + "(?:\\s+(?:widget|control|element|item))?\\s*[.!]?$",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /** A control's kind as a person names it: the role, and for text, whether it is the one-line or many-line kind. */
    private static final java.util.Map<String, String> KINDS = java.util.Map.ofEntries(
            java.util.Map.entry("radio", "radio"), java.util.Map.entry("radio button", "radio"), java.util.Map.entry("radiobutton", "radio"),
            java.util.Map.entry("checkbox", "checkbox"), java.util.Map.entry("check box", "checkbox"),
            java.util.Map.entry("button", "button"), java.util.Map.entry("link", "link"),
            java.util.Map.entry("textarea", "textarea"), java.util.Map.entry("text area", "textarea"),
            java.util.Map.entry("text", "text"), java.util.Map.entry("textbox", "text"), java.util.Map.entry("text box", "text"),
            java.util.Map.entry("text field", "text"), java.util.Map.entry("text input", "text"), java.util.Map.entry("input", "text"),
            java.util.Map.entry("dropdown", "combobox"), java.util.Map.entry("drop-down", "combobox"), java.util.Map.entry("combobox", "combobox"),
            java.util.Map.entry("select", "combobox"), java.util.Map.entry("slider", "slider"), java.util.Map.entry("switch", "switch"));

    /**
     * "Click on a "textarea" widget": the step names a kind of control, not a control — when no control on
     * offer is called that. With "a", "an", "any" or "one" every control of the kind is equally what the step
     * asks, and the first in reading order is grounded; with "the" only when there is exactly one. A text
     * field and a text area are told apart by the tag the page used.
     */
    static Optional<Grounding.Result> ofKind(Screen screen, Grounding.Request request) {
        java.util.regex.Matcher m = OF_KIND.matcher(request.goal());
        if (!m.matches()) return Optional.empty();
        String kind = KINDS.get(m.group("kind").strip().toLowerCase(java.util.Locale.ROOT).replaceAll("\\s+", " "));
        if (kind == null) return Optional.empty();
        String named = QuotedNames.fold(m.group("kind"));
        List<Element> fit = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!request.allowed().test(e) || e.has(ElementState.DISABLED) || e.actions().isEmpty()) continue;
            if (e.isNamed() && QuotedNames.fold(e.name()).equals(named)) return Optional.empty(); // a control is called that
            if (isKind(e, kind)) fit.add(e);
        }
        boolean any = !m.group("article").equalsIgnoreCase("the");
        if (fit.isEmpty() || (!any && fit.size() != 1)) return Optional.empty();
        return Optional.of(new Grounding.Result.Found(fit.get(0), 1.0, "kind"));
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
