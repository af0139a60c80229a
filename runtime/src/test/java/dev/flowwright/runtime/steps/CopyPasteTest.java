package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** "Copy the text in X" and "paste it into Y": the run's own clipboard, as a read and an enter (issue #13). */
class CopyPasteTest {


    @Test
    void aCopiedFieldValueIsPastedIntoAnotherField() {
        Sim sim = new Sim("browser", "Notes");
        sim.textbox("Order number").value = "ORD-5521";
        Sim.Node box = sim.textbox("Search");
        RunReport r = SimRun.of(sim).run("Copy the order number, then paste it into the search box");
        assertThat(r.exitCode()).as(r.toJson()).isZero();
        assertThat(box.value).isEqualTo("ORD-5521");
    }

    @Test
    void aPasteWithNothingCopiedFailsInsteadOfTypingAnything() {
        Sim sim = new Sim("browser", "Notes");
        Sim.Node box = sim.textbox("Search");
        RunReport r = SimRun.of(sim).run("paste it into the search box");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("nothing was copied");
        assertThat(box.value).isNullOrEmpty();
    }

    @Test
    void aCopyFromAFieldNamedByItsKindTakesThatFieldsTextNotThePagesWordsAboutIt() {
        Sim sim = new Sim("browser", "Draft");
        sim.context.add("Copy the text in the text area below into the subject box");
        Sim.Node area = sim.textbox("").at(10, 40).state(ElementState.MULTILINE);
        area.value = "Quarterly numbers attached";
        Sim.Node subject = sim.textbox("").at(10, 200);
        subject.value = "";
        SimRun run = SimRun.of(sim);
        // a decider that would take the page's own sentence for the text
        run.oracle.on(Ask.SOURCE, (id, q, s) -> {
            for (var en : ((Question.Choice) q).options().entrySet()) if (en.getValue().contains("Copy the text")) return pick(en.getKey(), 0.9);
            return null;
        });
        RunReport r = run.run("Copy the text in the text area below, then paste it into the textbox");
        assertThat(r.exitCode()).as(r.toJson()).isZero();
        assertThat(subject.value).isEqualTo("Quarterly numbers attached");
    }

    /**
     * The rule this replaced made any step starting with "copy" a read, which could end done having done
     * nothing. A copy into a field in one step (a wording the rule did not come from) is the read and then
     * the typing: the text lands in the field, or the step fails and the field stays as it was.
     */
    @Test
    void aCopyIntoAFieldInOneStepTypesTheTextOrFailsTypingNothing() {
        Sim sim = new Sim("browser", "Receipt");
        sim.textbox("Order number").value = "ORD-5521";
        Sim.Node box = sim.textbox("Search");
        RunReport r = SimRun.of(sim).run("copy the order number into the search box");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(box.value).isEqualTo("ORD-5521");

        Sim none = new Sim("browser", "Receipt");
        none.context.add("Thank you for shopping with us");
        Sim.Node empty = none.textbox("Search");
        RunReport failed = SimRun.of(none).run("copy the order number into the search box");
        assertThat(failed.step("1").orElseThrow().outcome()).as(failed.toJson()).isEqualTo(Outcome.FAILED);
        assertThat(empty.value).isNullOrEmpty();
        assertThat(failed.vars()).doesNotContainKey("copied");
    }

    /** A copy of a thing, not a text, is the application's to do: never a read that ends done having copied nothing. */
    @Test
    void aCopyOfAThingIsNotDoneByReadingAnything() {
        Sim sim = new Sim("browser", "Files");
        sim.context.add("Invoice 2026-11.pdf");
        sim.button("Move to archive");
        sim.goal(s -> false);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, st) -> pick("none", 0.9));
        RunReport r = run.run("copy the invoice to the archive folder");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isNotEqualTo(Outcome.DONE);
        assertThat(r.vars()).doesNotContainKey("copied");
        assertThat(run.oracle.asked(Ask.SOURCE)).as("no read was made of it").isZero();
    }
}
