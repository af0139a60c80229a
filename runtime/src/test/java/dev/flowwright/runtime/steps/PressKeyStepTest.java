package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.events.Event;
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

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Keys pressed where the focus is or in the field named, through the same safety as a press, recorded as a press of the combo. */
class PressKeyStepTest {

    /** A search page: a focused search box in form "search" whose default button is "Go"; Return runs the search. */
    private static Sim search() {
        Sim sim = new Sim("browser", "Search");
        Sim.Node box = sim.textbox("Search").hint("form", "search").state(ElementState.FOCUSED);
        box.value = "";
        sim.button("Go").hint("form", "search").hint("defaultButton", "true");
        sim.onKey.put("return", s -> s.text("Results for " + box.value));
        return sim;
    }

    private static RunReport run(Sim sim, String step, String... allow) {
        return SimRun.of(sim).run(new Flow("f", sim.app, null, Map.of(), List.of(new Step.Do(step)), List.of(allow)));
    }

    @Test
    void enterIsPressedWhereTheFocusIsAndRecordedAsAPressOfTheKey() {
        Sim sim = search();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("press Enter");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.keys).containsExactly("return");
        assertThat(sim.clicks).isEmpty();
        assertThat(run.events(Event.Acted.class)).anySatisfy(a -> {
            assertThat(a.verb()).isEqualTo("press");
            assertThat(a.value()).isEqualTo("return");
        });
    }

    @Test
    void typingThenEnterGoesIntoTheSameField() {
        Sim sim = search();
        sim.find("Search").states.remove(ElementState.FOCUSED);
        Sim.Node other = sim.textbox("New item");
        other.value = "";
        RunReport r = SimRun.of(sim).run("type \"milk\" into the \"Search\" box and press Enter");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.find("Search").value).isEqualTo("milk");
        assertThat(other.value).isEmpty();
        assertThat(sim.keys).containsExactly("return");
        assertThat(r.step("1.2").orElseThrow().kind()).isEqualTo("sub-goal");
        // the simulator keeps no focus: the key went to the field typed into, focused first with a click
        assertThat(sim.log.subList(sim.log.size() - 2, sim.log.size())).containsExactly("click textbox \"Search\"", "key return");
    }

    /** A settings form: the focused field's form has "Delete account" as its default button. */
    private static Sim dangerous() {
        Sim sim = new Sim("browser", "Account");
        Sim.Node name = sim.textbox("Display name").hint("form", "account").state(ElementState.FOCUSED);
        name.value = "Ada";
        sim.button("Delete account").hint("form", "account").hint("defaultButton", "true");
        sim.button("Save").hint("form", "account");
        return sim;
    }

    @Test
    void enterThatWouldPressAHardWordIsRefusedUnlessAllowed() {
        Sim sim = dangerous();
        RunReport r = run(sim, "press Enter");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("would press button \"Delete account\"").contains("delete");
        assertThat(sim.keys).isEmpty();
        Sim allowed = dangerous();
        assertThat(run(allowed, "press Enter", "delete").step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(allowed.keys).containsExactly("return");
    }

    @Test
    void tabSubmitsNothingAndIsPressedThere() {
        Sim sim = dangerous();
        assertThat(run(sim, "hit Tab").step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.keys).containsExactly("tab");
    }

    @Test
    void enterOnAFocusedButtonIsAPressOfThatButton() {
        Sim sim = new Sim("browser", "Mail");
        sim.button("Send").state(ElementState.FOCUSED);
        RunReport r = run(sim, "press Enter");
        assertThat(r.step("1").orElseThrow().note()).contains("on button \"Send\"");
        assertThat(sim.keys).isEmpty();
    }

    @Test
    void enterWhileTheScreenShowsPaymentDetailsIsRefusedUnlessPayingIsAllowed() {
        Sim sim = new Sim("browser", "Checkout");
        Sim.Node card = sim.textbox("Card number").state(ElementState.FOCUSED);
        card.value = "";
        RunReport r = run(sim, "press Enter");
        assertThat(r.step("1").orElseThrow().note()).contains("payment details");
        assertThat(sim.keys).isEmpty();
        Sim paying = new Sim("browser", "Checkout");
        paying.textbox("Card number").state(ElementState.FOCUSED).value = "";
        run(paying, "press Enter", "pay");
        assertThat(paying.keys).containsExactly("return");
    }

    @Test
    void enterOverASheetIsRefusedUnlessTheLastActionTypedIntoASearchBox() {
        Sim sim = new Sim("browser", "Files");
        Sim.Layer sheet = sim.layer("sheet \"Replace file?\"", SurfaceKind.SHEET);
        sheet.add(sim.node("textbox", "Name").can(ElementAction.CLICK, ElementAction.SET_VALUE).state(ElementState.FOCUSED));
        sheet.button("Replace");
        RunReport r = run(sim, "press Enter");
        assertThat(r.step("1").orElseThrow().note()).contains("refused to press return while a sheet");
        assertThat(sim.keys).isEmpty();
    }

    @Test
    void theDeleteKeyOutsideATextFieldIsRefusedUnlessAllowed() {
        Sim sim = new Sim("desktop", "Files");
        sim.add(sim.node("list item", "report.pdf").can(ElementAction.CLICK).state(ElementState.FOCUSED, ElementState.SELECTED));
        RunReport r = run(sim, "press the Delete key");
        assertThat(r.step("1").orElseThrow().note()).contains("deletes what is selected");
        assertThat(sim.keys).isEmpty();
    }

    @Test
    void aKeyThatQuitsIsRefusedUnlessTheStepAsksToClose() {
        Sim sim = new Sim("desktop", "Editor");
        RunReport r = run(sim, "press Ctrl+Q");
        assertThat(r.step("1").orElseThrow().note()).contains("closes or quits");
        assertThat(sim.keys).isEmpty();
    }
}
