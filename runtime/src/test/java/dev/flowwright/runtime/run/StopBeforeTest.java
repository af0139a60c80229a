package dev.flowwright.runtime.run;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** stop_before (docs/flow-format.md#stop_before--stop-before-an-action, docs/behaviours.md behaviour 15). */
class StopBeforeTest {

    private static Sim composeWindow() {
        Sim sim = SimApps.inbox();
        SimApps.compose(sim);
        return sim;
    }

    @Test
    void withoutPermissionTheRunRecordsPendingAndStopsGatedAsACompletion() {
        Sim sim = composeWindow();
        RunReport r = SimRun.of(sim).run(new Step.StopBefore("sending the email"), new Step.Do("open the inbox"));
        assertThat(r.stop()).isEqualTo(Stop.STOPPED_BEFORE_DESTRUCTIVE);
        assertThat(r.exitCode()).isZero();
        assertThat(r.pending()).containsExactly("sending the email");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.GATED);
        assertThat(r.steps()).hasSize(1);
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aStopBeforeThatOnlyNamesSigningInIsDoneAtOnce() {
        Sim sim = composeWindow().goal(s -> true);
        RunReport r = SimRun.of(sim).run(new Step.StopBefore("signing in"), new Step.Do("open the inbox"));
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.pending()).isEmpty();
    }

    @Test
    void withPermissionItPressesThenRequiresHasHappened() {
        Sim sim = composeWindow();
        sim.find("Send").onPress(s -> s.window = "Sent");
        SimRun run = SimRun.of(sim);
        run.options = run.options.withAllowDestructive(true);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(((dev.flowwright.runtime.decide.Question.Choice) q).options().entrySet().stream()
                .filter(e -> e.getValue().contains("Send")).findFirst().orElseThrow().getKey(), 0.9));
        run.oracle.on(Ask.HAPPENED, (id, q, s) -> noul(s.window.equals("Sent") ? 0.9 : 0.1));
        RunReport r = run.run(new Step.StopBefore("sending the email"));
        assertThat(sim.clicks).containsExactly("button \"Send\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
    }

    @Test
    void withPermissionAPressThatDidNotHappenFails() {
        Sim sim = composeWindow();
        SimRun run = SimRun.of(sim);
        run.options = run.options.withAllowDestructive(true);
        run.oracle.on(Ask.HAPPENED, (id, q, s) -> noul(0.7));
        RunReport r = run.run(new Step.StopBefore("sending the email"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
    }
}
