package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "The second X" among controls that are all called X is counted in reading order, without asking: no
 * description tells such look-alikes apart, so a decider can only guess the first (issue #12, the widget
 * factory's six radio buttons named "radiobutton").
 */
class OrdinalsTest {

    /**
     * The widget factory's radio column: the accessibility tree lists the six bottom-up, the lower three
     * disabled; on screen the top one is checked.
     */
    private static Sim radios() {
        Sim sim = new Sim("gtk3-widget-factory", "GTK Widget Factory");
        sim.kind = "desktop";
        sim.button("Close");
        double[] ys = {509, 481, 453, 425, 397, 369};
        for (int i = 0; i < ys.length; i++) {
            Sim.Node r = sim.add(sim.node("radio", "radiobutton").can(ElementAction.CLICK, ElementAction.CHECK).hint("at", "y" + (int) ys[i]));
            r.bounds = new Bounds(141, ys[i], 103, 22);
            if (i < 3) r.state(ElementState.DISABLED);
        }
        sim.nodes.get(6).state(ElementState.CHECKED);
        for (Sim.Node r : sim.nodes) {
            if (!r.role.equals("radio")) continue;
            r.onPress(s -> {
                if (r.states.contains(ElementState.DISABLED)) return;
                s.nodes.forEach(o -> o.states.remove(ElementState.CHECKED));
                r.state(ElementState.CHECKED);
            });
        }
        return sim;
    }

    /** A decider that would ground on the first option naming "radiobutton" (or Close) at 0.97 if asked. */
    private static SimRun guessingTheFirst(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> {
            for (var en : ((Question.Choice) q).options().entrySet())
                if (en.getValue().contains("radiobutton") || en.getValue().contains("Close")) return Answers.pick(en.getKey(), 0.97);
            return null;
        });
        return run;
    }

    private static Sim.Node at(Sim sim, int y) {
        return sim.nodes.stream().filter(n -> ("y" + y).equals(n.hints.get("at"))).findFirst().orElseThrow();
    }

    @Test
    void theSecondRadiobuttonIsTheSecondFromTheTopNotTheSecondInTheTree() {
        Sim sim = radios();
        sim.goal(s -> at(s, 397).states.contains(ElementState.CHECKED));
        SimRun run = guessingTheFirst(sim);
        RunReport r = run.run("choose the second radiobutton");
        assertThat(sim.clicks).containsExactly("radio \"radiobutton\"");
        assertThat(at(sim, 397).states).contains(ElementState.CHECKED);
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(run.oracle.asked(Ask.TARGET)).as("counted, not asked").isZero();
    }

    @Test
    void theStepIsDoneWhenThatVeryRadioSaysItIsCheckedWhateverTheJudgeThinks() {
        Sim sim = radios();
        sim.goal(s -> false); // the judge never sees it done
        SimRun run = guessingTheFirst(sim);
        RunReport r = run.run("choose the second radiobutton");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).hasSize(1);
        assertThat(at(sim, 397).states).contains(ElementState.CHECKED);
    }

    @Test
    void aSecondRadiobuttonAlreadyCheckedNeedsNoPress() {
        Sim sim = radios();
        sim.nodes.forEach(n -> n.states.remove(ElementState.CHECKED));
        at(sim, 397).state(ElementState.CHECKED);
        RunReport r = guessingTheFirst(sim).run("choose the second radiobutton");
        // nothing was pressed: the step is already done, never "done" (issue #13 item 4)
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.ALREADY_DONE);
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aDisabledNthFailsTheStepSayingSoAndPressesNothing() {
        Sim sim = radios();
        SimRun run = guessingTheFirst(sim);
        RunReport r = run.run("choose the fifth radiobutton");
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(run.oracle.allRequestText()).contains("the fifth radio \\\"radiobutton\\\" (of 6, in reading order) is disabled");
    }

    @Test
    void anNthBeyondTheGroupIsNothingToPress() {
        Sim sim = radios();
        SimRun run = guessingTheFirst(sim);
        run.run("choose the ninth radiobutton");
        assertThat(sim.clicks).isEmpty();
        assertThat(run.oracle.allRequestText()).contains("there is no ninth radio \\\"radiobutton\\\": 6 on screen");
    }

    @Test
    void anOrdinalOverDifferentlyNamedControlsIsLeftToGrounding() {
        Sim sim = new Sim("browser", "Results");
        sim.link("Istanbul to Ankara 09:00").bounds = new Bounds(0, 100, 200, 20);
        sim.link("Istanbul to Ankara 11:30").bounds = new Bounds(0, 130, 200, 20);
        sim.goal(s -> !s.clicks.isEmpty());
        SimRun run = SimRun.of(sim);
        run.run("open the second link to Ankara");
        assertThat(run.oracle.asked(Ask.TARGET)).isGreaterThanOrEqualTo(1);
    }

    /** A decider sure of the first link it is shown. */
    private static SimRun pickingTheFirstOption(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> Answers.pick(((Question.Choice) q).options().keySet().iterator().next(), 0.97));
        return run;
    }

    @Test
    void theSecondLinkWithNothingMoreSaidIsTheSecondLinkOnScreenWhateverTheirNames() {
        Sim sim = new Sim("browser", "Results");
        sim.link("Istanbul to Ankara 11:30").bounds = new Bounds(0, 130, 200, 20);
        sim.link("Istanbul to Ankara 09:00").bounds = new Bounds(0, 100, 200, 20);
        sim.link("Istanbul to Izmir 14:00").bounds = new Bounds(0, 160, 200, 20);
        sim.goal(s -> !s.clicks.isEmpty());
        SimRun run = pickingTheFirstOption(sim);
        run.run("open the second link");
        assertThat(sim.clicks).containsExactly("link \"Istanbul to Ankara 11:30\"");
        assertThat(run.oracle.asked(Ask.TARGET)).as("counted, not asked").isZero();
    }

    @Test
    void theLastButtonOnThePageIsTheLowest() {
        Sim sim = new Sim("browser", "Form");
        sim.button("Save").bounds = new Bounds(0, 300, 80, 20);
        sim.button("Help").bounds = new Bounds(0, 20, 80, 20);
        sim.button("Reset").bounds = new Bounds(100, 300, 80, 20);
        sim.goal(s -> !s.clicks.isEmpty());
        pickingTheFirstOption(sim).run("click the last button on the page");
        assertThat(sim.clicks).containsExactly("button \"Reset\"");
    }

    /** A decider that grounds on whatever shares the word "Search" at 0.97, else on the first option. */
    private static SimRun takingTheSharedWord(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> {
            var options = ((Question.Choice) q).options();
            for (var en : options.entrySet()) if (en.getValue().contains("Search")) return Answers.pick(en.getKey(), 0.97);
            return Answers.pick(options.keySet().iterator().next(), 0.97);
        });
        return run;
    }

    private static Sim results(int shown) {
        Sim sim = new Sim("browser", "Search");
        sim.button("Search").bounds = new Bounds(0, 10, 80, 20);
        for (int i = 0; i < shown; i++) sim.link("Result title " + (char) ('A' + i)).bounds = new Bounds(0, 50 + 30 * i, 200, 20);
        for (String page : new String[] {"1", "2", "3", "»"}) sim.link(page).bounds = new Bounds(0, 400, 20, 20);
        sim.goal(s -> !s.clicks.isEmpty());
        return sim;
    }

    @Test
    void theNthOfSomethingNoWordCountsIsOneOfAtLeastNAlikeNeverALoneControlSharingAWord() {
        Sim sim = results(3);
        takingTheSharedWord(sim).run("click the 2nd search result");
        assertThat(sim.clicks).isNotEmpty().allMatch(c -> c.startsWith("link"));
    }

    @Test
    void theFirstOfSomethingWhereControlsComeInGroupsIsNeverALoneControl() {
        Sim sim = results(3);
        takingTheSharedWord(sim).run("click the 1st search result");
        assertThat(sim.clicks).isNotEmpty().allMatch(c -> c.startsWith("link"));
    }

    @Test
    void theFirstOfARoleTheStepNamesMayBeTheOnlyOne() {
        Sim sim = results(3);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> {
            var options = ((Question.Choice) q).options();
            for (var en : options.entrySet()) if (en.getValue().startsWith("button")) return Answers.pick(en.getKey(), 0.97);
            return null;
        });
        run.run("press the first button");
        assertThat(sim.clicks).containsExactly("button \"Search\"");
    }

    @Test
    void aPagersNumbersAreNotWhatIsCounted() {
        Sim sim = results(3);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> {
            var options = ((Question.Choice) q).options();
            for (var en : options.entrySet()) if (en.getValue().contains("\"2\"")) return Answers.pick(en.getKey(), 0.97);
            return Answers.pick(options.keySet().iterator().next(), 0.97);
        });
        run.run("click the 2nd search result");
        assertThat(sim.clicks).isNotEmpty().noneMatch(c -> c.equals("link \"2\""));
    }

    @Test
    void withFewerAlikeThanTheOrdinalNothingIsPressed() {
        Sim sim = results(3);
        RunReport report = takingTheSharedWord(sim).run("click the 5th search result");
        assertThat(sim.clicks).isEmpty();
        assertThat(report.exitCode()).isNotZero();
    }
}
