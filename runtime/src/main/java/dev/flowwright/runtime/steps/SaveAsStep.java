package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.Shortcuts;
import dev.flowwright.runtime.act.safety.KeyCheck;
import dev.flowwright.runtime.act.safety.Overwrites;
import dev.flowwright.runtime.act.safety.SavingOver;
import dev.flowwright.runtime.reading.Field;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.reading.SaveAsReading;
import dev.flowwright.runtime.reading.Value;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.steps.enter.EditableFields;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * "Save it as report.ods in Documents" ({@link Intent.SaveAs}; docs/step-kinds.md#saving-under-a-name): the
 * program's Save As — a control on screen that says so, else Ctrl+Shift+S on the desktop — then the file
 * chooser's name field takes the name with its folder ("~/Documents/report.ods": GTK and Qt choosers read a
 * typed path), and the chooser's own Save button saves. Never a plain save: that would rewrite the document that is open
 * ({@code SavingOver}). A question that the file already exists is answered through the destructive check,
 * so "Replace" is refused unless the flow permits erasing. Done when the window's title names the new file.
 */
final class SaveAsStep {
    private SaveAsStep() {}

    /** What opens the Save As dialog in LibreOffice, GTK and Qt programs when no control on screen says "Save As". */
    static final String SAVE_AS_KEYS = "ctrl+shift+s";
    /** The words of a control that opens Save As, in the languages apps speak (folded, a trailing "…" dropped). */
    static final List<String> SAVE_AS_NAMES = List.of("save as", "save a copy", "speichern unter", "enregistrer sous", "guardar como",
            "salvar como", "salva con nome", "opslaan als", "spara som", "zapisz jako", "uložit jako", "farklı kaydet", "сохранить как",
            "名前を付けて保存", "另存为", "另存新檔", "다른 이름으로 저장");
    /** Words a file chooser's name field is labelled with: the one to type into when several fields show. */
    static final List<String> NAME_FIELD_WORDS = List.of("name", "file name", "filename", "save as", "nom", "dateiname", "nombre", "nome");
    /** Looks a step gives the file chooser to show, and the program to take the new name, before it says it did not. */
    static final int WAIT_LOOKS = 8;
    /** How long each of those looks waits for the screen to change. */
    static final long WAIT_MS = 750;

    static StepOutcome run(Intent.SaveAs save, StepContext ctx) {
        String file = ctx.redaction().expand(save.file());
        String path = path(file, save.folder() == null ? null : ctx.redaction().expand(save.folder()));
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        Optional<Element> field = nameField(screen);
        if (field.isEmpty()) {
            Optional<String> notOpened = openSaveAs(ctx, screen);
            if (notOpened.isPresent()) {
                ctx.account().endTurn(0, "no Save As");
                return StepOutcome.failed(notOpened.get());
            }
            screen = await(ctx, s -> nameField(s).isPresent());
            field = nameField(screen);
            if (field.isEmpty()) {
                ctx.account().endTurn(ctx.account().turns(), "no file chooser");
                return StepOutcome.failed("asked for Save As, but no file chooser with a name field showed (the front is \""
                        + ctx.mask(screen.window()) + "\")");
            }
        }
        Element box = field.get();
        ctx.account().endTurn(ctx.account().turns(), "the file chooser's name field is " + ctx.mask(box.label()));
        Intent.TypeInto typing = new Intent.TypeInto(save.source(), new Value(path), new Field(box.label(), "file name", Field.How.NAMED));
        StepOutcome typed = Typing.run(List.of(typing), ctx, Map.of("file name", fields -> FieldPins.typedBefore(fields, box)));
        if (typed.outcome() == Outcome.FAILED) return typed;
        Screen now = ctx.eyes().look(ctx.account().turns(), "");
        Element in = FieldPins.typedBefore(EditableFields.of(now, Set.of(), e -> false), box).orElse(box);
        Optional<Element> saveButton = chooserSave(ctx, now, in);
        if (saveButton.isEmpty()) return StepOutcome.failed("typed " + path + " into the file chooser, but no control in it says Save");
        Submitting.Result sent = Submitting.press(ctx, now, saveButton.get());
        if (!sent.ok()) return StepOutcome.failed(sent.note());
        Screen after = await(ctx, s -> names(s, file) || Overwrites.saysExists(s));
        if (Overwrites.saysExists(after)) {
            Screen asked = after;
            // a control named "Replace" where there is one, else what answers the question yes (GTK's plain "Yes")
            List<Element> open = after.elements().stream().filter(e -> e.can(ElementAction.CLICK) && !e.has(ElementState.COVERED)
                    && !e.has(ElementState.DISABLED)).toList();
            List<Element> named = open.stream().filter(Overwrites::namesReplace).toList();
            List<Element> replace = named.isEmpty() ? open.stream().filter(Overwrites::replacesHere).toList() : named;
            Optional<Element> control = Submitting.one(ctx, asked, replace, "replace " + file);
            if (control.isEmpty()) return StepOutcome.failed(file + " already exists, and no control on the question replaces it");
            Submitting.Result replaced = Submitting.press(ctx, asked, control.get());
            if (!replaced.ok()) return StepOutcome.failed(replaced.note());
            after = await(ctx, s -> names(s, file));
        }
        ctx.account().endTurn(ctx.account().turns(), "saved as " + path);
        if (names(after, file)) return StepOutcome.done("saved as " + path);
        if (nameField(after).isPresent()) {
            return StepOutcome.failed("typed " + path + " into the file chooser and pressed Return, but the chooser is still open"
                    + complaint(ctx, now, after));
        }
        return StepOutcome.failed("after saving as " + path + " the window's title does not name " + file + " (it reads \""
                + ctx.mask(after.window()) + "\")" + complaint(ctx, now, after));
    }

    /** What to type into the chooser: the name alone, or with its folder — a home folder by name ("Documents") under "~". */
    static String path(String file, String folder) {
        if (folder == null || folder.isBlank()) return file;
        String f = folder.strip();
        if (f.equalsIgnoreCase("home") || f.equals("~")) return "~/" + file;
        if (f.startsWith("/") || f.startsWith("~")) return f.replaceAll("/+$", "") + "/" + file;
        return "~/" + f + "/" + file;
    }

    /**
     * Opens Save As: a control on screen that says so (pressed through the destructive check), else — on the
     * desktop, where programs agree on it — {@link #SAVE_AS_KEYS} through the key check. Empty when it went.
     */
    private static Optional<String> openSaveAs(StepContext ctx, Screen screen) {
        List<Element> controls = screen.elements().stream()
                .filter(e -> e.can(ElementAction.CLICK) && !e.has(ElementState.DISABLED) && SAVE_AS_NAMES.contains(fold(e))).toList();
        if (!controls.isEmpty()) {
            Optional<Element> control = Submitting.one(ctx, screen, controls, "save as");
            if (control.isEmpty()) return Optional.of("could not tell which control opens Save As: " + controls.size() + " fit");
            Submitting.Result r = Submitting.press(ctx, screen, control.get());
            return r.ok() ? Optional.empty() : Optional.of(r.note());
        }
        if (!"desktop".equals(ctx.eyes().surfaceKind()))
            return Optional.of("no control on this page opens Save As");
        Element focused = PressKeyStep.focused(screen);
        Optional<String> refused = Shortcuts.refusal(SAVE_AS_KEYS, screen, ctx.hands().lastTypedInto())
                .or(() -> KeyCheck.refusal(SAVE_AS_KEYS, focused, screen, Submitting.guard(ctx), ctx.eyes().surfaceKind()));
        if (refused.isPresent()) return refused;
        try {
            ctx.hands().act(ctx.account().turns(), Action.key(SAVE_AS_KEYS));
            ctx.eyes().settle(SettleKind.FULL);
        } catch (SurfaceException e) {
            return Optional.of("the key " + SAVE_AS_KEYS + " could not be pressed: " + e.getMessage());
        }
        return Optional.empty();
    }

    /**
     * The chooser's own Save: a control in the same dialog as the name field whose words are a plain save
     * ({@code SavingOver}) or Save As — Return is not pressed over a dialog ({@link Shortcuts}).
     */
    private static Optional<Element> chooserSave(StepContext ctx, Screen screen, Element field) {
        String dialog = field.path().isEmpty() ? null : field.path().get(0);
        List<Element> controls = screen.elements().stream()
                .filter(e -> e.can(ElementAction.CLICK) && !e.has(ElementState.DISABLED) && !e.has(ElementState.COVERED)
                        && !EditableFields.isField(e) && (dialog == null || !e.path().isEmpty() && dialog.equals(e.path().get(0)))
                        && (SavingOver.plainSave(e.isNamed() ? e.name() : e.description()) || SAVE_AS_NAMES.contains(fold(e))))
                .toList();
        return Submitting.one(ctx, screen, controls, "save the file");
    }

    /** The file chooser's name field: a one-line field in a dialog in front — the focused one, one labelled for a name, or the only one. */
    static Optional<Element> nameField(Screen screen) {
        if (screen.surface() == SurfaceKind.WINDOW) return Optional.empty();
        List<Element> fields = EditableFields.of(screen, Set.of(), e -> false).stream().filter(e -> !e.has(ElementState.MULTILINE)).toList();
        if (fields.isEmpty()) return Optional.empty();
        Optional<Element> focused = fields.stream().filter(e -> e.has(ElementState.FOCUSED)).findFirst();
        if (focused.isPresent()) return focused;
        List<Element> named = fields.stream().filter(e -> NAME_FIELD_WORDS.contains(fold(e))).toList();
        if (named.size() == 1) return Optional.of(named.get(0));
        return fields.size() == 1 ? Optional.of(fields.get(0)) : Optional.empty();
    }

    /** True when the window in front is titled with {@code file}: the program took the new name. */
    static boolean names(Screen screen, String file) {
        return screen.surface() == SurfaceKind.WINDOW
                && SaveAsReading.fileNamed(screen.window()).map(t -> t.equalsIgnoreCase(file)).orElse(false);
    }

    /** Looks until {@code until} holds or {@link #WAIT_LOOKS} looks went by; the last look. */
    private static Screen await(StepContext ctx, Predicate<Screen> until) {
        Screen s = ctx.eyes().look(ctx.account().turns(), "");
        for (int i = 1; i < WAIT_LOOKS && !until.test(s); i++) {
            ctx.eyes().awaitChange(WAIT_MS);
            ctx.eyes().settle(SettleKind.BRIEF);
            s = ctx.eyes().look(ctx.account().turns(), "");
        }
        return s;
    }

    /** The first line the screen shows now that it did not before, as ": …", or nothing. */
    private static String complaint(StepContext ctx, Screen before, Screen now) {
        Set<String> old = Set.copyOf(before.context());
        return now.context().stream().filter(l -> !old.contains(l)).findFirst().map(l -> ": " + ctx.mask(l)).orElse("");
    }

    private static String fold(Element e) {
        return QuotedNames.fold(e.isNamed() ? e.name() : e.description()).replaceAll("(\\.\\.\\.|…)$", "").strip();
    }
}
