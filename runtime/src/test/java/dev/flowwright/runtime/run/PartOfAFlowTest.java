package dev.flowwright.runtime.run;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Part of a flow run on the screen as it is (Record from here, Run this step): only those steps run,
 * under their numbers in the flow, nothing is opened first, and the whole flow's stop_before holds.
 */
class PartOfAFlowTest {

    private static RunReport runPart(SimRun run, Flow flow, int from, int to) {
        return RunSetup.flowRun(flow, run.sim, run.oracle).bus(run.bus).options(run.options).decider("oracle")
                .stepsOnScreenAsItIs(from, to).build().run();
    }

    @Test
    void onlyThoseStepsRunUnderTheirOwnNumbersAndNothingIsOpenedFirst() {
        Sim sim = SimApps.inbox().goal(s -> true);
        SimRun run = SimRun.of(sim);
        Flow flow = new Flow("three", "browser", "http://localhost:8700/notes/", Map.of(),
                List.of(new Step.Do("open the inbox"), new Step.Do("show the messages"), new Step.Do("read the inbox")));
        RunReport r = runPart(run, flow, 1, 2);
        assertThat(r.steps()).extracting(StepReport::path).containsExactly("2");
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(sim.navigations).as("the page is used as it is").isEmpty();
        assertThat(sim.launches).isEmpty();
    }

    @Test
    void aStopBeforeOutsideThePartStillHolds() {
        Step archive = new Step.Do("archive the message");
        SimRun free = archiving();
        runPart(free, new Flow("archive", free.sim.app, null, Map.of(), List.of(archive, new Step.Do("open the inbox"))), 0, 1);
        assertThat(free.sim.clicks).as("with no stop_before the step presses Archive").contains("button \"Archive\"");

        SimRun held = archiving();
        runPart(held, new Flow("archive", held.sim.app, null, Map.of(), List.of(archive, new Step.StopBefore("archive"))), 0, 1);
        assertThat(held.sim.clicks).as("step 2's stop_before names Archive, though only step 1 ran").isEmpty();
    }

    /** The inbox, with a decider that points at Archive. */
    private static SimRun archiving() {
        SimRun run = SimRun.of(SimApps.inbox());
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(((Question.Choice) q).options().entrySet().stream()
                .filter(e -> e.getValue().contains("Archive")).findFirst().orElseThrow().getKey(), 0.95));
        return run;
    }

    @Test
    void aPartOutsideTheFlowIsRefused() {
        SimRun run = SimRun.of(SimApps.inbox());
        Flow flow = new Flow("one", "browser", null, Map.of(), List.of(new Step.Do("open the inbox")));
        assertThatThrownBy(() -> runPart(run, flow, 1, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("steps 2 to 2 are not steps of the flow, 1 to 1");
    }
}
