package dev.flowwright.runtime.act;

import dev.flowwright.runtime.reading.StepNames;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.reading.StepWords;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A name the step looks for that is not on this page may be on the next (issue #13): a person looking for
 * "Winifred" in a contact book that shows one card a page, or for an order in a paged table, turns the
 * pages. So when nothing on screen fits and the names the step gives (its capitalised words past the
 * first, its quoted texts) show nowhere on the screen, the pager's one "next page" control is pressed (only
 * where a page number shows beside it) and the page looked at, within the move, up to {@link #MAX_PAGES} pages, until a name shows. Turning a page only shows
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
        Set<String> stepWords = StepWords.of(intent);
        for (String name : names) {
            Pattern p = StepNames.wholeWord(name);
            for (Element e : screen.elements()) if (p.matcher(e.name()).find()) return true;
            for (String line : screen.context()) if (p.matcher(line).find() && !StepWords.restates(stepWords, line)) return true;
        }
        return false;
    }

    /**
     * The one enabled control that turns to the next page, or empty when there is none, more than one, or no
     * pager: a "Next" or "›" counts only beside a control named by a page number, as pagers show them — a
     * wizard's Next sends the page it is on, and is no way to look.
     */
    static Optional<Element> next(Screen screen) {
        Element found = null;
        boolean pager = false;
        for (Element e : screen.elements()) {
            // the current page's number counts even shown disabled, as many pagers show it
            if (!e.actions().isEmpty() && PAGE_NUMBER.matcher(e.name()).matches()) pager = true;
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED)) continue;
            String label = QuotedNames.fold(e.isNamed() ? e.name() : e.description());
            if (!NEXT.contains(label)) continue;
            if (found != null) return Optional.empty();
            found = e;
        }
        return pager ? Optional.ofNullable(found) : Optional.empty();
    }

    /** A pager's page control: "1", "12" (the current page is often shown disabled or selected). */
    private static final Pattern PAGE_NUMBER = Pattern.compile("\\d{1,4}");
}
