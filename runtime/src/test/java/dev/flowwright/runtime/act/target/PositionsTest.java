package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** "The button in the dialog" is a control inside the open dialog, never the page's behind it (issue #13). */
class PositionsTest {

    private static Sim pageWithADialog(List<String> pressed) {
        Sim sim = new Sim("browser", "Settings");
        sim.button("Continue to checkout").onPress(s -> pressed.add("page")).bounds = new Bounds(0, 400, 200, 20);
        sim.button("Continue").path("dialog \"Your session\"").onPress(s -> pressed.add("dialog")).bounds = new Bounds(300, 200, 80, 20);
        sim.button("Sign in again").path("dialog \"Your session\"").bounds = new Bounds(400, 200, 80, 20);
        sim.goal(s -> !s.clicks.isEmpty());
        return sim;
    }

    /** A decider sure of the page's own button whenever it is offered. */
    private static SimRun preferringThePage(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> {
            var options = ((Question.Choice) q).options();
            for (var en : options.entrySet()) if (en.getValue().contains("checkout")) return Answers.pick(en.getKey(), 0.97);
            for (var en : options.entrySet()) if (en.getValue().contains("Continue")) return Answers.pick(en.getKey(), 0.97);
            return null;
        });
        return run;
    }

    @Test
    void theControlInTheDialogIsChosenOverThePagesBehindIt() {
        List<String> pressed = new ArrayList<>();
        Sim sim = pageWithADialog(pressed);
        preferringThePage(sim).run("click continue in the dialog");
        assertThat(pressed).containsExactly("dialog");
    }

    @Test
    void withoutThePlaceTheStepSaysThePagesControlsStayOnOffer() {
        Sim sim = pageWithADialog(new ArrayList<>());
        SimRun run = preferringThePage(sim);
        run.run("click continue");
        assertThat(run.oracle.allRequestText()).contains("Continue to checkout");
    }

    @Test
    void aStepPlacingItsTargetInADialogOnAScreenWithoutOneIsLeftAsItIs() {
        List<String> pressed = new ArrayList<>();
        Sim sim = new Sim("browser", "Cart");
        sim.button("Continue to checkout").onPress(s -> pressed.add("page"));
        sim.goal(s -> !s.clicks.isEmpty());
        preferringThePage(sim).run("click continue in the popup");
        assertThat(pressed).containsExactly("page");
    }
}
