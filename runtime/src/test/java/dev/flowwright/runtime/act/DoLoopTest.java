package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.sim.Answers.level;
import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** The do loop's turn: judge, finish, moves (docs/how-a-run-works.md#the-do-loop). */
class DoLoopTest {

    @Test
    void pressesTheGroundedControlThenEndsDone() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("start a new email message");
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(sim.clicks).containsExactly("button \"New Message\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().turns()).isEqualTo(1);
    }

    @Test
    void aStepAlreadyShownAtTurnZeroIsAlreadyDoneWithoutActing() {
        Sim sim = SimApps.inbox().goal(s -> true);
        RunReport r = SimRun.of(sim).run("open the inbox");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.ALREADY_DONE);
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void turnZeroNeedsEightyFivePercentToSkipTheStep() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        SimRun run = SimRun.of(sim);
        // completion = mean(mean(0.8, 1-0.2), P(top)=0.8) = 0.8: enough later, not at turn 0
        run.oracle.on(Ask.DONE, (id, q, s) -> noul(0.8)).on(Ask.NOT_DONE, (id, q, s) -> noul(0.2))
                .on(Ask.PROGRESS, (id, q, s) -> new dev.flowwright.runtime.decide.Answer.ScoreAnswer(3.2, java.util.Map.of("4", 0.8, "0", 0.2), 0.8))
                .on(Ask.MOVE, (id, q, s) -> s.window.equals("New Message") ? pick("finished", 0.9) : pick("activate", 0.9));
        RunReport r = run.run("open the message composer");
        assertThat(sim.clicks).containsExactly("button \"New Message\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void afterActingSeventyFivePercentIsDone() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        // 0.75 exactly after the first press; 0.74 would not do
        run.oracle.on(Ask.DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.1 : 0.75))
                .on(Ask.NOT_DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.9 : 0.25))
                .on(Ask.PROGRESS, (id, q, s) -> s.clicks.isEmpty() ? level(1) : new dev.flowwright.runtime.decide.Answer.ScoreAnswer(3, java.util.Map.of("4", 0.75, "0", 0.25), 0.75));
        RunReport r = run.run("open the message composer");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).hasSize(1);
    }

    @Test
    void finishedAtTurnZeroBelowEightyFiveBecomesActivate() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("finished", 0.9));
        run.run("open the message composer");
        assertThat(sim.clicks).contains("button \"New Message\"");
    }

    @Test
    void finishedAfterActingStandsAtHalfButNotBelow() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> s.clicks.isEmpty() ? pick("activate", 0.9) : pick("finished", 0.9))
                .on(Ask.DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.05 : 0.6))
                .on(Ask.NOT_DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.95 : 0.4))
                .on(Ask.PROGRESS, (id, q, s) -> s.clicks.isEmpty() ? level(1)
                        : new dev.flowwright.runtime.decide.Answer.ScoreAnswer(3, java.util.Map.of("4", 0.5, "3", 0.5), 1));
        RunReport r = run.run("open the message composer");
        // completion = mean(0.6, 0.5) = 0.55 ≥ 0.50: finished stands
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).hasSize(1);
    }

    @Test
    void finishedAfterActingBelowHalfIsOverruled() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> s.clicks.isEmpty() ? pick("activate", 0.9) : pick("finished", 0.9))
                .on(Ask.DONE, (id, q, s) -> noul(0.3)).on(Ask.NOT_DONE, (id, q, s) -> noul(0.7))
                .on(Ask.PROGRESS, (id, q, s) -> level(2));
        RunReport r = run.run("open the message composer");
        assertThat(sim.clicks.size()).isGreaterThan(1);
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
    }

    @Test
    void aNewStepCannotFinishBeforeActingEvenWithADraftOnScreen() {
        Sim sim = SimApps.inbox();
        Quirks.draftInList(sim);
        sim.goal(s -> true); // the judge is fooled by the draft
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("start a new email message");
        assertThat(sim.clicks).containsExactly("button \"New Message\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void aCreateStepAnsweredFinishedUsesTheOfferedShortcut() {
        Sim sim = SimApps.inbox().goal(s -> true);
        sim.onKey.put("cmd+n", SimApps::compose);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SHORTCUT, (id, q, s) -> pick("new_item", 0.8));
        run.run("create a new message");
        assertThat(sim.keys).containsExactly("cmd+n");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void stuckFailsTheStep() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("stuck", 0.9));
        RunReport r = run.run("print the message");
        assertThat(r.stop()).isEqualTo(Stop.STEP_FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("stuck");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void anUnknownMoveNeverClicks() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("click_everything", 0.99));
        RunReport r = run.run("start a new email message");
        assertThat(sim.clicks).isEmpty();
        assertThat(sim.keys).isEmpty();
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("not accomplished after 8 turns");
    }

    @Test
    void anUnansweredMoveNeverClicks() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> dev.flowwright.runtime.sim.Oracle.NO_ANSWER);
        run.run("start a new email message");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void runningOutOfTurnsFailsWithTheSeedsNote() {
        Sim sim = SimApps.inbox();
        for (int i = 0; i < 10; i++) sim.button("Message option " + i).onPress(s -> s.context.add("x" + s.clicks.size()));
        // "keep going" names none of them: ten look-alikes ("Message option 0" … "9") would be an ambiguity
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(firstOption(q, "Message option"), 0.9));
        RunReport r = run.run("keep going");
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("not accomplished after 8 turns");
        assertThat(r.step("1").orElseThrow().turns()).isEqualTo(8);
    }

    @Test
    void theLastLookCanStillFindTheStepDone() {
        Sim sim = SimApps.inbox();
        for (int i = 0; i < 10; i++) sim.button("Message option " + i).onPress(s -> s.context.add("x" + s.clicks.size()));
        sim.goal(s -> s.clicks.size() >= 8);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(firstOption(q, "Message option"), 0.9)); // "keep going" names none of them
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("activate", 0.9)); // never says finished
        run.oracle.on(Ask.DONE, (id, q, s) -> noul(s.clicks.size() >= 8 ? 0.95 : 0.05));
        RunReport r = run.run("keep going");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.step("1").orElseThrow().note()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).hasSize(8);
    }

    @Test
    void aDismissalLandingOnTheLastTurnIsStillDone() {
        Sim sim = SimApps.inbox();
        Quirks.promoToast(sim);
        SimRun run = SimRun.of(sim);
        run.runners.with(dev.flowwright.runtime.flow.Step.Do.class,
                (step, ctx) -> DoLoop.run(ctx, step.text(), DoLoop.Options.turns(1)));
        RunReport r = run.run("close the promotion popup");
        assertThat(sim.clicks).containsExactly("button \"Close\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void threeBlankLooksInARowFailTheStep() {
        Sim sim = Quirks.unreadable(SimApps.inbox());
        RunReport r = SimRun.of(sim).run("start a new email message");
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("the application could not be read (3 blank looks in a row)");
        assertThat(sim.looks).isEqualTo(3);
    }

    @Test
    void aLoopEndsAsSoonAsItsUntilConditionHolds() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.runners.with(dev.flowwright.runtime.flow.Step.Do.class, (step, ctx) -> DoLoop.run(ctx, step.text(),
                DoLoop.Options.turns(4).until(screen -> screen.elements().stream().anyMatch(e -> e.name().equals("Subject")))));
        RunReport r = run.run("show the message fields");
        assertThat(sim.clicks).containsExactly("button \"New Message\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void aCoveredControlBehindTheTasksDialogIsNotOfferedAndNothingIsEscaped() {
        Sim sim = SimApps.inbox();
        sim.button("Save report").onPress(s -> {
            Sim.Layer l = SimApps.dialog(s, "Choose format", "PDF");
            l.covering("dialog \"Choose format\"");
        });
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> s.clicks.isEmpty() ? null
                : pick(((dev.flowwright.runtime.decide.Question.Choice) q).options().entrySet().stream()
                        .filter(e -> e.getValue().contains("Archive")).findFirst().map(java.util.Map.Entry::getKey).orElse("none"), 0.9));
        run.run("save report then archive");
        assertThat(sim.keys).doesNotContain("escape");
        assertThat(sim.log).noneMatch(l -> l.contains("Archive"));
        var laterTargets = run.oracle.requests.stream().filter(q -> q.asks().contains("target")).skip(1).toList();
        assertThat(laterTargets).allMatch(q -> ((dev.flowwright.runtime.decide.Question.Choice) q.questions().get("target"))
                .options().values().stream().noneMatch(o -> o.contains("Archive")));
    }

    @Test
    void aDialogThatClosesOnTheStepsOwnPressEndsTheStepDone() {
        Sim sim = new Sim("zenity", "Desktop");
        SimApps.dialog(sim, "Sign up", "OK").nodes.get(0).onPress(s -> s.quirks.add(Sim.Quirk.FAIL_OBSERVE));
        RunReport r = SimRun.of(sim).run("press OK to finish");
        assertThat(sim.clicks).containsExactly("button \"OK\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().note()).contains("closed");
    }

    @Test
    void aWindowThatCannotBeReadAfterAPressIsStillAFailure() {
        Sim sim = new Sim("Mail", "Inbox");
        sim.button("Archive").onPress(s -> s.quirks.add(Sim.Quirk.FAIL_OBSERVE));
        RunReport r = SimRun.of(sim).run("press Archive");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("could not be read");
    }

    @Test
    void aDialogArrivingWhileTheLoopWaitsOnItsOwnPressIsTheTasksNextStageNotAnObstacle() {
        Sim sim = SimApps.inbox();
        // the application checks something first; its question arrives only during the wait that follows
        sim.button("Renew loan").onPress(s -> s.onWait = w -> {
            w.onWait = null;
            SimApps.dialog(w, "Renew for three more weeks?", "Yes", "Not now").obstacle();
        });
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> s.clicks.size() == 1 && s.waits == 0 ? pick("wait", 0.9) : null);
        run.run("renew the loan");
        assertThat(sim.waits).isEqualTo(1);
        assertThat(sim.clicks).as("the late question is not dismissed as an obstacle").doesNotContain("button \"Not now\"");
        assertThat(sim.keys).doesNotContain("escape");
    }

    @Test
    void aDialogArrivingDuringAWaitThatNoPressOfTheStepPrecededIsStillAnObstacle() {
        Sim sim = SimApps.inbox();
        sim.onWait = w -> {
            w.onWait = null;
            SimApps.dialog(w, "Rate our app", "Not now").obstacle();
        };
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> s.waits == 0 ? pick("wait", 0.9) : null);
        run.run("renew the loan");
        assertThat(sim.clicks).contains("button \"Not now\"");
    }

    /** The key of the first option whose line holds {@code text}. */
    private static String firstOption(dev.flowwright.runtime.decide.Question q, String text) {
        return ((dev.flowwright.runtime.decide.Question.Choice) q).options().entrySet().stream()
                .filter(e -> String.valueOf(e.getValue()).contains(text)).map(java.util.Map.Entry::getKey).findFirst().orElse("none");
    }
}
