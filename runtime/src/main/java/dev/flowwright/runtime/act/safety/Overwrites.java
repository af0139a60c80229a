package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.util.Optional;

/**
 * Replacing a file that already exists is hard to undo (docs/safety.md#replacing-a-file-that-exists): in
 * front of a dialog or alert that says a file already exists, a control named "Replace" (or "Ersetzen",
 * "Remplacer", "上書き", … in {@code overwrite-words.txt}) — and any other control there that does not
 * decline, such as GTK's plain "Yes" — is refused unless the flow permits erasing
 * ({@code allow: [erase]}, or {@code allow: [overwrite]}). The same word in an editor's Find &amp; Replace,
 * where nothing says a file exists, is pressed freely.
 */
public final class Overwrites {
    private Overwrites() {}

    static final WordList LIST = WordList.load("overwrite-words.txt");
    static final String REPLACE = "replace";
    static final String EXISTS = "exists";
    /** The hard-word concept whose grant lifts the rule. */
    static final String ERASE = "erase";

    /** Why pressing {@code target} is refused, or empty. */
    static Optional<String> refusal(Element target, Screen screen, Grant grant) {
        if (grant.permits(ERASE, target)) return Optional.empty();
        Optional<WordList.Hit> exists = existsSaid(screen);
        if (exists.isEmpty() || !replacesHere(target)) return Optional.empty();
        return Optional.of("refused to press " + target.label() + ": it replaces a file the " + screen.surface().word()
                + " says " + exists.get().describe().replaceFirst(" \\(.*", "") + ", which is hard to undo"
                + " (a flow that means it permits it with `allow: [" + ERASE + "]`)");
    }

    /** True when the dialog or alert in front says a file already exists (a save's overwrite question). */
    public static boolean saysExists(Screen screen) { return existsSaid(screen).isPresent(); }

    /**
     * True when pressing {@code target} in front of an overwrite question replaces the file: a control named
     * "Replace" ("Ersetzen", "上書き", …), and — fail-closed, since GTK asks "Do you want to replace it?" with
     * plain "Yes" / "No" — every control that does not decline ({@link #DECLINES}).
     */
    public static boolean replacesHere(Element target) {
        if (namesReplace(target)) return true;
        return !DECLINES.contains(ClosingCheck.fold(DestructiveCheck.text(target).replace("_", "").replace("&", "")));
    }

    /** True when the control's words say replace or overwrite ("Replace", "Ersetzen", "上書き"). */
    public static boolean namesReplace(Element target) { return LIST.find(DestructiveCheck.text(target), REPLACE::equals).isPresent(); }

    /** The answers that leave the file as it is, in the languages apps speak (folded, mnemonics dropped). */
    static final java.util.Set<String> DECLINES = java.util.Set.of("no", "cancel", "keep", "don't replace", "do not replace",
            "nein", "abbrechen", "non", "annuler", "no reemplazar", "cancelar", "não", "nao", "annulla", "nee", "annuleren",
            "nej", "avbryt", "nie", "anuluj", "hayır", "iptal", "нет", "отмена", "いいえ", "キャンセル", "否", "取消", "아니요", "취소");

    /** The words of the dialog or alert in front that say a file exists, if it says so. */
    static Optional<WordList.Hit> existsSaid(Screen screen) {
        SurfaceKind front = screen.surface();
        if (front != SurfaceKind.DIALOG && front != SurfaceKind.ALERT && front != SurfaceKind.SHEET && front != SurfaceKind.LAYER)
            return Optional.empty();
        for (String line : screen.context()) {
            Optional<WordList.Hit> hit = LIST.find(line, EXISTS::equals);
            if (hit.isPresent()) return hit;
        }
        return LIST.find(screen.window(), EXISTS::equals);
    }
}
