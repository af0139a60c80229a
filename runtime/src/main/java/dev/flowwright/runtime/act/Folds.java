package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.safety.DestructiveCheck;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.screen.Screen;

import java.util.Optional;
import java.util.Set;

/**
 * A name the step quotes that the screen does not show may be behind a tab or a fold (issue #13): a
 * person looking for the link "Terms" on a page of tabs or collapsed sections opens them one by one and
 * looks again, rather than give up on the screen in front of them. So when nothing on screen fits and
 * the quoted name is nowhere on it, the next tab not yet shown or section not yet expanded — in reading
 * order, each at most once per step — is opened and looked at, all within the move: the judge is not
 * asked about a fold it never wanted. Once the name shows, the very control is grounded and pressed in
 * that move; when no fold holds it, the step fails as it would have. Tabs and folds only show another
 * part of the same page; the destructive check still sees every press. A look behind a fold is not the
 * step's action: the step is done only by the press it names.
 */
final class Folds {
    private Folds() {}

    /** Folds opened to look behind in one move, at most. */
    static final int MAX_FOLDS = 8;

    /** The next tab or collapsed section to look behind, or empty when the step quotes nothing missing or none is left. */
    static Optional<Element> next(Screen screen, String intent, Set<String> opened) {
        Set<String> quoted = QuotedNames.in(intent);
        if (quoted.isEmpty() || shows(screen, quoted)) return Optional.empty();
        for (Element e : screen.elements()) {
            if (e.has(ElementState.DISABLED) || opened.contains(key(e))) continue;
            if (isClosedTab(e) || isCollapsed(e)) return Optional.of(e);
        }
        return Optional.empty();
    }

    /**
     * A control by that name is on screen. Text alone does not count: a page that repeats the task it asks
     * for ("click on the link <b>Terms</b>") shows the name without offering it.
     */
    static boolean shows(Screen screen, Set<String> quoted) {
        for (Element e : screen.elements()) {
            if (!e.actions().isEmpty() && quoted.contains(QuotedNames.fold(e.name()))) return true;
        }
        return false;
    }

    /** The tabs and sections open on this screen: what they show has been seen, so they are not opened again. */
    static Set<String> open(Screen screen) {
        Set<String> out = new java.util.HashSet<>();
        for (Element e : screen.elements()) {
            boolean openTab = DestructiveCheck.isTab(e) && (e.has(ElementState.SELECTED) || e.has(ElementState.EXPANDED));
            if (openTab || e.has(ElementState.EXPANDED)) out.add(key(e));
        }
        return out;
    }

    /** A fold by what it is, not how it is: its state changes as it opens and as others do. */
    static String key(Element e) {
        return e.role() + " \"" + e.name() + "\" " + e.description() + " " + e.path();
    }

    private static boolean isClosedTab(Element e) {
        return DestructiveCheck.isTab(e) && !e.has(ElementState.SELECTED) && !e.has(ElementState.EXPANDED)
                && (e.can(ElementAction.CLICK) || e.can(ElementAction.EXPAND));
    }

    private static boolean isCollapsed(Element e) {
        if (!e.can(ElementAction.EXPAND) && !e.can(ElementAction.CLICK)) return false;
        return e.has(ElementState.COLLAPSED) || saysFolded(e);
    }

    /** Words a tree or accordion widget's own class names use for a shut branch (jQuery treeview's "hitarea expandable"). */
    private static final Set<String> FOLDED_WORDS = Set.of("expandable", "collapsed", "closed", "folded");

    /** An unnamed toggle whose class words say it is shut: the page gave no state, its markup does. */
    private static boolean saysFolded(Element e) {
        if (e.isNamed() || !"markup".equals(e.hint("descFrom"))) return false;
        for (String w : e.description().toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}]+")) if (FOLDED_WORDS.contains(w)) return true;
        return false;
    }
}
