package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.reading.Target;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.List;
import java.util.function.Predicate;

/**
 * When a clearing step ("uncheck Lamp and Rug", "clear all the checkboxes") holds: every box it names shows
 * itself clear, read off the boxes — or, naming none, no box on screen is ticked. A box named that the
 * screen does not show does not hold it up: there is nothing of it to clear.
 */
final class Unticked {
    private Unticked() {}

    static Predicate<Screen> holds(Intent.Untick untick) {
        List<String> names = untick.targets().stream().map(Unticked::name).toList();
        return screen -> {
            for (Element e : screen.elements()) {
                if (!e.isTickable() || !e.has(ElementState.CHECKED)) continue;
                if (names.isEmpty()) return false;
                String shown = QuotedNames.fold(e.isNamed() ? e.name() : e.description());
                if (names.stream().anyMatch(n -> shown.equals(n) || shown.startsWith(n + " ") || n.startsWith(shown + " "))) return false;
            }
            return true;
        };
    }

    /** A target's words without the control words a person adds ("the Remember me box" → "remember me"). */
    private static String name(Target t) {
        String s = t.quotedName().orElse(t.phrase());
        s = s.replaceAll("(?i)^(?:the|a|an)\\s+", "").replaceAll("(?i)\\s+(?:check\\s*box|tick\\s*box|box|switch|toggle|option)$", "");
        return QuotedNames.fold(s);
    }
}
