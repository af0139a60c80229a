package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.run.ActionRecord;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.steps.Fill.actions;
import static dev.flowwright.runtime.steps.Fill.compose;
import static dev.flowwright.runtime.steps.Fill.enter;
import static org.assertj.core.api.Assertions.assertThat;

/** Verified delivery and field errors (docs/step-kinds.md#enter; behaviour 14: set_value / paste / unverified / TEXT_NOT_DELIVERED, one re-entry). */
class EnterDeliveryTest {

    @Test
    void eachSlotGoesIntoItsFieldThroughSetValueAndIsVerified() {
        Sim sim = compose();
        RunReport r = SimRun.of(sim).run(enter("to", "sam@example.com", "subject", "Moving Thursday's sync"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.fields).containsEntry("To", "sam@example.com").containsEntry("Subject", "Moving Thursday's sync");
        assertThat(actions(r, "1")).extracting(ActionRecord::action).containsExactly("fill to", "fill subject");
        assertThat(actions(r, "1")).extracting(ActionRecord::note).containsOnly("delivered through set_value, verified");
    }

    @Test
    void aReadBackDifferingOnlyInWhitespaceCountsAsDelivered() {
        Sim sim = compose();
        sim.find("Subject").readsAs = v -> v == null ? null : "  " + v.replace(" ", "\n") + " ";
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving the sync"));
        assertThat(actions(r, "1")).extracting(ActionRecord::note).containsExactly("delivered through set_value, verified");
        assertThat(sim.log).noneMatch(l -> l.startsWith("paste"));
    }

    @Test
    void aSetThatDoesNotReadBackIsPastedOverASelectAllAndVerified() {
        Sim sim = compose();
        sim.find("Subject").dropsSetValue = true;
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving the sync"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("paste textbox \"Subject\" (replace)");
        assertThat(actions(r, "1")).extracting(ActionRecord::action).containsExactly("fill subject", "paste subject");
        assertThat(actions(r, "1").get(1).note()).isEqualTo("delivered through paste, verified");
        assertThat(sim.settles).isNotEmpty(); // it settled and read again before pasting
    }

    @Test
    void aFieldWithoutSetValueIsPastedAtTheCaretKeepingWhatItQuotes() {
        Sim sim = compose();
        Sim.Node body = sim.find("Body");
        body.actions.remove(ElementAction.SET_VALUE);
        body.value = "> On Monday Sam wrote";
        body.dropsSetValue = true; // typing does not take
        RunReport r = SimRun.of(sim).run(enter("message body", "Friday works."));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("paste textbox \"Body\" (at caret)");
        assertThat(body.value).isEqualTo("> On Monday Sam wroteFriday works.");
    }

    @Test
    void aTokenFieldIsDeliveredButUnverified() {
        Sim sim = compose();
        sim.find("To").readsAs = v -> "\uFFFC";
        RunReport r = SimRun.of(sim).run(enter("to", "sam@example.com"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(actions(r, "1").get(0).note()).contains("unverified");
        assertThat(r.step("1").orElseThrow().note()).contains("unverified (cannot be read back): to");
        assertThat(sim.log).noneMatch(l -> l.startsWith("paste"));
    }

    @Test
    void aFieldThatCannotBeReadBackIsDeliveredButUnverified() {
        Sim sim = compose();
        sim.find("Subject").readsAs = v -> null;
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(actions(r, "1").get(0).note()).isEqualTo("delivered, unverified: the field cannot be read back");
    }

    @Test
    void textThatNeverReadsBackFailsAsTextNotDelivered() {
        Sim sim = compose();
        sim.find("Subject").dropsSetValue = true;
        sim.find("Subject").dropsPaste = true;
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).startsWith("TEXT_NOT_DELIVERED");
    }

    @Test
    void aFlaggedFieldIsEnteredAgainOnceAndThenHolds() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        int[] asked = {0};
        run.oracle.on(Ask.FIELD_ERROR, (id, q, s) -> noul(asked[0]++ == 0 ? 0.7 : 0.1));
        RunReport r = run.run(enter("subject", "Moving"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log.stream().filter(l -> l.equals("set textbox \"Subject\""))).hasSize(2);
    }

    @Test
    void aFieldStillFlaggedAfterOneReentryFailsTheStepNamingTheSlot() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.FIELD_ERROR, (id, q, s) -> noul(q.instructions().path("slot").asText().equals("subject") ? 0.9 : 0.1));
        RunReport r = run.run(enter("to", "sam@example.com", "subject", "Moving"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("error for: subject").doesNotContain("to,");
        assertThat(sim.log.stream().filter(l -> l.equals("set textbox \"Subject\""))).hasSize(2);
        assertThat(sim.log.stream().filter(l -> l.equals("set textbox \"To\""))).hasSize(1);
    }

    @Test
    void aFlagJustUnderSeventyPercentIsNotReentered() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.FIELD_ERROR, (id, q, s) -> noul(0.69));
        RunReport r = run.run(enter("subject", "Moving"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log.stream().filter(l -> l.equals("set textbox \"Subject\""))).hasSize(1);
    }

    @Test
    void aFieldThatNoLongerHoldsItsTextWhenTheStepEndsFailsTheStep() {
        Sim sim = compose();
        // typing the subject clears the recipient (a form's own handler): the step did not enter both
        sim.find("Subject").onType((s, text) -> s.find("To").value = "");
        RunReport r = SimRun.of(sim).run(enter("to", "sam@example.com", "subject", "Moving"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("the field for to no longer holds").doesNotContain("sam@example.com");
    }

    @Test
    void aFieldThatReformatsWhatItHoldsStillHoldsIt() {
        Sim sim = compose();
        // leaving the recipient box reformats it, after it was verified
        sim.find("Subject").onType((s, text) -> s.find("To").value = " SAM@EXAMPLE.COM;");
        RunReport r = SimRun.of(sim).run(enter("to", "sam@example.com", "subject", "Moving the sync"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }
}
