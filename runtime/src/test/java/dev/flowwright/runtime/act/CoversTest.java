package dev.flowwright.runtime.act;

import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import dev.flowwright.runtime.surface.SettleKind;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Covered presses (docs/how-a-run-works.md#the-do-loop: a covered control). */
class CoversTest {

    @Test
    void aCoveredClickPressesEscapeThenRetriesTheSameTarget() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.controlOver(sim, "Select Location");
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("start a new email message");
        assertThat(sim.log).containsSubsequence("refused click button \"New Message\"", "key escape", "click button \"New Message\"");
        assertThat(run.actions()).contains("press escape (uncover)");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void aCoverWithItsOwnCloserIsClosedWithIt() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Sim.Layer l = Quirks.controlOver(sim, "Select Location");
        l.button("Close").onPress(s -> l.close());
        SimRun run = SimRun.of(sim);
        run.run("start a new email message");
        assertThat(sim.log).containsSubsequence("refused click button \"New Message\"", "click button \"Close\"", "click button \"New Message\"");
        assertThat(sim.keys).isEmpty();
    }

    @Test
    void aBackdropGetsEscapeThenItsCoverPressedThenTheRetry() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.backdrop(sim);
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("start a new email message");
        assertThat(sim.log).containsSubsequence("refused click button \"New Message\"", "key escape",
                "refused click button \"New Message\"", "dismissCover", "click button \"New Message\"");
        assertThat(run.actions()).contains("press the cover (uncover)");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void anUnclosableCoverFailsTheStepNamingTheCover() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.stubbornBackdrop(sim);
        RunReport r = SimRun.of(sim).run("start a new email message");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note())
                .endsWith("its press of button \"New Message\" was refused because an empty layer lies over it");
    }

    @Test
    void refusedPressesDoNotSettleAndSuccessfulOnesDo() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.controlOver(sim, "Select Location");
        SimRun.of(sim).run("start a new email message");
        // the launch and escape (uncover) settle briefly, the retried press fully; the refused press not at all
        assertThat(sim.settles).containsExactly(SettleKind.BRIEF, SettleKind.BRIEF, SettleKind.FULL);
    }

    @Test
    void withTheTasksOwnDialogInFrontACoveredPressIsOnlyNoted() {
        Sim sim = SimApps.inbox();
        Quirks.controlOver(sim, "Select Location");
        SimRun run = SimRun.of(sim);
        run.runners.with(dev.flowwright.runtime.flow.Step.Do.class, (step, ctx) -> {
            ctx.taskDialog().opened("dialog \"Choose format\"");
            var screen = ctx.eyes().glance();
            var archive = screen.elements().stream().filter(e -> e.name().equals("Archive")).findFirst().orElseThrow();
            Presses.Result r = Presses.click(ctx, 0, screen, archive);
            return r.ok() ? dev.flowwright.runtime.run.StepOutcome.done("pressed")
                    : dev.flowwright.runtime.run.StepOutcome.failed(r.coverNote());
        });
        RunReport r = run.run("archive the message");
        assertThat(sim.keys).isEmpty();
        assertThat(sim.coverDismissals).isZero();
        assertThat(r.step("1").orElseThrow().note())
                .isEqualTo("its press of button \"Archive\" was refused because button \"Select Location\" lies over it");
    }
}
