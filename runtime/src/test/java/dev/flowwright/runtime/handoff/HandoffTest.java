package dev.flowwright.runtime.handoff;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** Human handoff (docs/how-a-run-works.md#when-a-person-is-needed): values, takeovers, cancel, timeouts, and nobody there. */
class HandoffTest {
    private static final String CODE = "482913";

    /** An enter step for a code nobody supplied: it asks a person, then types the value into the field. */
    private static SimRun withCodeStep(Sim sim) {
        Sim.Node box = sim.textbox("One-time code");
        box.onType((s, text) -> s.context.add("You typed " + text)); // the page echoes the code
        SimRun run = SimRun.of(sim);
        run.runners.with(Step.Enter.class, (step, ctx) -> {
            var screen = ctx.eyes().glance();
            Element field = screen.elements().stream().filter(e -> e.name().equals("One-time code")).findFirst().orElseThrow();
            String value = ctx.handoff().askValue(ctx.account().path(), "the flow needs a one-time code", "a sign-in page", "One-time code", "otp");
            ctx.hands().act(0, dev.flowwright.runtime.run.Action.type(field, value, "fill One-time code"));
            return StepOutcome.done("typed the code");
        });
        return run;
    }

    @Test
    void withNobodyToAnswerTheRunEndsNeedsHumanWithExitCode3() {
        Sim sim = SimApps.inbox();
        SimRun run = withCodeStep(sim);
        RunReport r = run.run(new Step.Enter(Map.of("code", "${otp}")));
        assertThat(r.stop()).isEqualTo(Stop.NEEDS_HUMAN);
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.note()).contains("needs a person: the flow needs a one-time code").contains("nobody can answer here");
        assertThat(run.events(Event.Handoff.class)).extracting(Event.Handoff::response).contains("none");
    }

    @Test
    void aSuppliedValueIsTypedKeptSecretAndNeverShownAgain() {
        Sim sim = SimApps.inbox().goal(s -> true);
        SimRun run = withCodeStep(sim);
        run.responder = request -> new HandoffResponse.Value(CODE);
        RunReport r = run.run(new Step.Enter(Map.of("code", "${otp}")), new Step.Do("open the inbox"));
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(sim.fields.get("One-time code")).isEqualTo(CODE);
        assertThat(run.secrets.has("otp")).isTrue();
        assertThat(run.oracle.allRequestText()).doesNotContain(CODE).contains("You typed ${otp}");
        assertThat(run.events.toString()).doesNotContain(CODE);
        assertThat(r.toJson()).doesNotContain(CODE);
        assertThat(run.events(Event.Handoff.class)).extracting(Event.Handoff::phase).containsExactly("requested", "answered");
    }

    @Test
    void aCancelledHandoffStopsTheRunCleanly() {
        Sim sim = SimApps.inbox();
        SimRun run = withCodeStep(sim);
        run.responder = request -> new HandoffResponse.Cancel();
        RunReport r = run.run(new Step.Enter(Map.of("code", "${otp}")));
        assertThat(r.stop()).isEqualTo(Stop.CANCELLED);
        assertThat(sim.fields).isEmpty();
    }

    @Test
    void aTimedOutHandoffEndsNeedsHuman() {
        Sim sim = SimApps.inbox();
        SimRun run = withCodeStep(sim);
        run.responder = request -> new HandoffResponse.TimedOut();
        RunReport r = run.run(new Step.Enter(Map.of("code", "${otp}")));
        assertThat(r.stop()).isEqualTo(Stop.NEEDS_HUMAN);
        assertThat(r.note()).contains("nobody answered within 5 s");
    }

    @Test
    void whenNothingFitsAPersonTakesOverAndTheLoopLooksAgain() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("Calendar"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick("none", 0.9)).on(Ask.AGAIN, (id, q, s) -> pick("none", 0.9));
        run.responder = request -> {
            sim.window = "Calendar"; // the person did it in the application
            return new HandoffResponse.Acted();
        };
        RunReport r = run.run("open the calendar");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().loops()).contains("handoff");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void whenNothingFitsAndNobodyIsThereTheLoopGoesOnWithoutGuessing() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick("none", 0.9)).on(Ask.AGAIN, (id, q, s) -> pick("none", 0.9));
        RunReport r = run.run("open the calendar");
        assertThat(r.stop()).isEqualTo(Stop.STEP_FAILED);
        assertThat(sim.clicks).isEmpty();
        assertThat(run.events(Event.Handoff.class)).isEmpty();
    }

    @Test
    void anEnterStepAsksForAMissingValueOnlyAfterItsFirstLookSoThePersonSeesTheScreen() {
        Sim sim = SimApps.inbox().goal(s -> true);
        sim.textbox("One-time code");
        SimRun run = SimRun.of(sim);
        int[] looksWhenAsked = {-1};
        run.responder = request -> {
            looksWhenAsked[0] = run.events(Event.Look.class).size();
            return new HandoffResponse.Value(CODE);
        };
        RunReport r = run.run(new Step.Enter(Map.of("one-time code", "${otp}")));
        assertThat(looksWhenAsked[0]).as("looks published before the handoff was asked").isGreaterThanOrEqualTo(1);
        assertThat(run.events(Event.Handoff.class)).extracting(Event.Handoff::phase).startsWith("requested");
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(sim.fields.get("One-time code")).isEqualTo(CODE);
    }
}
