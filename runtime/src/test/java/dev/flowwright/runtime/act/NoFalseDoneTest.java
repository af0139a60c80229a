package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** A step that names an action never ends done with zero actions (issue #13 item 4). */
class NoFalseDoneTest {

    /** A judge that rates the screen 0.80 done whatever happens: above DONE, under ALREADY_DONE. */
    private static SimRun lukewarm(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.DONE, (id, q, s) -> noul(0.8)).on(Ask.NOT_DONE, (id, q, s) -> noul(0.2))
                .on(Ask.PROGRESS, (id, q, s) -> new Answer.ScoreAnswer(3.2, Map.of("4", 0.8, "0", 0.2), 0.8));
        return run;
    }

    @Test
    void aClickStepThatNeverPressedIsNotDoneAtTheLastLook() {
        Sim sim = SimApps.inbox();
        SimRun run = lukewarm(sim);
        // the MiniWoB case: every turn chose a move that pressed nothing, and the last look read 0.80
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("wait", 0.9));
        RunReport r = run.run("click the Archive button");
        StepReport step = r.step("1").orElseThrow();
        assertThat(step.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step.note()).contains("no action of the step went through");
        assertThat(sim.clicks).isEmpty();
        assertThat(run.oracle.asked(Ask.ALREADY_DONE)).isEqualTo(1);
    }

    @Test
    void anExplicitAlreadyDoneJudgementMayEndAnActionStepWithoutActing() {
        Sim sim = SimApps.inbox();
        SimRun run = lukewarm(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("wait", 0.9)).on(Ask.ALREADY_DONE, (id, q, s) -> noul(0.9));
        RunReport r = run.run("click the Archive button");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.ALREADY_DONE);
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aConfidentJudgeAtTurnZeroStillAsksTheExplicitQuestionAndActsOnANo() {
        Sim sim = SimApps.inbox();
        sim.goal(s -> true); // done, not_done and progress all say finished before anything was pressed
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.ALREADY_DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.3 : 0.95));
        RunReport r = run.run("click the Archive button");
        assertThat(sim.clicks).containsExactly("button \"Archive\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(run.oracle.asked(Ask.ALREADY_DONE)).isEqualTo(1);
    }

    @Test
    void aStepThatNamesNoActionIsAlreadyDoneOnTheJudgeAlone() {
        Sim sim = SimApps.inbox().goal(s -> true);
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("the inbox lists three messages");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.ALREADY_DONE);
        assertThat(run.oracle.asked(Ask.ALREADY_DONE)).isZero();
    }

    @Test
    void aRefusedPressIsNoActionForTheDoneBar() {
        Sim sim = SimApps.inbox();
        Sim.Layer cover = sim.layer("banner \"Promo\"", dev.flowwright.runtime.screen.SurfaceKind.WINDOW).covering("banner \"Promo\"");
        cover.escapeCloses = false;
        cover.dismissCoverCloses = false;
        SimRun run = lukewarm(sim);
        run.oracle.on(Ask.BLOCKED, (id, q, s) -> noul(0.05));
        RunReport r = run.run("click the Archive button");
        // every press was refused (covered): 0.80 is not "done after acting"
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
    }
}
