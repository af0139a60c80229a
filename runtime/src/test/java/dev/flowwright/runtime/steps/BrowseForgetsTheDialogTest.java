package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Opening an address forgets the dialog the task opened (docs/how-a-run-works.md#the-do-loop). */
class BrowseForgetsTheDialogTest {

    @Test
    void aDialogTheTaskOpenedIsNotTheTasksOnTheNextPage() {
        SimRun run = SimRun.of(SimApps.inbox());
        List<Boolean> seen = new ArrayList<>();
        // "open" stands for a step whose press opened a dialog of the task's; "look" reports what the run believes
        run.runners = StepRunners.defaults().with(Step.Do.class, (step, ctx) -> {
            if (step.text().equals("open")) ctx.taskDialog().opened("dialog \"Settings\"");
            else seen.add(ctx.taskDialog().isOpen());
            return StepOutcome.done("");
        });
        run.run(new Step.Do("open"), new Step.Do("look"), new Step.Browse("http://127.0.0.1:8700/help/"), new Step.Do("look"));
        assertThat(seen).containsExactly(true, false);
        assertThat(run.sim.navigations).containsExactly("http://127.0.0.1:8700/help/");
    }
}
