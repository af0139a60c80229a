package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.level;
import static dev.flowwright.runtime.sim.Answers.noul;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The do loop's recovery bars at their edges (docs/behaviours.md, behaviours 3, 6 and 7): the stall result
 * check at 0.75, blocked at 0.70, a progress drop of 0.25 and helped under 0.20 — each just met and
 * just missed, so moving a bar fails a test.
 */
class BarsTest {

    private static Outcome stalledWithResultCheck(double p) {
        Sim sim = SimApps.inbox();
        sim.button("Archive all");
        sim.button("Archive older");
        Quirks.frozen(sim);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.ALREADY_DONE, (id, q, s) -> noul(p));
        var step = run.run("archive older messages").step("1").orElseThrow();
        assertThat(step.note()).isIn("the last three actions changed nothing on screen", "the screen already shows the step's result");
        return step.outcome();
    }

    @Test
    void aStalledStepIsAlreadyDoneFromSeventyFivePercentAndFailsJustUnder() {
        assertThat(stalledWithResultCheck(0.75)).isEqualTo(Outcome.ALREADY_DONE);
        assertThat(stalledWithResultCheck(0.74)).isEqualTo(Outcome.FAILED);
    }

    private static Sim blockedAt(double p) {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.promoToast(sim);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.BLOCKED, (id, q, s) -> noul(s.hasObstacle() ? p : 0.05));
        run.run("start a new email message");
        return sim;
    }

    @Test
    void anObstacleIsClearedFromSeventyPercentBlockedAndLeftJustUnder() {
        assertThat(blockedAt(0.70).clicks).first().isEqualTo("button \"Close\"");
        assertThat(blockedAt(0.69).clicks).doesNotContain("button \"Close\"");
    }

    /** Archive opens a menu (progress judged {@code after}); Archive all then archives. */
    private static Sim progressFromHalfTo(Answer.ScoreAnswer after) {
        Sim sim = SimApps.inbox();
        sim.find("Archive").onPress(s -> s.context.add("archive menu"));
        sim.button("Archive all").onPress(s -> s.window = "Archive");
        sim.goal(s -> s.window.equals("Archive"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.PROGRESS, (id, q, s) -> s.goalMet() ? level(4) : s.context.contains("archive menu") ? after : level(2));
        run.run("archive");
        return sim;
    }

    @Test
    void aProgressDropOfAQuarterIsUndoneAndASmallerOneIsNot() {
        assertThat(progressFromHalfTo(level(1)).keys).containsExactly("escape");
        // 0.96 × level 1 + 0.04 × level 2 = 0.26 of the scale: a drop of 0.24
        var slightly = new Answer.ScoreAnswer(1.04, Map.of("1", 0.96, "2", 0.04), 0.96);
        assertThat(progressFromHalfTo(slightly).keys).doesNotContain("escape");
    }

    private static Sim helped(double p) {
        Sim sim = SimApps.inbox();
        sim.find("Archive").onPress(s -> s.context.add("archive menu"));
        sim.button("Archive all").onPress(s -> s.window = "Archive");
        sim.goal(s -> s.window.equals("Archive"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.HELPED, (id, q, s) -> noul(s.clicks.size() == 1 ? p : 0.9));
        run.run("archive");
        return sim;
    }

    @Test
    void aPressJudgedUnderTwentyPercentHelpfulIsUndoneAndOneAtTwentyIsNot() {
        assertThat(helped(0.19).keys).containsExactly("escape");
        assertThat(helped(0.20).keys).doesNotContain("escape");
    }

    @Test
    void theUndoWritesTheSeedsHistoryLineAndTheRunReportsTheLoop() {
        Sim sim = SimApps.inbox();
        sim.find("Archive").onPress(s -> s.context.add("archive menu"));
        sim.button("Archive all").onPress(s -> s.window = "Archive");
        sim.goal(s -> s.window.equals("Archive"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.HELPED, (id, q, s) -> noul(s.clicks.size() == 1 ? 0.1 : 0.9));
        RunReport r = run.run("archive");
        assertThat(run.oracle.allRequestText()).contains("that made things worse; undid it");
        assertThat(r.step("1").orElseThrow().loops()).contains("undo");
    }
}
