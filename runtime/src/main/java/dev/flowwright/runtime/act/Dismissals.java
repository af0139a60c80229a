package dev.flowwright.runtime.act;

import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Ending a dismissal cleanly (docs/how-a-run-works.md#the-do-loop): a closed overlay leaves nothing for a
 * judge to read, so when the last action pressed a named control and the screen went from an overlay
 * back to the application's own window, the step is Done if the control's words all start words of the
 * intent ("Accept Essential Only" for "accept essential cookies only"), or the intent asks to dismiss,
 * close, accept, decline, reject or skip a banner, dialog, popup, cookie notice, modal, overlay or prompt.
 */
final class Dismissals {
    private static final Pattern VERB = Pattern.compile("\\b(dismiss|close|accept|decline|reject|skip)\\w*", Pattern.CASE_INSENSITIVE);
    private static final Pattern NOUN = Pattern.compile(
            "\\b(banner|dialog|popup|pop-up|cookie|consent|modal|overlay|prompt|notice)", Pattern.CASE_INSENSITIVE);

    /** Roles of the items a popup list or menu offers: pressing one is a choice, never a dismissal. */
    static final java.util.Set<String> CHOICES = java.util.Set.of("option", "menuitem", "menuitemradio", "menuitemcheckbox",
            "treeitem", "listitem", "gridcell", "radio", "checkbox", "tab");

    private Dismissals() {}

    static boolean ended(LastAction last, Screen before, Screen after, String intent) {
        if (last == null || !last.pressedNamed() || before == null) return false;
        if (before.surface() == SurfaceKind.WINDOW || after.surface() != SurfaceKind.WINDOW) return false;
        // an option of a popup list closes the list by being chosen: whether the step is done is the choice's
        // to say (what the widget holds), not the popup's going ("Choose a city" for "choose the city London")
        if (CHOICES.contains(last.target().role())) return false;
        return namesOwnWords(last.target().name(), intent) || (VERB.matcher(intent).find() && NOUN.matcher(intent).find());
    }

    /** Every word of the name longer than two letters starts a word of the intent. */
    static boolean namesOwnWords(String name, String intent) {
        String[] intentWords = intent.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+");
        String[] nameWords = Arrays.stream(name.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                .filter(w -> w.length() > 2).toArray(String[]::new);
        if (nameWords.length == 0) return false;
        for (String w : nameWords) {
            boolean found = false;
            for (String iw : intentWords) if (iw.startsWith(w)) { found = true; break; }
            if (!found) return false;
        }
        return true;
    }
}
