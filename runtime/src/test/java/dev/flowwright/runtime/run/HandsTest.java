package dev.flowwright.runtime.run;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hands' gate holds for every kind of action, a fill included (an enter step's delivery acts through
 * it), and the action's kind — not its words — says what the recipe gets.
 */
class HandsTest {

    private static Element named(Screen s, String name) {
        return s.elements().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void theSameFillThatChangesNothingIsRefusedByTheLoopGuard() {
        Sim sim = SimApps.inbox();
        SimApps.compose(sim);
        SimRun run = SimRun.of(sim);
        run.runners.with(Step.Do.class, (step, ctx) -> {
            for (int turn = 0; turn < 6; turn++) {
                Element to = named(ctx.eyes().look(turn, ""), "To");
                ctx.hands().act(turn, Action.setValue(to, "ada@example.com", "fill to"));
            }
            return StepOutcome.done("filled To six times");
        });
        RunReport r = run.run("fill in To");
        StepReport step = r.steps().get(0);
        assertThat(step.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step.note()).startsWith("stopped a loop: typing into").contains("To");
        // the first fill changed the field; the next two changed nothing, so the fourth is not taken
        assertThat(step.actions()).extracting(ActionRecord::action).containsExactly("fill to", "fill to", "fill to");
        assertThat(step.loops()).contains("loop_guard");
    }

    @Test
    void aKeyIsARecipeEventAndASelectionIsLeftToItsRunner() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.runners.with(Step.Do.class, (step, ctx) -> {
            Screen s = ctx.eyes().look(0, "");
            ctx.hands().act(0, Action.key("cmd+n").because("open the composer"));
            ctx.hands().act(0, Action.click(named(s, "Archive")).because("tidy"));
            return StepOutcome.done("pressed");
        });
        run.run("press keys");
        assertThat(run.events(Event.Acted.class)).extracting(Event.Acted::verb, Event.Acted::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("press", "cmd+n"), org.assertj.core.groups.Tuple.tuple("click", null));
        assertThat(run.report.steps().get(0).actions()).extracting(ActionRecord::action)
                .containsExactly("press cmd+n (open the composer)", "click (tidy)");
    }
}
