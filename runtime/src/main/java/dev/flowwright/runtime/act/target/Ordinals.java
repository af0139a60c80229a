package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.reading.ControlWords;
import dev.flowwright.runtime.reading.OrdinalWords;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "The second X" among several controls that are all called X (issue #12, the widget factory's six
 * radio buttons named "radiobutton"): a description cannot tell such look-alikes apart, so no decider
 * can pick the right one — the step's ordinal does, in reading order (top to bottom, then left to
 * right, as a person counts them on screen). The nth is grounded here without asking; when there is no
 * nth, or it is disabled or already struck off in this step, nothing fits and the step says why. Only
 * a group of two or more same-named candidates (named by the step, or by a role word: "the second radio
 * button" among radio buttons that all share one name), or every control of a role when the step names
 * the role and nothing more ("the last link", "the second button on the page", issue #13), counts:
 * an ordinal about anything else ("the first link about prices") is left to ordinary grounding.
 */
public final class Ordinals {
    private Ordinals() {}

    /** Two boxes whose tops differ by less than this sit on one row (pixels). */
    private static final double SAME_ROW = 8;

    /** A grounding by ordinal, or empty when the goal names no ordinal over a group of look-alikes. */
    static Optional<Grounding.Result> resolve(Screen screen, Grounding.Request request) {
        Optional<OrdinalWords.Count> count = OrdinalWords.in(request.goal());
        if (count.isEmpty()) return Optional.empty();
        int n = count.get().n();
        String word = count.get().word();
        String phrase = count.get().phrase();
        List<Element> group = group(screen, request, phrase);
        if (group.size() < 2) return Optional.empty();
        List<Element> ordered = new ArrayList<>(group);
        ordered.sort(readingOrder(screen));
        String what = group.get(0).isNamed() && sameName(group) ? group.get(0).role() + " \"" + group.get(0).name() + "\"" : group.get(0).role();
        int index = n == -1 ? ordered.size() - 1 : n - 1;
        if (index >= ordered.size()) {
            return Optional.of(new Grounding.Result.NothingFits("there is no " + word + " " + what + ": "
                    + ordered.size() + " on screen"));
        }
        Element e = ordered.get(index);
        if (e.has(ElementState.DISABLED)) {
            return Optional.of(new Grounding.Result.NothingFits("the " + word + " " + what + " (of " + ordered.size()
                    + ", in reading order) is disabled"));
        }
        if (!request.allowed().test(e)) {
            return Optional.of(new Grounding.Result.NothingFits("the " + word + " " + what + " (of " + ordered.size()
                    + ", in reading order) was already tried in this step"));
        }
        return Optional.of(new Grounding.Result.Found(e, 1.0, "ordinal"));
    }

    /**
     * "The 2nd search result", "the 5th product": an ordinal over something no name or role word counts.
     * Whatever it is, the nth of it is one of at least n controls of one kind — the same role at the same
     * place in the page's structure, item numbers aside — so a lone control that merely shares a word
     * with the step ("Search" for "the 2nd search result") is never the answer. The request is limited to
     * such groups; with none big enough, nothing fits and the step says so rather than press the wrong
     * thing and call it done. A pager's page numbers and arrows are not what is counted unless the step
     * speaks of pages ("the 2nd search result" is never the page link "2"). "The first …" of something on
     * a screen where controls come in groups is one of a group too, or of the role the step names.
     */
    static Grounding.Request countable(Screen screen, Grounding.Request request) {
        Optional<OrdinalWords.Count> count = OrdinalWords.in(request.goal());
        if (count.isEmpty()) return request;
        int n = count.get().n();
        boolean pages = PAGES.matcher(fold(request.goal())).find();
        Predicate<Element> countable = e -> pages || !PAGER.matcher(e.name().strip()).matches();
        Map<String, Integer> counts = new HashMap<>();
        for (Element e : screen.elements()) if (request.offers(e) && countable.test(e)) counts.merge(shape(e), 1, Integer::sum);
        // "the 1st search result": where things come in groups, the first of them is in a group too — a lone
        // control is the first of nothing, unless the step names its role ("the first button")
        if (n == 1 && counts.values().stream().noneMatch(c -> c >= 2)) return request;
        int least = n == 1 || n == -1 ? 2 : n;
        List<String> named = n == 1 ? ControlWords.rolesIn(count.get().phrase()) : List.of();
        Predicate<Element> counted = e -> named.contains(e.role()) || (countable.test(e) && counts.getOrDefault(shape(e), 0) >= least);
        return new Grounding.Request(request.goal(), request.purpose(), request.needed(), request.allowed().and(counted));
    }

    /** A pager's control: a bare page number or arrow. It turns pages; it is not one of the things counted. */
    private static final Pattern PAGER = Pattern.compile("\\d{1,4}|[«»‹›<>←→]+|\\.\\.\\.|…");
    private static final Pattern PAGES = Pattern.compile("\\bpages?\\b");

    /** Role and ancestor path with numbers and quoted labels left out: the same kind of control on any item. */
    private static String shape(Element e) {
        StringBuilder b = new StringBuilder(e.role());
        for (String p : e.path()) b.append('|').append(p.replaceAll("\"[^\"]*\"|#?\\d+", "").strip());
        return b.toString();
    }

    /** Verbs that ask for one control of a group to be the chosen one ("choose the second radiobutton"). */
    private static final Pattern CHOOSING = Pattern.compile("^(choose|select|pick|check|tick|mark|turn on|switch on)\\b");

    /**
     * For a step that chooses "the nth X" among look-alikes: a test of a look that holds once that very
     * control reports itself chosen (checked or selected) — the press's effect read off the control, not
     * judged from the screen's words. Empty for any other step.
     */
    public static Optional<Predicate<Screen>> chosen(String goal) {
        if (!CHOOSING.matcher(fold(goal)).find() || OrdinalWords.in(goal).isEmpty()) return Optional.empty();
        Grounding.Request request = Grounding.Request.click(goal, e -> true);
        return Optional.of(screen -> resolve(screen, request)
                .flatMap(Grounding.Result::found)
                .map(e -> e.has(ElementState.CHECKED) || e.has(ElementState.SELECTED))
                .orElse(false));
    }

    /**
     * The look-alikes the phrase names, needed action or not (counting includes disabled ones, as a person
     * counts what they see): same-named elements whose name starts the phrase, the longest such name
     * winning; else every element of the role the phrase starts with.
     */
    static List<Element> group(Screen screen, Grounding.Request request, String phrase) {
        Map<String, List<Element>> byName = new LinkedHashMap<>();
        for (Element e : screen.elements()) {
            if (!e.isNamed() || !request.offers(e)) continue;
            String name = fold(e.name());
            if (!startsWithWords(phrase, name)) continue;
            byName.computeIfAbsent(e.role() + "\u0000" + name, k -> new ArrayList<>()).add(e);
        }
        List<Element> best = List.of();
        int bestLength = -1;
        boolean tie = false;
        for (var en : byName.entrySet()) {
            if (en.getValue().size() < 2) continue;
            int length = en.getKey().length();
            if (length > bestLength) {
                best = en.getValue();
                bestLength = length;
                tie = false;
            } else if (length == bestLength) {
                tie = true;
            }
        }
        if (!best.isEmpty()) return tie ? List.of() : best;
        for (var en : ControlWords.ROLE_WORDS.entrySet()) {
            if (!startsWithWords(phrase, en.getKey())) continue;
            List<Element> byRole = screen.elements().stream()
                    .filter(e -> en.getValue().contains(e.role()) && request.offers(e)).toList();
            // counting by role among look-alikes, or when the phrase is the role word and nothing more ("the last link"):
            // "the first button about prices" over differently named buttons is the model's to ground
            if (byRole.size() >= 2 && (sameName(byRole) || onlyTheRole(phrase, en.getKey()))) return byRole;
        }
        return List.of();
    }

    /** Top to bottom, then left to right; elements without a box keep their document order after those with one. */
    static Comparator<Element> readingOrder(Screen screen) {
        List<Element> doc = screen.elements();
        return (a, b) -> {
            Bounds x = a.bounds(), y = b.bounds();
            if (x == null || y == null) {
                if (x == null && y == null) return Integer.compare(doc.indexOf(a), doc.indexOf(b));
                return x == null ? 1 : -1;
            }
            if (Math.abs(x.y() - y.y()) >= SAME_ROW) return Double.compare(x.y(), y.y());
            if (x.x() != y.x()) return Double.compare(x.x(), y.x());
            return Integer.compare(doc.indexOf(a), doc.indexOf(b));
        };
    }

    /** Words after the role word that add nothing to it: "the second link on the page", "the last button." */
    private static final Pattern NOTHING_MORE = Pattern.compile("^s?\\s*(?:(?:on|in) (?:the|this) (?:page|screen|window)|here|shown)?\\s*[.!]?$");

    private static boolean onlyTheRole(String phrase, String roleWord) {
        return NOTHING_MORE.matcher(phrase.substring(roleWord.length())).matches();
    }

    private static boolean sameName(List<Element> group) {
        return group.stream().map(Element::name).distinct().count() == 1;
    }

    private static boolean startsWithWords(String phrase, String words) {
        if (words.isEmpty() || !phrase.startsWith(words)) return false;
        if (phrase.length() == words.length()) return true;
        char next = phrase.charAt(words.length());
        // "radiobuttons" counts as the plural of "radiobutton"
        if (next == 's' && (phrase.length() == words.length() + 1 || !Character.isLetterOrDigit(phrase.charAt(words.length() + 1)))) return true;
        return !Character.isLetterOrDigit(next);
    }

    static String fold(String s) { return OrdinalWords.fold(s); }
}
