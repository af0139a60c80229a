package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Putting the cursor in a field is a click on it, although a web field offers no click of its own (issue
 * #13): a chat window's message box and a verification page's code boxes, all unlabelled.
 */
class FieldTargetsTest {

    /** Unlabelled fields that take text but offer no click (as the browser surface reports them); a click focuses one. */
    private static Sim fields(int n) {
        Sim sim = new Sim("browser", "Chat");
        for (int i = 0; i < n; i++) {
            Sim.Node box = sim.add(sim.node("textbox", "").can(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT));
            box.bounds = new Bounds(10, 300 - 100 * i, 200, 20); // listed bottom-up: reading order is not document order
            box.value = "";
            box.onPress(s -> box.states.add(ElementState.FOCUSED));
        }
        sim.button("Search").bounds = new Bounds(10, 400, 60, 20);
        sim.goal(s -> s.nodes.stream().anyMatch(x -> x.states.contains(ElementState.FOCUSED)));
        return sim;
    }

    @Test
    void focusingTheOnlyTextboxClicksItWithoutAsking() {
        Sim sim = fields(1);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> Answers.pick("none", 0.9));
        run.run("Focus into the textbox.");
        assertThat(sim.clicks).hasSize(1).allMatch(c -> c.startsWith("textbox"));
        assertThat(run.oracle.asked(Ask.TARGET)).isZero();
    }

    @Test
    void theCountedTextboxIsTheNthInReadingOrder() {
        Sim sim = fields(3);
        SimRun run = SimRun.of(sim);
        run.run("Focus into the 2nd input textbox.");
        assertThat(sim.nodes.stream().filter(x -> x.states.contains(ElementState.FOCUSED)).map(x -> x.bounds.y()))
                .containsExactly(200.0);
    }

    @Test
    void theStepIsDoneOnceThatFieldHasTheFocusWhateverTheJudgeSays() {
        Sim sim = fields(3);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.DONE, (id, q, s) -> Answers.noul(0.05)).on(Ask.PROGRESS, (id, q, s) -> Answers.level(1));
        var r = run.run("Focus into the last textbox.");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(dev.flowwright.runtime.run.Outcome.DONE);
        assertThat(sim.clicks).hasSize(1);
        assertThat(sim.nodes.stream().filter(x -> x.states.contains(ElementState.FOCUSED)).map(x -> x.bounds.y())).containsExactly(300.0); // the lowest on screen
    }

    @Test
    void clickingTheTextFieldIsFocusingIt() {
        Sim sim = fields(1);
        SimRun.of(sim).run("click on the text field");
        assertThat(sim.clicks).hasSize(1).allMatch(c -> c.startsWith("textbox"));
    }

    @Test
    void twoUnlabelledTextboxesAndNoCountAreNotGuessed() {
        Sim sim = fields(2);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> Answers.pick("none", 0.9));
        run.run("Focus into the textbox.");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aStepAboutAButtonOffersNoField() {
        Sim sim = fields(1).goal(s -> s.clicked("Search"));
        var r = SimRun.of(sim).run("click \"Search\"");
        assertThat(sim.clicks).as(r.step("1").orElseThrow().note()).containsExactly("button \"Search\"");
    }
}
