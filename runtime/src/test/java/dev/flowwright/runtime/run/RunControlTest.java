package dev.flowwright.runtime.run;

import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Run control from another thread: pause, step a turn, step a step, breakpoints, resume, stop. */
class RunControlTest {

    private static SimRun twoSteps() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        return SimRun.of(sim);
    }

    private static CompletableFuture<RunReport> start(SimRun run) {
        return CompletableFuture.supplyAsync(() -> run.run("start a new email message", "open the composer"));
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long end = System.currentTimeMillis() + 5000;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) throw new AssertionError("timed out waiting");
            Thread.sleep(5);
        }
    }

    @Test
    void aPausedRunHoldsAtTheNextBoundaryAndStepTurnLetsOneTurnPass() throws Exception {
        SimRun run = twoSteps();
        run.control.pause();
        CompletableFuture<RunReport> f = start(run);
        await(() -> run.control.position().stepPath().equals("1") && run.control.waiting());
        assertThat(run.sim.looks).isZero();
        run.control.stepTurn();
        await(() -> run.control.position().turn() == 0 && run.control.waiting());
        assertThat(run.sim.looks).isZero();
        run.control.stepTurn();
        await(() -> run.control.position().turn() == 1 && run.control.waiting());
        assertThat(run.sim.clicks).containsExactly("button \"New Message\"");
        assertThat(f).isNotDone();
        run.control.resume();
        assertThat(f.get(5, TimeUnit.SECONDS).stop()).isEqualTo(Stop.COMPLETED);
    }

    @Test
    void aBreakpointHoldsTheRunAtThatStepsStart() throws Exception {
        SimRun run = twoSteps();
        run.control.addBreakpoint("2");
        CompletableFuture<RunReport> f = start(run);
        await(() -> run.control.state() == RunControl.State.PAUSED);
        assertThat(run.control.position()).isEqualTo(new RunControl.Position("2", -1));
        assertThat(run.sim.clicks).containsExactly("button \"New Message\"");
        run.control.resume();
        assertThat(f.get(5, TimeUnit.SECONDS).steps()).hasSize(2);
    }

    @Test
    void stepStepRunsOneWholeStepThenHolds() throws Exception {
        SimRun run = twoSteps();
        run.control.pause();
        CompletableFuture<RunReport> f = start(run);
        await(() -> run.control.position().stepPath().equals("1"));
        run.control.stepStep();
        await(() -> run.control.position().stepPath().equals("2") && run.control.waiting());
        assertThat(run.control.state()).isEqualTo(RunControl.State.PAUSED);
        assertThat(f).isNotDone();
        run.control.resume();
        assertThat(f.get(5, TimeUnit.SECONDS).stop()).isEqualTo(Stop.COMPLETED);
    }

    @Test
    void stopEndsAHeldRunAsCancelled() throws Exception {
        SimRun run = twoSteps();
        run.control.addBreakpoint("2");
        CompletableFuture<RunReport> f = start(run);
        await(() -> run.control.state() == RunControl.State.PAUSED);
        run.control.stop();
        RunReport r = f.get(5, TimeUnit.SECONDS);
        assertThat(r.stop()).isEqualTo(Stop.CANCELLED);
        assertThat(r.steps()).hasSize(1);
    }

    @Test
    void waitsEndAtOnceWhenTheRunIsStopped() throws Exception {
        RunControl control = new RunControl();
        CompletableFuture<Long> f = CompletableFuture.supplyAsync(() -> {
            long t = System.nanoTime();
            assertThatThrownBy(() -> control.sleep(60_000)).isInstanceOf(RunHalt.class);
            return (System.nanoTime() - t) / 1_000_000;
        });
        await(control::waiting);
        control.stop();
        assertThat(f.get(5, TimeUnit.SECONDS)).isLessThan(5_000);
    }
}
