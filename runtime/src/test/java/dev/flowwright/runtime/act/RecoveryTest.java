package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** Stalls, bans, obstacles, undos, idle waits and repeat presses (docs/how-a-run-works.md#the-do-loop). */
class RecoveryTest {

    private static Sim frozenMail() {
        Sim sim = SimApps.inbox();
        sim.button("Archive all");
        sim.button("Archive older");
        return Quirks.frozen(sim);
    }

    @Test
    void threeUnchangedTurnsFailWithTheSeedsNoteEvenThoughRefsChangeEveryLook() {
        Sim sim = frozenMail();
        RunReport r = SimRun.of(sim).run("archive older messages");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("the last three actions changed nothing on screen");
        assertThat(sim.clicks).hasSize(3);
    }

    @Test
    void aStalledStepWhoseResultIsShowingIsAlreadyDone() {
        Sim sim = frozenMail();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.ALREADY_DONE, (id, q, s) -> noul(0.8));
        RunReport r = run.run("archive older messages");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.ALREADY_DONE);
    }

    @Test
    void withTheCompletionLoopOffTheStallQuestionIsNeverAsked() {
        Sim sim = frozenMail();
        SimRun run = SimRun.of(sim);
        run.options = run.options.withDisabledLoops(Set.of(RunOptions.COMPLETION_LOOP));
        run.oracle.on(Ask.ALREADY_DONE, (id, q, s) -> noul(0.99));
        RunReport r = run.run("archive older messages");
        assertThat(run.oracle.asked(Ask.ALREADY_DONE)).isZero();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
    }

    @Test
    void aPressThatChangedNothingIsNotPressedAgain() {
        Sim sim = SimApps.inbox();
        sim.button("Archive all").onPress(s -> s.window = "Archive");
        sim.goal(s -> s.window.equals("Archive"));
        SimRun.of(sim).run("archive");
        assertThat(sim.clicks).containsExactly("button \"Archive\"", "button \"Archive all\"");
    }

    @Test
    void anObstacleIsDismissedWithItsCloseControlBeforeTheMove() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.promoToast(sim);
        RunReport r = SimRun.of(sim).run("start a new email message");
        assertThat(sim.clicks).containsExactly("button \"Close\"", "button \"New Message\"");
        assertThat(r.step("1").orElseThrow().loops()).contains("obstacle");
    }

    @Test
    void aConsentBannerIsClosedWithAllowSelection() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.consentBanner(sim);
        SimRun.of(sim).run("start a new email message");
        assertThat(sim.clicks).containsExactly("button \"Allow Selection\"", "button \"New Message\"");
    }

    @Test
    void anObstacleIsNeverClosedWithADestructiveControl() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Sim.Layer unsaved = sim.layer("dialog \"Unsaved draft\"", SurfaceKind.DIALOG).obstacle();
        unsaved.button("Delete Draft").onPress(s -> unsaved.close());
        unsaved.button("Keep Draft").onPress(s -> unsaved.close());
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.DISMISS, (id, q, s) -> {
            var options = ((Question.Choice) q).options();
            return options.entrySet().stream().filter(e -> e.getValue().contains("Delete")).findFirst()
                    .map(e -> pick(e.getKey(), 0.95)).orElse(pick(keyOf(options, "Keep Draft"), 0.9));
        });
        run.run("start a new email message");
        assertThat(sim.clicks).doesNotContain("button \"Delete Draft\"").contains("button \"Keep Draft\"");
        assertThat(run.oracle.allRequestText()).doesNotContain("Delete Draft\"");
    }

    @Test
    void atMostTwoObstaclesAreDismissedPerStep() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Sim.Layer sticky = sim.layer("dialog \"Survey\"", SurfaceKind.DIALOG).obstacle();
        sticky.button("Not now"); // never closes
        SimRun run = SimRun.of(sim);
        run.run("start a new email message");
        assertThat(run.oracle.asked(Ask.DISMISS)).isEqualTo(2);
        assertThat(sim.clicks).contains("button \"New Message\"");
    }

    @Test
    void aNamedCloserEndsOnlyAStepThatAsksToClose() {
        Sim sim = SimApps.inbox();
        Quirks.promoToast(sim);
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("close the promotion dialog");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().note()).startsWith("dismissed");

        Sim other = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.promoToast(other);
        RunReport r2 = SimRun.of(other).run("start a new email message");
        assertThat(r2.step("1").orElseThrow().note()).doesNotStartWith("dismissed");
        assertThat(other.clicks).contains("button \"New Message\"");
    }

    @Test
    void aPressWhoseOwnWordsTheStepNamesEndsTheDismissal() {
        Sim sim = SimApps.inbox();
        Sim.Layer cookies = sim.layer("dialog \"Privacy\"", SurfaceKind.DIALOG);
        cookies.button("Accept Essential Only").onPress(s -> cookies.close());
        cookies.button("Accept All").onPress(s -> cookies.close());
        RunReport r = SimRun.of(sim).run("accept essential cookies only");
        assertThat(sim.clicks).containsExactly("button \"Accept Essential Only\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void aControlWhoseWordsAllStartWordsOfTheStepEndsItWhenTheWindowIsBack() {
        Sim sim = SimApps.inbox();
        Sim.Layer choice = sim.layer("dialog \"Preferences\"", SurfaceKind.DIALOG);
        choice.button("Essential Only").onPress(s -> choice.close());
        RunReport r = SimRun.of(sim).run("use essentials only");
        assertThat(sim.clicks).containsExactly("button \"Essential Only\"");
        assertThat(r.step("1").orElseThrow().note()).startsWith("dismissed");
    }

    @Test
    void aRegressionIsUndoneWithEscapeAndItsControlBanned() {
        Sim sim = SimApps.inbox();
        sim.button("Archive all").onPress(s -> s.window = "Archive");
        Sim.Node archive = sim.find("Archive");
        archive.onPress(s -> { s.window = "Settings"; s.progressLevel = 0; });
        sim.onKey.put("escape", s -> { s.window = "Inbox"; s.progressLevel = 2; });
        sim.progressLevel = 2;
        sim.goal(s -> s.window.equals("Archive"));
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("archive");
        assertThat(sim.clicks).containsExactly("button \"Archive\"", "button \"Archive all\"");
        assertThat(sim.keys).containsExactly("escape");
        assertThat(run.actions()).contains("press escape (undo)");
        assertThat(run.oracle.allRequestText()).contains("that made things worse; undid it");
        assertThat(r.step("1").orElseThrow().loops()).contains("undo");
    }

    @Test
    void anUnhelpfulPressIsUndone() {
        Sim sim = SimApps.inbox();
        sim.find("Archive").onPress(s -> s.context.add("archive menu"));
        sim.button("Archive all").onPress(s -> s.window = "Archive");
        sim.goal(s -> s.window.equals("Archive"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.HELPED, (id, q, s) -> noul(s.clicks.size() == 1 ? 0.1 : 0.9));
        run.run("archive");
        assertThat(sim.keys).containsExactly("escape");
        assertThat(sim.clicks).containsExactly("button \"Archive\"", "button \"Archive all\"");
    }

    @Test
    void atMostTwoUndosPerStep() {
        Sim sim = SimApps.inbox();
        for (int i = 0; i < 5; i++) sim.button("Archive option").path("list \"Options\"", "listitem #" + (i + 1)).onPress(s -> s.context.add("moved " + s.clicks.size()));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.HELPED, (id, q, s) -> noul(0.05));
        run.run("archive option");
        assertThat(sim.keys.stream().filter("escape"::equals).count()).isEqualTo(2);
    }

    @Test
    void afterTwoIdleWaitsWaitIsNoLongerOffered() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("wait", 0.9));
        run.run("wait for the inbox to load");
        assertThat(sim.waits).isEqualTo(2);
        var lastMove = run.oracle.requests.get(run.oracle.requests.size() - 2).questions().get("move");
        assertThat(((Question.Choice) lastMove).options()).doesNotContainKey("wait");
    }

    @Test
    void aControlIsPressedAtMostThreeTimesInAStep() {
        Sim sim = SimApps.inbox();
        int[] n = {0};
        sim.button("Next page").onPress(s -> s.context.add("page " + (++n[0])));
        SimRun.of(sim).run("next page");
        assertThat(sim.clicks.stream().filter("button \"Next page\""::equals).count()).isEqualTo(3);
    }

    @Test
    void aSecondObstacleLoopIsNeverAskedWhenTheLoopIsOff() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.promoToast(sim);
        SimRun run = SimRun.of(sim);
        run.options = run.options.withDisabledLoops(Set.of(RunOptions.OBSTACLE_LOOP, RunOptions.UNDO_LOOP));
        run.run("start a new email message");
        assertThat(run.oracle.asked(Ask.BLOCKED)).isZero();
        assertThat(run.oracle.asked(Ask.DISMISS)).isZero();
        assertThat(run.oracle.asked(Ask.HELPED)).isZero();
    }

    private static String keyOf(java.util.Map<String, String> options, String text) {
        return options.entrySet().stream().filter(e -> e.getValue().contains(text)).findFirst().orElseThrow().getKey();
    }
}
