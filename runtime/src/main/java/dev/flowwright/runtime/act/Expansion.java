package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.target.Ordinals;
import dev.flowwright.runtime.reading.ExpandReading;
import dev.flowwright.runtime.reading.StepWords;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A step that expands something ("Expand the section below", "expand the gift options") is done once a
 * control reports itself expanded that did not at the step's first look — the press's effect read off the
 * control, as {@link Ordinals#chosen} reads a choice — and a control already expanded is never pressed by
 * such a step (the press would fold it again). A control the step names that is expanded at its first
 * look means the step is already done.
 */
public final class Expansion {
    private Expansion() {}

    /** The step asks to expand something ({@link ExpandReading}). */
    public static boolean asked(String goal) { return ExpandReading.asks(goal); }

    /** For an expanding step: a test of a look that holds once something expanded since the first look. Empty otherwise. */
    public static Optional<Predicate<Screen>> expanded(String goal) {
        if (!asked(goal)) return Optional.empty();
        Set<String> words = StepWords.of(ExpandReading.what(goal));
        Set<String>[] before = new Set[1];
        return Optional.of(screen -> {
            if (before[0] == null) {
                before[0] = new HashSet<>();
                for (Element e : screen.elements()) {
                    if (!e.has(ElementState.EXPANDED)) continue;
                    if (StepWords.overlap(words, e.name()) > 0) return true;
                    before[0].add(Fingerprint.signature(e));
                }
                return false;
            }
            return screen.elements().stream().anyMatch(e -> e.has(ElementState.EXPANDED) && !before[0].contains(Fingerprint.signature(e)));
        });
    }
}
