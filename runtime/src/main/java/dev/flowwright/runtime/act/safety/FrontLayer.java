package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.act.safety.DestructiveCheck;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** What sits in front of the application's window: a dialog, sheet, alert, popover or layer, and its closers. */
public final class FrontLayer {
    private FrontLayer() {}

    private static final Set<String> LAYER_ROLES = Set.of("dialog", "alertdialog", "alert", "sheet", "popover", "layer", "banner-dialog");

    /** Closer names, least committal first. */
    private static final List<String> CLOSERS = List.of(
            "close", "×", "✕", "x", "dismiss", "not now", "no thanks", "no, thanks", "maybe later", "later", "skip", "cancel", "got it");

    /** True when the element sits inside a dialog, sheet, alert, popover or layer. */
    public static boolean contains(Element e) {
        for (String p : e.path()) if (isLayerEntry(p)) return true;
        return false;
    }

    /** True when a path entry ({@code dialog "Cookies"}) is a dialog, sheet, alert, popover or layer. */
    public static boolean isLayerEntry(String pathEntry) {
        int space = pathEntry.indexOf(' ');
        String role = (space < 0 ? pathEntry : pathEntry.substring(0, space)).toLowerCase(Locale.ROOT);
        return LAYER_ROLES.contains(role);
    }

    /** The elements of the front layer, in document order. */
    public static List<Element> elements(Screen screen) {
        List<Element> out = new ArrayList<>();
        for (Element e : screen.elements()) if (contains(e)) out.add(e);
        return out;
    }

    /** The label of the front layer (its outermost layer path entry), or the surface's word. */
    public static String label(Screen screen) {
        for (Element e : screen.elements()) {
            for (String p : e.path()) {
                String role = p.split(" ", 2)[0].toLowerCase(Locale.ROOT);
                if (LAYER_ROLES.contains(role)) return p;
            }
        }
        return screen.surface().word();
    }

    /** True when the element's name says it closes something ("Close", "×", "Not now", "Cancel"). */
    public static boolean isCloser(Element e) { return closerRank(e) >= 0; }

    /** The front layer's least-committal closer that the destructive check lets through, if any. */
    public static Optional<Element> leastCommittalCloser(Screen screen, List<String> stopBefore) {
        Element best = null;
        int bestRank = Integer.MAX_VALUE;
        for (Element e : elements(screen)) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED)) continue;
            int rank = closerRank(e);
            if (rank < 0 || rank >= bestRank) continue;
            if (DestructiveCheck.refusal(e, screen, stopBefore).isPresent()) continue;
            best = e;
            bestRank = rank;
        }
        return Optional.ofNullable(best);
    }

    private static int closerRank(Element e) {
        String n = (e.isNamed() ? e.name() : e.description()).strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < CLOSERS.size(); i++) {
            String c = CLOSERS.get(i);
            if (n.equals(c) || (c.length() > 2 && n.startsWith(c))) return i;
        }
        return -1;
    }
}
