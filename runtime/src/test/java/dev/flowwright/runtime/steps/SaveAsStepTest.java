package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Save it as report.ods in Documents" on a simulated office program: Save As, the chooser's name field, its
 * Save — never a plain save over the open document — and an overwrite question answered by the destructive check.
 */
class SaveAsStepTest {

    /** An office program holding budget.fods: a toolbar Save (a plain save), Ctrl+Shift+S opening a file chooser. */
    private static final class Office {
        final Sim sim = new Sim("soffice", "budget.fods - LibreOffice Calc");
        final Set<String> files = new HashSet<>(Set.of("~/Documents/budget.fods"));
        final List<String> written = new ArrayList<>();

        Office(boolean saveAsButton, String... existing) {
            sim.kind = "desktop";
            files.addAll(List.of(existing));
            sim.button("Save").onPress(s -> written.add("~/Documents/budget.fods"));
            if (saveAsButton) sim.button("Save As…").onPress(s -> chooser());
            sim.onKey.put("ctrl+shift+s", s -> chooser());
            sim.onKey.put("ctrl+s", s -> written.add("~/Documents/budget.fods"));
        }

        void chooser() {
            Sim.Layer l = sim.layer("dialog \"Save As\"", SurfaceKind.DIALOG);
            Sim.Node name = l.add(sim.node("text", "Name").can(ElementAction.CLICK, ElementAction.SET_VALUE, ElementAction.TYPE_TEXT)
                    .state(ElementState.FOCUSED, ElementState.EDITABLE));
            name.value = "budget.fods";
            l.button("Cancel").onPress(s -> l.close());
            l.button("Save").onPress(s -> save(l, name.value));
        }

        void save(Sim.Layer chooser, String path) {
            if (!files.contains(path)) {
                write(chooser, path);
                return;
            }
            String line = "A file named \"" + path.substring(path.lastIndexOf('/') + 1) + "\" already exists. Do you want to replace it?";
            Sim.Layer q = sim.layer("alert \"Replace?\"", SurfaceKind.ALERT);
            sim.context.add(line);
            q.button("Cancel").onPress(s -> { q.close(); sim.context.remove(line); });
            q.button("Replace").onPress(s -> { q.close(); sim.context.remove(line); write(chooser, path); });
        }

        void write(Sim.Layer chooser, String path) {
            chooser.close();
            files.add(path);
            written.add(path);
            sim.window = path.substring(path.lastIndexOf('/') + 1) + " - LibreOffice Calc";
        }

        RunReport run(String step, String... allow) {
            return SimRun.of(sim).run(new Flow("f", sim.app, null, Map.of(), List.of(new Step.Do(step)), List.of(allow)));
        }
    }

    @Test
    void savingUnderANameGoesThroughSaveAsAndTheChooser() {
        for (String step : List.of("save it as report.ods in Documents", "please save the spreadsheet as report.ods in the Documents folder",
                "the sheet should be saved as report.ods in Documents", "as report.ods in Documents, save the workbook",
                "store a copy named report.ods inside the Documents directory")) {
            Office office = new Office(false);
            RunReport r = office.run(step);
            assertThat(r.step("1").orElseThrow().outcome()).as(step + "\n" + r.toJson()).isEqualTo(Outcome.DONE);
            assertThat(office.written).as(step).containsExactly("~/Documents/report.ods");
            assertThat(office.sim.keys).as(step).containsExactly("ctrl+shift+s");
            assertThat(office.sim.window).startsWith("report.ods");
        }
    }

    @Test
    void aSaveAsControlOnScreenIsPressedInsteadOfTheKeys() {
        Office office = new Office(true);
        RunReport r = office.run("save it as minutes.odt");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(office.sim.keys).isEmpty();
        assertThat(office.sim.clicked("Save As…")).isTrue();
        // no folder named: the name alone, in the folder the chooser opened in
        assertThat(office.written).containsExactly("minutes.odt");
    }

    @Test
    void aFileThatExistsIsReplacedOnlyWhenTheFlowAllowsErasing() {
        Office refused = new Office(false, "~/Documents/report.ods");
        RunReport r = refused.run("save it as report.ods in Documents");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("refused to press").contains("Replace").contains("allow: [erase]");
        assertThat(refused.written).isEmpty();

        Office allowed = new Office(false, "~/Documents/report.ods");
        RunReport ok = allowed.run("save it as report.ods in Documents", "overwrite");
        assertThat(ok.step("1").orElseThrow().outcome()).as(ok.toJson()).isEqualTo(Outcome.DONE);
        assertThat(allowed.written).containsExactly("~/Documents/report.ods");
    }

    @Test
    void aChooserThatNeverShowsFailsSayingSo() {
        Office office = new Office(false);
        office.sim.onKey.remove("ctrl+shift+s");
        RunReport r = office.run("save it as report.ods in Documents");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("no file chooser");
        assertThat(office.written).isEmpty();
    }

    @Test
    void foldersBecomeAPathTheChooserReads() {
        assertThat(SaveAsStep.path("report.ods", null)).isEqualTo("report.ods");
        assertThat(SaveAsStep.path("report.ods", "Documents")).isEqualTo("~/Documents/report.ods");
        assertThat(SaveAsStep.path("report.ods", "home")).isEqualTo("~/report.ods");
        assertThat(SaveAsStep.path("report.ods", "/tmp/out/")).isEqualTo("/tmp/out/report.ods");
        assertThat(SaveAsStep.path("report.ods", "~/Archive")).isEqualTo("~/Archive/report.ods");
    }
}
