package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.recipe.export.PlaywrightJavaExporter;
import dev.flowwright.runtime.recipe.export.PlaywrightTsExporter;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** A box press is recorded as the state it asks for, an expand as itself (issue #13 item 7). */
class RecordedStatesTest {

    /** A page with a "Lamp" checkbox (a press toggles it) and a "Gift options" toggle that expands. */
    private static Sim page() {
        Sim sim = new Sim("browser", "Order");
        Sim.Node lamp = sim.add(sim.node("checkbox", "Lamp").can(ElementAction.CLICK));
        lamp.onPress(s -> { if (!lamp.states.remove(ElementState.CHECKED)) lamp.states.add(ElementState.CHECKED); });
        Sim.Node gift = sim.add(sim.node("button", "Gift options").can(ElementAction.CLICK));
        gift.onExpand(s -> { if (!gift.states.remove(ElementState.EXPANDED)) gift.states.add(ElementState.EXPANDED); });
        return sim;
    }

    private static Recipe record(Sim sim, SimRun run, String step) {
        Flow flow = new Flow("order", "browser", null, Map.of(), List.of(new Step.Do(step)));
        Recorder recorder = new Recorder(flow, null);
        run.bus.add(recorder);
        assertThat(run.run(flow).stop()).isEqualTo(Stop.COMPLETED);
        return recorder.recipe();
    }

    @Test
    void aTickIsRecordedAsCheckAndItsReplayNeverUnticksABoxThePageKeptTicked() {
        Sim sim = page();
        SimRun run = SimRun.of(sim.goal(s -> s.find("Lamp").states.contains(ElementState.CHECKED)));
        Recipe recipe = record(sim, run, "tick the Lamp box");
        assertThat(recipe.steps()).extracting(RecipeStep::action).containsExactly(RecipeAction.CHECK);

        Sim again = page();
        again.find("Lamp").states.add(ElementState.CHECKED); // the page remembered the tick
        ReplayReport report = new RecipeReplayer(again, ReplayOptions.plain()).replay(recipe);
        assertThat(report.outcome()).isNotEqualTo(ReplayReport.Outcome.FAILED);
        assertThat(again.clicks).isEmpty();
        assertThat(again.find("Lamp").states).contains(ElementState.CHECKED);
    }

    @Test
    void aPressOnATickedBoxIsRecordedAsUncheck() {
        Sim sim = page();
        sim.find("Lamp").states.add(ElementState.CHECKED);
        SimRun run = SimRun.of(sim.goal(s -> !s.find("Lamp").states.contains(ElementState.CHECKED)));
        Recipe recipe = record(sim, run, "untick the Lamp box");
        assertThat(recipe.steps()).extracting(RecipeStep::action).containsExactly(RecipeAction.UNCHECK);
    }

    @Test
    void anExpandIsRecordedAsItselfReplayedAsAnExpandAndExportedAsAClick() {
        Sim sim = page();
        SimRun run = SimRun.of(sim.goal(s -> s.find("Gift options").states.contains(ElementState.EXPANDED)));
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick(s.goalMet() ? "finished" : "expand", 0.9));
        Recipe recipe = record(sim, run, "show the gift options");
        assertThat(recipe.steps()).extracting(RecipeStep::action).containsExactly(RecipeAction.EXPAND);
        assertThat(RecipeWriter.toYaml(recipe)).contains("action: expand");

        Sim again = page();
        new RecipeReplayer(again, ReplayOptions.plain()).replay(recipe);
        assertThat(again.log).contains("expand button \"Gift options\"");
        assertThat(new PlaywrightJavaExporter("OrderTest").export(recipe)).contains(".click();");
        assertThat(new PlaywrightTsExporter().export(recipe)).contains(".click();");
    }
}
