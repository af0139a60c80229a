package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** A plain save over the open document, when the step names another file, is refused; a file chooser's Save is not. */
class SavingOverTest {
    private static final String STEP = "save it as report.ods in Documents";

    private static Element button(String name) {
        return new Element("e1", "push button", name, "", null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(), null);
    }

    private static Element nameField() {
        return new Element("e2", "text", "Name", "", "report.ods", Set.of(ElementState.EDITABLE, ElementState.FOCUSED),
                Set.of(ElementAction.CLICK, ElementAction.SET_VALUE), null, List.of(), null);
    }

    private static Guard guard(String step) { return new Guard(step); }

    private record Guard(String step) {
        DestructiveCheck.Guard check(Grant grant) { return new DestructiveCheck.Guard(List.of(), grant, step); }
    }

    private static Optional<String> press(String label, String window, SurfaceKind front, String step, Element... others) {
        Element b = button(label);
        List<Element> all = new java.util.ArrayList<>(List.of(others));
        all.add(b);
        Screen s = new Screen("soffice", window, null, front, all, List.of(), List.of());
        return DestructiveCheck.refusal(b, s, guard(step).check(new Grant(List.of("erase", "overwrite", "discard"))));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Save", "Save…", "Save (Ctrl+S)", "save document", "Speichern", "Enregistrer", "Guardar", "保存", "Сохранить"})
    void aPlainSaveOverTheOpenDocumentIsRefusedWhateverTheGrant(String label) {
        Optional<String> r = press(label, "budget.fods - LibreOffice Calc", SurfaceKind.WINDOW, STEP);
        assertThat(r).as(label).isPresent();
        assertThat(r.get()).contains("save over budget.fods").contains("report.ods").contains("Save As");
    }

    @Test
    void theSaveOfASaveChangesQuestionIsRefusedToo() {
        assertThat(press("Save", "budget.fods - LibreOffice Calc", SurfaceKind.DIALOG, STEP)).isPresent();
    }

    @Test
    void aFileChoosersOwnSaveGoesAhead() {
        assertThat(press("Save", "budget.fods - LibreOffice Calc", SurfaceKind.DIALOG, STEP, nameField())).isEmpty();
        assertThat(press("Save", "Save As", SurfaceKind.DIALOG, STEP, nameField())).isEmpty();
    }

    @Test
    void otherwiseSavingGoesAhead() {
        // Save As opens the chooser; a step naming the window's own file, or no file, means a plain save
        assertThat(press("Save As…", "budget.fods - LibreOffice Calc", SurfaceKind.WINDOW, STEP)).isEmpty();
        assertThat(press("Save", "budget.fods - LibreOffice Calc", SurfaceKind.WINDOW, "save budget.fods")).isEmpty();
        assertThat(press("Save", "Budget.fods - LibreOffice Calc", SurfaceKind.WINDOW, "save it as budget.FODS")).isEmpty();
        assertThat(press("Save", "budget.fods - LibreOffice Calc", SurfaceKind.WINDOW, "save the changes")).isEmpty();
        assertThat(press("Save", "Untitled 1 - LibreOffice Calc", SurfaceKind.WINDOW, STEP)).isEmpty();
        assertThat(press("Save", "budget.fods - LibreOffice Calc", SurfaceKind.WINDOW, null)).isEmpty();
        assertThat(press("Saved searches", "budget.fods - LibreOffice Calc", SurfaceKind.WINDOW, STEP)).isEmpty();
    }

    @Test
    void aStepThatSaysNotToSaveHasEveryPlainSaveRefused() {
        for (String step : List.of("close the document without saving", "quit and don't save", "close it, discard the changes",
                "schließe das Dokument ohne zu speichern"))
            assertThat(press("Save", "budget.fods - LibreOffice Calc", SurfaceKind.DIALOG, step)).as(step)
                    .hasValueSatisfying(r -> assertThat(r).contains("not to save"));
        assertThat(press("Don't Save", "Save Document?", SurfaceKind.DIALOG, "close the document without saving")).isEmpty();
    }

    @Test
    void ctrlSIsAPlainSaveAndCtrlShiftSIsNot() {
        Screen doc = new Screen("soffice", "*budget.fods - LibreOffice Calc", null, SurfaceKind.WINDOW, List.of(), List.of(), List.of());
        DestructiveCheck.Guard g = guard(STEP).check(Grant.NONE);
        assertThat(KeyCheck.refusal("ctrl+s", null, doc, g, "desktop")).hasValueSatisfying(r -> assertThat(r).contains("save over budget.fods"));
        assertThat(KeyCheck.refusal("cmd+s", null, doc, g, "desktop")).isPresent();
        assertThat(KeyCheck.refusal("ctrl+shift+s", null, doc, g, "desktop")).isEmpty();
        assertThat(KeyCheck.refusal("ctrl+s", null, doc, guard("save the sheet").check(Grant.NONE), "desktop")).isEmpty();
    }
}
