package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A menu path written as manuals write it, "File > Save As" (issue #13): menus opened, the last pressed. */
class MenuPathTest {

    private static Sim editor() {
        Sim sim = new Sim("browser", "Editor");
        Sim.Node file = sim.add(sim.node("menuitem", "File").can(ElementAction.CLICK)).at(10, 10);
        sim.add(sim.node("menuitem", "Edit").can(ElementAction.CLICK)).at(60, 10);
        Sim.Node saveAs = sim.add(sim.node("menuitem", "Save As").can(ElementAction.CLICK)).at(10, 30).hide();
        Sim.Node delete = sim.add(sim.node("menuitem", "Delete file").can(ElementAction.CLICK)).at(10, 50).hide();
        file.onExpand(s -> { saveAs.show(); delete.show(); });
        sim.goal(s -> false);
        return sim;
    }

    @Test
    void theMenusArePointedAtAndTheLastNameIsPressed() {
        Sim sim = editor();
        RunReport r = SimRun.of(sim).run("Choose File > Save As");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).containsSubsequence("expand menuitem \"File\"", "click menuitem \"Save As\"");
        assertThat(sim.log).doesNotContain("click menuitem \"File\"");
    }

    @Test
    void aNameNotOnScreenFailsNamingIt() {
        Sim sim = editor();
        RunReport r = SimRun.of(sim).run("select file>print");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("no control named \"print\"").contains("after opening \"file\"");
        assertThat(sim.log).noneMatch(l -> l.startsWith("click"));
    }

    @Test
    void theLastPressStillGoesThroughTheDestructiveCheck() {
        Sim sim = editor();
        RunReport r = SimRun.of(sim).run("Choose File > Delete file");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.log).noneMatch(l -> l.startsWith("click"));
    }

}
