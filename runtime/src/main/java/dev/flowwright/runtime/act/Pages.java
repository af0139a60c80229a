package dev.flowwright.runtime.act;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.QuotedNames;
import dev.flowwright.runtime.screen.Screen;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A name the step looks for that is not on this page may be on the next (issue #13): a person looking for
 * "Winifred" in a contact book that shows one card a page, or for an order in a paged table, turns the
 * pages. So when nothing on screen fits and the names the step gives (its capitalised words past the
 * first, its quoted texts) show nowhere on the screen, its one "next page" control is pressed and the page
 * looked at, within the move, up to {@link #MAX_PAGES} pages, until a name shows. Turning a page only shows
 * another part of the same list; the destructive check still sees the press.
 */
final class Pages {
    private Pages() {}

    /** Pages turned to look for a name in one move, at most. */
    static final int MAX_PAGES = 10;

    /** What a pager's next control is called: its label, or the arrow it shows. */
    private static final Set<String> NEXT = Set.of(">", "›", "»", "→", "next", "next page", "next ›", "next »", "next >",
            "older", "more results", "weiter", "suivant", "siguiente", "próxima", "次へ", "下一页");

    /** The names the step looks for ({@link StepNames}). */
    static List<String> names(String intent) { return StepNames.of(intent); }

    /**
     * True when a name shows on the screen, in a control or in its text — a line that restates the step
     * itself (a page showing the task it asks for) aside.
     */
    static boolean shows(Screen screen, List<String> names, String intent) {
        Set<String> stepWords = words(intent);
        for (String name : names) {
            Pattern p = StepNames.wholeWord(name);
            for (Element e : screen.elements()) if (p.matcher(e.name()).find()) return true;
            for (String line : screen.context()) if (p.matcher(line).find() && !echoes(line, stepWords)) return true;
        }
        return false;
    }

    /** Three or more of the step's longer words besides: the line is the step said again. */
    private static boolean echoes(String line, Set<String> stepWords) {
        int shared = 0;
        for (String w : words(line)) if (stepWords.contains(w)) shared++;
        return shared >= 4;
    }

    private static Set<String> words(String s) {
        Set<String> out = new java.util.HashSet<>();
        for (String w : s.toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}\\p{N}]+")) if (w.length() >= 3) out.add(w);
        return out;
    }

    /** The one enabled control that turns to the next page, or empty when there is none or more than one. */
    static Optional<Element> next(Screen screen) {
        Element found = null;
        for (Element e : screen.elements()) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED)) continue;
            String label = QuotedNames.fold(e.isNamed() ? e.name() : e.description());
            if (!NEXT.contains(label)) continue;
            if (found != null) return Optional.empty();
            found = e;
        }
        return Optional.ofNullable(found);
    }
}
