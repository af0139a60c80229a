package dev.flowwright.runtime.handoff;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The no-automation handoff trigger (docs/how-a-run-works.md#when-a-person-is-needed, issue 4 §6): a check only a person
 * may do (a picture puzzle, "I'm not a robot") or a step the automation is stuck on is handed to a
 * person; with nobody there the run ends needs_human — never a hang, never a guess.
 */
class TakeoverTest {

    /** A sign-in page behind an "I'm not a robot" check; solving it reveals the inbox. */
    private static Sim behindACheck() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        sim.add(sim.node("checkbox", "I'm not a robot").can(ElementAction.CLICK));
        sim.text("Select all images with traffic lights");
        return sim;
    }

    private static void solve(Sim sim) {
        sim.find("I'm not a robot").hide();
        sim.find("Select all images with traffic lights").hide();
    }

    @Test
    void aCheckOnlyAPersonMayDoIsHandedOverAndTheStepGoesOn() {
        Sim sim = behindACheck();
        SimRun run = SimRun.of(sim);
        List<HandoffRequest> asked = new ArrayList<>();
        run.responder = request -> {
            asked.add(request);
            solve(sim);
            return new HandoffResponse.Acted();
        };
        RunReport r = run.run("start a new email message");
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0).reason()).contains("a check only a person may do").contains("not a robot");
        assertThat(asked.get(0).wantsValue()).isFalse();
        assertThat(sim.clicks).containsExactly("button \"New Message\"");
        assertThat(r.step("1").orElseThrow().loops()).contains("handoff");
    }

    @Test
    void withNobodyToAnswerACheckEndsTheRunNeedsHumanWithoutTouchingIt() {
        Sim sim = behindACheck();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("start a new email message");
        assertThat(r.stop()).isEqualTo(Stop.NEEDS_HUMAN);
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.note()).contains("needs a person: the page asks for a check only a person may do")
                .contains("nobody can answer here").doesNotContain("--fact");
        assertThat(sim.clicks).isEmpty();
        assertThat(run.oracle.asked(Ask.MOVE)).isZero();
    }

    @Test
    void aCheckStillShowingAfterTwoTakeoversFailsTheStep() {
        Sim sim = behindACheck();
        SimRun run = SimRun.of(sim);
        List<HandoffRequest> asked = new ArrayList<>();
        run.responder = request -> {
            asked.add(request);
            return new HandoffResponse.Acted(); // says so, but the check is still there
        };
        RunReport r = run.run("start a new email message");
        assertThat(asked).hasSize(2);
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("the page still asks for a check only a person may do");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aPageThatOnlyMentionsACaptchaServiceAsksNothing() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        sim.text("This site is protected by reCAPTCHA and the Google Privacy Policy applies.");
        sim.link("reCAPTCHA privacy");
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("start a new email message");
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(run.events(Event.Handoff.class)).isEmpty();
    }

    @Test
    void aStuckStepIsHandedToAPersonWhenOneCanAnswer() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("Calendar"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("stuck", 0.9));
        run.responder = request -> {
            sim.window = "Calendar";
            return new HandoffResponse.Acted();
        };
        RunReport r = run.run("open the calendar");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(run.events(Event.Handoff.class)).extracting(Event.Handoff::reason).first().asString().contains("stuck");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aStuckStepWithNobodyThereFailsWithTheSeedsNote() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("stuck", 0.9));
        RunReport r = run.run("open the calendar");
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("stuck: nothing on screen and no shortcut can help");
        assertThat(run.events(Event.Handoff.class)).isEmpty();
    }
}
