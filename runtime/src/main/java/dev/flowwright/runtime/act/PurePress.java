package dev.flowwright.runtime.act;

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
final class PurePress {
    private PurePress() {}

    private static final Set<String> PRESS_VERBS = Set.of("click", "press", "tap", "hit");
    /** Words that say how a control is spoken of, never which one. */
    private static final Set<String> FILLER = Set.of("please", "on", "the", "a", "an", "button", "link", "tab", "icon",
            "labeled", "labelled", "named", "called", "that", "says", "saying", "with", "text", "item", "option");

    /** Words of a complaint the press brought ("Email is required."): then the press did not do what was asked. */
    private static final Set<String> COMPLAINTS = Set.of("error", "errors", "invalid", "required", "incorrect", "wrong",
            "failed", "failure", "missing", "unable", "cannot", "denied", "fehler", "erforderlich", "ungültig", "erreur",
            "requis", "invalide", "obligatorio", "inválido", "obrigatório", "错误", "エラー");

    /** True when a line of {@code now} that {@code before} (the step's first look) did not show complains. */
    static boolean complains(dev.flowwright.runtime.screen.Screen before, dev.flowwright.runtime.screen.Screen now) {
        Set<String> old = before == null ? Set.of() : Set.copyOf(before.context());
        for (String line : now.context()) {
            if (old.contains(line)) continue;
            for (String w : words(line)) if (COMPLAINTS.contains(w)) return true;
        }
        return false;
    }

    /** True when {@code step} is a press of {@code target} and nothing besides. */
    static boolean is(String step, Element target) {
        List<String> words = words(step);
        if (words.isEmpty()) return false;
        int verb = words.get(0).equals("please") ? 1 : 0;
        if (words.size() <= verb || !PRESS_VERBS.contains(words.get(verb))) return false;
        List<String> name = words(target.isNamed() ? target.name() : target.description());
        if (name.isEmpty()) return false;
        List<String> rest = new ArrayList<>(words.subList(verb + 1, words.size()));
        // the control's whole name, in order, once
        int at = java.util.Collections.indexOfSubList(rest, name);
        if (at < 0) return false;
        for (int i = 0; i < name.size(); i++) rest.remove(at);
        return rest.stream().allMatch(FILLER::contains);
    }

    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) if (!w.isEmpty()) out.add(w);
        return out;
    }
}
