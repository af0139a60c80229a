package dev.flowwright.runtime.act;

import dev.flowwright.runtime.reading.PressReading;
import dev.flowwright.runtime.screen.Element;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A step that asks for one press and nothing more — "Click on the link "sed."", "press button ONE", "tap
 * Save" — is done once the press of the control it names went through and left no dialog in front (issue
 * #13). What the page does next is not the step's business: a link the page answers with no visible change
 * was still clicked, as Playwright's {@code click()} or a person would say, and pressing it again to see a
 * change would do the step twice. A step with more words than the press and its control ("click Save to
 * keep the draft", "click the trash icon to delete it") says what should come of it, and the judge decides.
 */
public final class PurePress {
    private PurePress() {}

    /** Words of a complaint the press brought ("Email is required."): then the press did not do what was asked. */
    private static final Set<String> COMPLAINTS = Set.of("error", "errors", "invalid", "required", "incorrect", "wrong",
            "failed", "failure", "missing", "unable", "cannot", "denied", "fehler", "erforderlich", "ungültig", "erreur",
            "requis", "invalide", "obligatorio", "inválido", "obrigatório", "错误", "エラー");

    /** True when a line of {@code now} that {@code before} (the step's first look) did not show complains. */
    public static boolean complains(dev.flowwright.runtime.screen.Screen before, dev.flowwright.runtime.screen.Screen now) {
        Set<String> old = before == null ? Set.of() : Set.copyOf(before.context());
        for (String line : now.context()) {
            if (old.contains(line)) continue;
            for (String w : words(line)) if (COMPLAINTS.contains(w)) return true;
        }
        return false;
    }

    /** True when {@code step} is a press of {@code target} and nothing besides ({@link PressReading#onlyPresses}). */
    static boolean is(String step, Element target) {
        return PressReading.onlyPresses(step, target.isNamed() ? target.name() : target.description());
    }

    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) if (!w.isEmpty()) out.add(w);
        return out;
    }
}
