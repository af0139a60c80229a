package dev.flowwright.runtime.act;

import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A step that asks for one press and nothing more is done once that press went through (issue #13): a
 * page may answer a click with no visible change, and pressing again to see one would do the step twice.
 * The judge (here an oracle that never sees the goal met) is not what ends it.
 */
class PurePressTest {

    private static Sim page() {
        Sim sim = new Sim("browser", "Terms");
        sim.text("Read the terms before you go on.");
        sim.link("Terms of use").at(10, 40);
        sim.button("Continue").at(10, 80);
        sim.textbox("Email").at(10, 120);
        sim.goal(s -> false);
        return sim;
    }

    @Test
    void aClickThePageAnswersWithNoChangeIsStillTheStepDoneOnce() {
        Sim sim = page();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("Click on the link \"Terms of use\".");
        StepReport step = r.step("1").orElseThrow();
        assertThat(step.outcome()).isEqualTo(Outcome.DONE);
        assertThat(step.note()).contains("all the step asks");
        assertThat(sim.clicks).containsExactly("link \"Terms of use\"");
    }

    @Test
    void aPressThatBroughtAComplaintIsNotDoneByThePressAlone() {
        Sim sim = page();
        sim.find("Continue").onPress(s -> s.context.add("Email is required."));
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("click Continue");
        assertThat(sim.clicks).isNotEmpty();
        assertThat(r.step("1").orElseThrow().note()).doesNotContain("all the step asks");
    }

    @Test
    void aStepThatSaysWhatShouldComeOfThePressIsLeftToTheJudge() {
        Sim sim = page();
        RunReport r = SimRun.of(sim).run("click Continue to send the form");
        assertThat(r.step("1").orElseThrow().note()).doesNotContain("all the step asks");
    }

    @Test
    void aPressThatOpenedADialogIsNotDoneByThePressAlone() {
        Sim sim = page();
        sim.find("Continue").onPress(s -> s.layer("dialog \"Are you sure?\"", SurfaceKind.DIALOG).button("Yes"));
        RunReport r = SimRun.of(sim).run("press the Continue button");
        assertThat(sim.clicks).contains("button \"Continue\"");
        assertThat(r.step("1").orElseThrow().note()).doesNotContain("all the step asks");
    }

    @Test
    void theWholeNameAndOnlyWordsOfHowControlsAreSpokenOfMakeAPurePress() {
        var e = new dev.flowwright.runtime.screen.Element("e1", "button", "ONE", "", null, java.util.Set.of(),
                java.util.Set.of(ElementAction.CLICK), null, java.util.List.of(), null);
        assertThat(PurePress.is("Click button ONE", e)).isTrue();
        assertThat(PurePress.is("please press the button labelled \"one\"", e)).isTrue();
        assertThat(PurePress.is("click button ONE, then TWO", e)).isFalse();
        assertThat(PurePress.is("select ONE", e)).isFalse();
    }
}
