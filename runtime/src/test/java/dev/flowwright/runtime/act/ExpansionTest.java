package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.sim.Answers.level;
import static dev.flowwright.runtime.sim.Answers.noul;
import static org.assertj.core.api.Assertions.assertThat;

/** An expanding step is done by the control's own expanded state, and never folds it again. */
class ExpansionTest {

    /** A "Show gift options" toggle: each press flips it; the judge never sees the step as done. */
    private static Sim toggle() {
        Sim sim = new Sim("Shop", "Gifts");
        Sim.Node t = sim.add(sim.node("button", "Show gift options").can(ElementAction.CLICK));
        t.onPress(s -> {
            if (!t.states.remove(ElementState.EXPANDED)) t.states.add(ElementState.EXPANDED);
        });
        return sim;
    }

    private static SimRun unconvinced(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.DONE, (id, q, s) -> noul(0.3)).on(Ask.NOT_DONE, (id, q, s) -> noul(0.7))
                .on(Ask.PROGRESS, (id, q, s) -> level(2)).on(Ask.ALREADY_DONE, (id, q, s) -> noul(0.1));
        return run;
    }

    @Test
    void anExpandStepEndsOnceTheControlReportsItselfExpanded() {
        Sim sim = toggle();
        RunReport r = unconvinced(sim).run("Expand the gift options");
        assertThat(sim.clicks).containsExactly("button \"Show gift options\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void aControlAlreadyExpandedIsAlreadyDoneAndNeverFolded() {
        Sim sim = toggle();
        sim.find("Show gift options").states.add(ElementState.EXPANDED);
        RunReport r = unconvinced(sim).run("Expand the gift options");
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.ALREADY_DONE);
    }
}
