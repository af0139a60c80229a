package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.handoff.HandoffResponse;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Where a recipe step's value came from (seed 001): a person's one-time code, a takeover, a choice already made. */
class RecorderProvenanceTest {
    private static final String CODE = "482913";

    private static Recipe recordOn(Sim sim, SimRun run, Flow flow) {
        Recorder recorder = new Recorder(flow, null);
        run.bus.add(recorder);
        RunReport r = run.run(flow);
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        return recorder.recipe();
    }

    @Test
    void aValueAPersonTypedOnAHandoffBecomesASecretPlaceholderWithANoteSayingWhatToWire() {
        Sim sim = new Sim("browser", "Verify");
        sim.textbox("One-time code").hint("tag", "input").hint("nameAttr", "otp");
        sim.goal(s -> CODE.equals(s.fields.get("One-time code")));
        SimRun run = SimRun.of(sim);
        run.responder = request -> new HandoffResponse.Value(CODE);
        Flow flow = new Flow("verify", "browser", null, Map.of(), List.of(new Step.Enter(Map.of("One-time code", "${otp}"))));
        Recipe recipe = recordOn(sim, run, flow);
        assertThat(sim.fields).containsEntry("One-time code", CODE);
        RecipeStep fill = recipe.steps().get(0);
        assertThat(fill.value()).isEqualTo("${secrets.otp}");
        assertThat(fill.from()).startsWith("handoff: a person typed this value").endsWith("supply a secret named otp when replaying");
        assertThat(RecipeWriter.toYaml(recipe)).doesNotContain(CODE);
    }

    @Test
    void aTakeoverBecomesAManualStepNamedAfterWhatThePersonDid() {
        Sim sim = new Sim("browser", "Puzzle");
        sim.text("Drag the piece into the gap");
        sim.goal(s -> s.window.equals("Solved"));
        SimRun run = SimRun.of(sim);
        run.responder = request -> {
            sim.window = "Solved";
            return new HandoffResponse.Acted();
        };
        Flow flow = new Flow("puzzle", "browser", null, Map.of(), List.of(new Step.Do("solve the picture puzzle")));
        Recipe recipe = recordOn(sim, run, flow);
        assertThat(recipe.steps()).hasSize(1);
        RecipeStep manual = recipe.steps().get(0);
        assertThat(manual.action()).isEqualTo(RecipeAction.MANUAL);
        assertThat(manual.label()).isEqualTo("solve the picture puzzle");
        assertThat(manual.bypass()).isNull();
        assertThat(manual.from()).startsWith("takeover:");
        assertThat(RecipeReader.parse(RecipeWriter.toYaml(recipe), "p")).isEqualTo(recipe);
    }

    @Test
    void aChoiceFoundAlreadyMadeIsStillRecordedWhereTheFlowMadeIt() {
        Sim sim = new Sim("browser", "Flights");
        sim.add(sim.node("radio", "One way").can(dev.flowwright.runtime.screen.ElementAction.CLICK).state(ElementState.SELECTED))
                .hint("tag", "input").hint("id", "trip-oneway");
        sim.add(sim.node("radio", "Return").can(dev.flowwright.runtime.screen.ElementAction.CLICK)).hint("tag", "input");
        sim.button("Search").hint("tag", "button").onPress(s -> s.window = "Results");
        sim.goal(s -> s.window.equals("Results"));
        SimRun run = SimRun.of(sim);
        Flow flow = new Flow("search", "browser", null, Map.of(),
                List.of(new Step.Choose("trip type", "One way"), new Step.Do("press Search")));
        Recipe recipe = recordOn(sim, run, flow);
        assertThat(sim.clicks).containsExactly("button \"Search\"");
        assertThat(recipe.steps()).extracting(RecipeStep::action).containsExactly(RecipeAction.CLICK, RecipeAction.CLICK);
        assertThat(recipe.steps().get(0).target().locators()).startsWith(Locator.role("radio", "One way"), Locator.id("trip-oneway"));
        assertThat(recipe.steps().get(1).target().locators()).startsWith(Locator.role("button", "Search"));
    }

    @Test
    void keyCombosAreWrittenInPlaywrightSpellingAndPressedInTheSurfaces() {
        assertThat(RecipeKeys.toRecipe("return")).isEqualTo("Enter");
        assertThat(RecipeKeys.toRecipe("cmd+shift+n")).isEqualTo("ControlOrMeta+Shift+N");
        assertThat(RecipeKeys.toRecipe("escape")).isEqualTo("Escape");
        assertThat(RecipeKeys.toSurface("Enter")).isEqualTo("return");
        assertThat(RecipeKeys.toSurface("ControlOrMeta+Shift+N")).isEqualTo("cmd+shift+n");
        assertThat(RecipeKeys.toSurface("Control+A")).isEqualTo("ctrl+a");
        assertThat(RecipeKeys.toSurface("ArrowDown")).isEqualTo("down");
        assertThat(RecipeKeys.toSurface(RecipeKeys.toRecipe("cmd++"))).isEqualTo("cmd++");
    }
}
