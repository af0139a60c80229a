package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** Choosing nothing is read off the controls, not pressed (issue #13): a survey's optional extras. */
class NothingChosenTest {

    private static Sim extras(boolean oneTicked) {
        Sim sim = new Sim("Survey", "Extras");
        for (String extra : List.of("Newsletter", "Gift wrap")) {
            Sim.Node box = sim.add(sim.node("checkbox", extra).can(ElementAction.CLICK));
            box.onPress(s -> { if (!box.states.remove(ElementState.CHECKED)) box.states.add(ElementState.CHECKED); });
        }
        if (oneTicked) sim.find("Gift wrap").states.add(ElementState.CHECKED);
        sim.button("Continue");
        return sim.goal(s -> s.clicked("Continue"));
    }

    /** A judge that never sees the step done and would press the first box it is offered. */
    private static SimRun eager(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.ALREADY_DONE, (id, q, s) -> noul(0.05))
                .on(Ask.TARGET, (id, q, s) -> pick(Fill.keyOf(q, "Newsletter"), 0.9));
        return run;
    }

    @Test
    void selectingNothingWithNothingTickedPressesNoBox() {
        Sim sim = extras(false);
        RunReport r = eager(sim).run(new Flow("f", "Survey", null, Map.of(),
                List.of(new Step.Do("Select nothing and click \"Continue\"")), List.of()));
        assertThat(r.step("1.1").orElseThrow().outcome()).as(r.step("1.1").orElseThrow().note()).isEqualTo(Outcome.ALREADY_DONE);
        assertThat(sim.clicks).as(r.toString()).containsExactly("button \"Continue\"");
    }

    @Test
    void withABoxTickedItIsNotAlreadyDone() {
        Sim sim = extras(true);
        RunReport r = eager(sim).run(new Step.Do("select nothing"));
        assertThat(r.step("1").orElseThrow().outcome()).isNotEqualTo(Outcome.ALREADY_DONE);
    }

    @Test
    void anOptionCalledNoneIsWhatSelectNoneMeans() {
        Sim sim = extras(false);
        Sim.Node none = sim.add(sim.node("radio", "None").can(ElementAction.CLICK));
        none.onPress(s -> none.states.add(ElementState.CHECKED));
        SimRun run = SimRun.of(sim);
        run.run(new Step.Do("select None"));
        assertThat(none.states).contains(ElementState.CHECKED);
    }

}
