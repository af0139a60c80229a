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

/** Where a recipe step's value came from (docs/recipes.md#recording): a person's one-time code, a takeover, a choice already made. */
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
        // a radio is recorded as the state it must be in: a replay checks it, never toggles it
        assertThat(recipe.steps()).extracting(RecipeStep::action).containsExactly(RecipeAction.CHECK, RecipeAction.CLICK);
        assertThat(recipe.steps().get(0).target().locators()).startsWith(Locator.role("radio", "One way"), Locator.id("trip-oneway"));
        assertThat(recipe.steps().get(1).target().locators()).startsWith(Locator.role("button", "Search"));
    }

    @Test
    void withNoNewHeadingTheExpectationIsTheNewStatusLineTheRunBroughtAbout() {
        Sim sim = new Sim("browser", "Account");
        sim.text("Create an account");
        sim.button("Create account").hint("tag", "button").onPress(s -> s.add(s.node("status", "Welcome to Lumen Books, Ada.")));
        sim.goal(s -> s.nodes.stream().anyMatch(n -> n.role.equals("status")));
        SimRun run = SimRun.of(sim);
        Flow flow = new Flow("account", "browser", null, Map.of(), List.of(new Step.Do("create the account")));
        Recipe recipe = recordOn(sim, run, flow);
        assertThat(recipe.expect()).containsExactly(Expectation.text("Welcome to Lumen Books, Ada."));
    }

    @Test
    void aMaskedSecretOnTheFinalScreenIsNeverWhatAReplayChecks() {
        Flow flow = new Flow("f", "browser", "http://x/", Map.of(), List.of(new Step.Do("save")));
        Recorder recorder = new Recorder(flow, null);
        java.time.Instant t = java.time.Instant.now();
        var first = new dev.flowwright.runtime.screen.Screen("browser", "Form", "http://x/", null,
                List.of(RecipeLocatorsTest.el("heading", "Form"), RecipeLocatorsTest.el("button", "Save", "tag", "button")), List.of(), List.of());
        var last = new dev.flowwright.runtime.screen.Screen("browser", "Form", "http://x/", null,
                List.of(RecipeLocatorsTest.el("heading", "Hello ${password}"), RecipeLocatorsTest.el("status", "Saved")), List.of("Saved for ${password}"), List.of());
        recorder.on(new dev.flowwright.runtime.events.Event.StepEvent(t, "1", "started", "do", "save", null, null));
        recorder.on(new dev.flowwright.runtime.events.Event.Look(t, "1", 0, first, "", null));
        recorder.on(new dev.flowwright.runtime.events.Event.Acted(t, "1", 0, "click", first.elements().get(1), null, "flow"));
        recorder.on(new dev.flowwright.runtime.events.Event.Look(t, "1", 1, last, "", null));
        recorder.on(new dev.flowwright.runtime.events.Event.End(t, "completed", "done", "", 1, 3, 10));
        Recipe recipe = recorder.recipe();
        assertThat(recipe.start()).isEqualTo("http://x/");
        assertThat(recipe.steps()).extracting(RecipeStep::from).containsExactly("save");
        assertThat(recipe.expect()).containsExactly(Expectation.text("Saved"));
    }

    /** A calculator: no heading, no status line; the outcome is the display's value, which no step typed. */
    @Test
    void withNoNewTextTheExpectationIsAFieldValueNoStepEntered() {
        Flow flow = new Flow("calc", "gnome-calculator", null, Map.of(), List.of(new Step.Enter(Map.of("amount", "12")), new Step.Do("press equals")));
        Recorder recorder = new Recorder(flow, null);
        java.time.Instant t = java.time.Instant.now();
        var amount = new dev.flowwright.runtime.screen.Element("e1", "textbox", "Amount", "", "", null, null, null, null, null);
        var display = new dev.flowwright.runtime.screen.Element("e2", "textbox", "", "", "", null, null, null, null, null);
        var equals = RecipeLocatorsTest.el("button", "=");
        var first = new dev.flowwright.runtime.screen.Screen("gnome-calculator", "Calculator", null, null, List.of(amount, display, equals), List.of(), List.of());
        var last = new dev.flowwright.runtime.screen.Screen("gnome-calculator", "Calculator", null, null,
                List.of(new dev.flowwright.runtime.screen.Element("e1", "textbox", "Amount", "", "12", null, null, null, null, null),
                        new dev.flowwright.runtime.screen.Element("e2", "textbox", "", "", "4736", null, null, null, null, null), equals),
                List.of(), List.of());
        recorder.on(new dev.flowwright.runtime.events.Event.StepEvent(t, "1", "started", "enter", "enter amount", null, null));
        recorder.on(new dev.flowwright.runtime.events.Event.Look(t, "1", 0, first, "", null));
        recorder.on(new dev.flowwright.runtime.events.Event.Acted(t, "1", 0, "fill", amount, "12", "flow"));
        recorder.on(new dev.flowwright.runtime.events.Event.StepEvent(t, "2", "started", "do", "press equals", null, null));
        recorder.on(new dev.flowwright.runtime.events.Event.Acted(t, "2", 0, "click", equals, null, "flow"));
        recorder.on(new dev.flowwright.runtime.events.Event.Look(t, "2", 1, last, "", null));
        recorder.on(new dev.flowwright.runtime.events.Event.End(t, "completed", "done", "", 2, 3, 10));
        assertThat(recorder.recipe().expect()).as("the typed 12 is not an outcome; the display's 4736 is").containsExactly(Expectation.text("4736"));
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
