package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.run.ActionRecord;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.steps.Fill.actions;
import static dev.flowwright.runtime.steps.Fill.compose;
import static dev.flowwright.runtime.steps.Fill.enter;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A field that fills or clears itself late (issue #13 item 7): an empty read-back is settled, re-read while
 * the page keeps changing (up to {@link Thresholds#LATE_VALUE_MS}), then pasted, and only then a failure.
 */
class EnterLateValueTest {

    @Test
    void aFieldThatShowsItsTextABeatLaterIsWaitedForNotPastedOver() {
        Sim sim = compose();
        Quirks.fillsLate(sim, sim.find("Subject"));
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving the sync"));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.step("1").orElseThrow().note()).isEqualTo(Outcome.DONE);
        assertThat(sim.waits).isGreaterThanOrEqualTo(1);
        assertThat(sim.log).noneMatch(l -> l.startsWith("paste"));
        assertThat(actions(r, "1")).extracting(ActionRecord::note).containsExactly("delivered through set_value, verified");
    }

    @Test
    void aFieldThatClearsTheFirstInputIsPastedInsteadOfFailingTheStep() {
        Sim sim = compose();
        Quirks.clearsFirstInput(sim, sim.find("Subject"));
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving the sync"));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.step("1").orElseThrow().note()).isEqualTo(Outcome.DONE);
        assertThat(sim.find("Subject").value).isEqualTo("Moving the sync");
        assertThat(sim.log).containsSubsequence("set textbox \"Subject\"", "paste textbox \"Subject\" (replace)");
        assertThat(actions(r, "1")).extracting(ActionRecord::action).containsExactly("fill subject", "paste subject");
        assertThat(actions(r, "1").get(1).note()).isEqualTo("delivered through paste, verified");
        assertThat(sim.settles).isNotEmpty(); // settled and read again before pasting
    }

    @Test
    void aPageThatKeepsChangingWithoutFillingTheFieldIsWaitedOnNoLongerThanTheLimitThenPasted() {
        Sim sim = compose();
        sim.find("Subject").dropsSetValue = true;
        sim.onWait = s -> { }; // something on the page changes on every wait (a ticking clock), never the field
        long start = System.nanoTime();
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving"));
        long tookMs = (System.nanoTime() - start) / 1_000_000;
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("paste textbox \"Subject\" (replace)");
        assertThat(sim.waits).isGreaterThan(1);
        assertThat(tookMs).isLessThan(Thresholds.LATE_VALUE_MS + 3_000);
    }

    @Test
    void aFieldStillEmptyAfterWaitingAndPastingFailsAsTextNotDelivered() {
        Sim sim = compose();
        Quirks.clearsFirstInput(sim, sim.find("Subject"));
        sim.find("Subject").dropsPaste = true;
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).startsWith("TEXT_NOT_DELIVERED").doesNotContain("Moving");
    }
}
