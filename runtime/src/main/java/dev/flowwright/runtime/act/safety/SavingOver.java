package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.reading.SaveAsReading;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Saving over the open document when the step names another file is hard to undo
 * (docs/safety.md#saving-under-another-name): a step that says "save it as report.ods" while the window holds
 * budget.fods means a new file; a plain Save — the toolbar's or menu's "Save", the "Save" of a "Save changes?"
 * question, Ctrl+S — would rewrite budget.fods instead. Such a press is refused, whatever the decider answered;
 * a file chooser's own Save (its dialog has a name field) saves under the name typed there and goes ahead. A
 * step that says not to save ("close it without saving") has every plain save refused the same way.
 * No {@code allow:} lifts it: a flow that means to save the open document under its own name names that file.
 */
public final class SavingOver {
    private SavingOver() {}

    /** Labels of a plain save, in the languages apps speak; "Save As" and its kin are not among them. */
    static final List<String> SAVE_WORDS = List.of("save", "save document", "save file", "save changes", "speichern", "enregistrer",
            "guardar", "salvar", "salva", "opslaan", "spara", "gem", "lagre", "tallenna", "zapisz", "uložit", "mentés", "kaydet",
            "сохранить", "αποθήκευση", "保存", "저장", "儲存", "存储");

    /** A step that says not to save: "close it without saving", "don't save the changes", "discard the changes". */
    static final java.util.regex.Pattern NOT_SAVING = java.util.regex.Pattern.compile(
            "(?<![\\p{L}\\p{N}])(?:without\\s+sav|don'?t\\s+save|do\\s+not\\s+save|never\\s+save|not\\s+saving|discard(?:ing)?\\s+(?:the\\s+|my\\s+|all\\s+)?changes|ohne\\s+(?:zu\\s+)?speichern|sans\\s+enregistrer|sin\\s+guardar|sem\\s+salvar|senza\\s+salvare)",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /** Why pressing {@code target} is refused, or empty: a plain save while the step names another file than the window's. */
    static Optional<String> refusal(Element target, Screen screen, String stepText) {
        if (!plainSave(DestructiveCheck.text(target)) || inFileChooser(screen)) return Optional.empty();
        return over(screen, stepText).map(why -> "refused to press " + target.label() + ": " + why);
    }

    /** The same for a key: Ctrl+S (Cmd+S) is a plain save. */
    static Optional<String> keyRefusal(List<String> mods, String key, String combo, Screen screen, String stepText) {
        boolean command = mods.stream().anyMatch(m -> m.equals("ctrl") || m.equals("control") || m.equals("cmd") || m.equals("command")
                || m.equals("meta"));
        if (!command || !key.equals("s") || mods.contains("shift") || inFileChooser(screen)) return Optional.empty();
        return over(screen, stepText).map(why -> "refused to press " + combo + ": " + why);
    }

    /** What a plain save would do wrong here, or empty when the step names no file or names the window's own. */
    static Optional<String> over(Screen screen, String stepText) {
        if (stepText != null && NOT_SAVING.matcher(stepText).find()) return Optional.of("the step says not to save");
        Optional<String> named = SaveAsReading.fileNamed(stepText);
        if (named.isEmpty()) return Optional.empty();
        Optional<String> open = SaveAsReading.fileNamed(screen.window());
        if (open.isEmpty() || sameFile(open.get(), named.get())) return Optional.empty();
        return Optional.of("it would save over " + open.get() + ", the document that is open, while the step names "
                + named.get() + " (saving under a new name goes through Save As; that file is left as it was)");
    }

    /** True when a control's words are a plain save: "Save", "Save…", "Save (Ctrl+S)", "Speichern". */
    public static boolean plainSave(String label) {
        String folded = ClosingCheck.fold(label).replaceAll("\\s*\\(.*\\)$", "").replaceAll("\\s+(ctrl|cmd|⌘)\\s*\\+.*$", "").strip();
        return SAVE_WORDS.contains(folded);
    }

    /** The front is a file chooser: a dialog with a field for the file's name. */
    static boolean inFileChooser(Screen screen) {
        if (screen.surface() == SurfaceKind.WINDOW) return false;
        for (Element e : screen.elements()) {
            if (e.has(ElementState.MULTILINE)) continue;
            if (e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT) || e.has(ElementState.EDITABLE)) return true;
        }
        return false;
    }

    private static boolean sameFile(String a, String b) {
        return a.strip().toLowerCase(Locale.ROOT).equals(b.strip().toLowerCase(Locale.ROOT));
    }
}
