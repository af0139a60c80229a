package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Closing the application is hard to undo (issue #12 item 9): on the desktop, a press of a control that
 * quits the application ("Quit", "Exit", "Beenden", "終了", …) or closes its last window ("Close", "Close
 * Window", the header bar's close button, "Schließen", …) is refused unless the step itself asks to close
 * or quit. A "Close" in a dialog over another window of the application only closes that dialog and may
 * go ahead. On the web a page's own Close never closes the tab, so the rule does not apply there.
 * Labels and step texts are NFKC-normalised and case-folded before matching.
 */
public final class ClosingCheck {
    private ClosingCheck() {}

    /** Words that quit the application, whichever window they sit in. */
    static final List<String> QUIT_WORDS = List.of(
            "quit", "exit", "beenden", "quitter", "salir", "sair", "esci", "afsluiten", "avsluta", "zakończ", "wyjdź",
            "çıkış", "выход", "выйти", "終了", "退出", "종료");
    /**
     * Words that close the window they sit in: the application when it is the last one. Not the "×"
     * glyph: on a calculator that is the multiplication key (a desktop window's close control is named
     * "Close" by its toolkit).
     */
    static final List<String> CLOSE_WORDS = List.of(
            "close", "window-close", "schließen", "fermer", "cerrar", "fechar", "chiudi", "sluiten", "stäng",
            "zamknij", "kapat", "закрыть", "閉じる", "关闭", "關閉", "닫기");
    /** A step that asks for it, in any of those languages (and "close" spelled as a verb of the step). */
    private static final Pattern ASKS = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(quit|exit|close|shut down|beenden|schließen|schliessen|quitter|fermer|salir|cerrar|sair|fechar"
                    + "|esci|chiudi|afsluiten|sluiten|avsluta|stäng|zakończ|zamknij|wyjdź|kapat|çık|выход|выйти|закрыть|закрой)"
                    + "|終了|閉じ|退出|关闭|關閉|종료|닫");

    /**
     * Why pressing {@code target} is refused, or empty when it may go ahead.
     *
     * @param surfaceKind the surface's {@code kind()}: the rule holds on "desktop" only
     * @param stepText    the step's own words: a step that asks to close or quit may
     */
    public static Optional<String> refusal(Element target, Screen screen, String stepText, String surfaceKind) {
        return refusal(target, screen, stepText, surfaceKind, Grant.NONE);
    }

    /**
     * The check with the flow's grant: a press that would leave unsaved work (the window's title marks
     * it, {@link #unsavedMark}) is refused even when the step asks to close, unless the flow permits
     * discarding it ({@code allow: [discard]}) — some programs close without asking, and one that asks is
     * answered "Don't Save" only under the same grant (docs/safety.md#leaving-unsaved-work).
     */
    public static Optional<String> refusal(Element target, Screen screen, String stepText, String surfaceKind, Grant grant) {
        if (!"desktop".equals(surfaceKind)) return Optional.empty();
        String label = fold(target.isNamed() ? target.name() : target.description());
        if (label.isEmpty()) return Optional.empty();
        boolean quits = startsWithWord(label, QUIT_WORDS);
        boolean closes = !quits && startsWithWord(label, CLOSE_WORDS);
        if (!quits && !closes) return Optional.empty();
        if (closes && !lastWindow(target, screen)) return Optional.empty();
        Optional<String> unsaved = unsavedMark(screen);
        if (unsaved.isPresent() && !grant.permits(DISCARD, target))
            return Optional.of("refused to press " + target.label() + ": it " + (quits ? "quits the application" : "closes the application's last window")
                    + " while it holds unsaved work (" + unsaved.get() + "), which would be thrown away; save it first, or a flow that means it"
                    + " permits it with `allow: [" + DISCARD + "]`");
        if (asksToClose(stepText)) return Optional.empty();
        return Optional.of("refused to press " + target.label() + ": it " + (quits ? "quits the application" : "closes the application's last window")
                + ", which is hard to undo, and the step does not ask to close or quit");
    }

    /** The hard-word concept whose grant lets a run leave unsaved work. */
    public static final String DISCARD = "discard";

    /** A window title marking unsaved changes: "*note.txt - Mousepad", "report.ods * — KCalc", "Letter [modified]". */
    private static final Pattern UNSAVED_TITLE = Pattern.compile("^\\s*\\*|(^|\\s)\\*(\\s|$)|\\*\\s*$|\\[(modified|geändert|modifié|modificado|modificato|gewijzigd)\\]",
            Pattern.CASE_INSENSITIVE);

    /** What says the front window holds unsaved work (its title's mark), if anything does. */
    public static Optional<String> unsavedMark(Screen screen) {
        String title = screen.window();
        if (title != null && UNSAVED_TITLE.matcher(title).find()) return Optional.of("its title reads \"" + title + "\"");
        return Optional.empty();
    }

    /** Whether the step's words ask to close or quit something. */
    public static boolean asksToClose(String stepText) {
        return stepText != null && ASKS.matcher(fold(stepText)).find();
    }

    /**
     * The front window is the application's last: the desktop says how many windows it has (hint
     * {@code windows}); without that, a dialog is taken to sit over another window and a window to be the last.
     */
    static boolean lastWindow(Element target, Screen screen) {
        String windows = target.hint("windows");
        if (windows != null) return windows.equals("1");
        return screen.surface() == SurfaceKind.WINDOW;
    }

    /** The label starts with one of the words, as a whole word ("Close Window", not "Closed captions"). */
    static boolean startsWithWord(String label, List<String> words) {
        for (String w : words) {
            if (!label.startsWith(w)) continue;
            if (label.length() == w.length()) return true;
            int next = label.codePointAt(w.length());
            if (!Character.isLetterOrDigit(next) || isIdeographic(w)) return true;
        }
        return false;
    }

    private static boolean isIdeographic(String w) {
        int c = w.codePointAt(0);
        Character.UnicodeScript s = Character.UnicodeScript.of(c);
        return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA || s == Character.UnicodeScript.KATAKANA
                || s == Character.UnicodeScript.HANGUL;
    }

    /** NFKC, lower case (root locale), trimmed, inner whitespace collapsed; a trailing "…" or "..." dropped. */
    static String fold(String s) {
        if (s == null) return "";
        String n = Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
        return n.replaceAll("(\\.\\.\\.|…)$", "").strip();
    }
}
