package dev.flowwright.runtime.act;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;
import dev.flowwright.runtime.sim.Oracle;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The loop guards (docs/safety.md#loop-guards), whatever the decider answers: the same action that changed nothing,
 * chosen a third time, and an A,B,A,B alternation stop the step with a note naming the actions, long before the
 * turn budget; a repeated action that changes the screen each time is left alone.
 */
class LoopGuardTest {

    /** A target hook that picks the first of {@code names} that is offered: a decider that always wants them. */
    private static Oracle.Hook alwaysPick(String... names) {
        return (id, q, s) -> {
            for (String n : names) {
                for (Map.Entry<String, String> o : ((Question.Choice) q).options().entrySet()) {
                    if (String.valueOf(o.getValue()).contains("\"" + n + "\"")) return pick(o.getKey(), 0.95);
                }
            }
            return null;
        };
    }

    @Test
    void signingInAndSwitchingAccountInTurnStopsBeforeTheFourthPress() {
        Sim sim = Quirks.oscillatingSignIn(new Sim("Portal", "Sign in"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, alwaysPick("Sign in", "Use another account"));
        RunReport r = run.run("sign in to the portal");
        StepReport step = r.step("1").orElseThrow();
        assertThat(sim.clicks).containsExactly("button \"Sign in\"", "link \"Use another account\"", "button \"Sign in\"");
        assertThat(step.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step.note()).startsWith("stopped a loop").contains("Sign in").contains("Use another account");
        assertThat(step.turns()).isLessThan(Thresholds.DO_TURNS);
        assertThat(step.loops()).contains("loop_guard");
    }

    @Test
    void anAlternationIsStoppedEvenWhenEachPressChangesTheScreen() {
        Sim sim = Quirks.flipFlop(new Sim("Shop", "Results"), "Show map", "Show list");
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, alwaysPick("Show map", "Show list"));
        RunReport r = run.run("show the hotels near the station");
        assertThat(sim.clicks).hasSize(3);
        assertThat(r.step("1").orElseThrow().note()).contains("back and forth").contains("Show map").contains("Show list");
    }

    @Test
    void aKeyThatChangesNothingIsNotPressedAThirdTime() {
        Sim sim = Quirks.deadKey(SimApps.inbox(), "cmd+f");
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("shortcut", 0.9)).on(Ask.SHORTCUT, (id, q, s) -> pick("find", 0.9));
        RunReport r = run.run("find the invoice");
        StepReport step = r.step("1").orElseThrow();
        assertThat(sim.keys).containsExactly("cmd+f", "cmd+f");
        assertThat(step.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step.note()).contains("cmd+f").contains("third time").contains("changed nothing");
        // the refused repeat is a stall: the one question whether the result is already showing was asked
        assertThat(run.oracle.asked(Ask.ALREADY_DONE)).isEqualTo(1);
    }

    @Test
    void aRefusedRepeatWhoseResultIsShowingIsAlreadyDone() {
        Sim sim = Quirks.deadKey(SimApps.inbox(), "cmd+f");
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("shortcut", 0.9)).on(Ask.SHORTCUT, (id, q, s) -> pick("find", 0.9))
                .on(Ask.ALREADY_DONE, (id, q, s) -> noul(0.9));
        RunReport r = run.run("find the invoice");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.ALREADY_DONE);
        assertThat(sim.keys).hasSize(2);
    }

    @Test
    void aDeadButtonPressedAgainByEachLoopOfAStepIsStoppedAcrossLoops() {
        // the do loop bans a press that changed nothing, but a step that runs several loops (a choose step's
        // reveal and repair, an enter step's openers and reveal) starts each with a clean slate: the step's
        // guard remembers across them
        Sim sim = SimApps.inbox();
        Quirks.deadButton(sim, "Show sizes");
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, alwaysPick("Show sizes"));
        run.runners.with(dev.flowwright.runtime.flow.Step.Do.class, (step, ctx) -> {
            for (int i = 0; i < 4; i++) {
                var o = DoLoop.run(ctx, step.text(), DoLoop.Options.turns(1));
                if (o.failed() && o.note().startsWith("stopped a loop")) return o;
            }
            return dev.flowwright.runtime.run.StepOutcome.failed("four loops ran");
        });
        RunReport r = run.run("choose the size Large");
        assertThat(sim.clicks).containsExactly("button \"Show sizes\"", "button \"Show sizes\"");
        assertThat(r.step("1").orElseThrow().note()).contains("Show sizes").contains("third time");
    }

    @Test
    void aPlusPressedThreeTimesForAQuantityOfThreeIsNotStopped() {
        Sim sim = SimApps.counter();
        sim.goal(s -> s.nodes.stream().anyMatch(n -> n.name.equals("Quantity: 3")));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, alwaysPick("+"));
        RunReport r = run.run("set the quantity to 3");
        assertThat(sim.clicks).containsExactly("button \"+\"", "button \"+\"", "button \"+\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().loops()).doesNotContain("loop_guard");
    }

    @Test
    void aChooseStepFlippingBetweenOpeningTheListAndAnOptionThatClosesItStopsAcrossItsLoops() {
        // the reveal loop opens the list, the choose press takes "Large" (which closes the list and chooses
        // nothing), and the repair loop — a fresh loop of the same step — opens the list again: the fourth
        // press ("Large" again) would continue A,B,A,B and is refused by the step's guard
        Sim sim = new Sim("Shop", "Product");
        Sim.Node small = sim.add(sim.node("option", "Small").can(dev.flowwright.runtime.screen.ElementAction.CLICK)).path("listbox \"Size\"").hide();
        Sim.Node large = sim.add(sim.node("option", "Large").can(dev.flowwright.runtime.screen.ElementAction.CLICK)).path("listbox \"Size\"").hide();
        sim.button("Size").onPress(s -> { small.show(); large.show(); });
        large.onPress(s -> { small.hide(); large.hide(); });
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, alwaysPick("Large", "Size"));
        RunReport r = run.run(new dev.flowwright.runtime.flow.Step.Choose("size", "Large"));
        StepReport step = r.step("1").orElseThrow();
        assertThat(sim.clicks).containsExactly("button \"Size\"", "option \"Large\"", "button \"Size\"");
        assertThat(step.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step.note()).contains("back and forth").contains("Size").contains("Large");
    }
}
