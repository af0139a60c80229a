package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.steps.Fill.enter;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A dropdown slot in an enter step (issue #13 item 7): a list that selects by text is picked as an option,
 * as choose picks one — exact text first (case and spacing folded), else the one option containing it —
 * recorded as a select, and never a reason to strike the step's combo boxes off.
 */
class EnterSelectTest {

    /** A sign-up form: a native Country list (options closed inside it) above a Name box. */
    private static Sim signUp(String... countries) {
        Sim sim = new Sim("browser", "Sign up");
        Sim.Node country = sim.add(sim.node("combobox", "Country").can(ElementAction.CLICK, ElementAction.SELECT, ElementAction.EXPAND)
                .hint("tag", "select").at(10, 10));
        country.value = "Choose a country";
        sim.add(sim.node("option", "Choose a country").can(ElementAction.CLICK).path("combobox \"Country\"").at(10, 10));
        for (String c : countries) sim.add(sim.node("option", c).can(ElementAction.CLICK).path("combobox \"Country\"").at(10, 10));
        sim.textbox("Name").value("").at(10, 60);
        return sim;
    }

    private static Sim signUp() { return signUp("Sweden", "Norway", "Denmark"); }

    @Test
    void aDropdownSlotIsChosenByItsExactOptionAndTheTextSlotIsStillTyped() {
        Sim sim = signUp();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(enter("Country", " norway ", "Name", "Ada"));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.step("1").orElseThrow().note()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("select combobox \"Country\" Norway").contains("set textbox \"Name\"");
        assertThat(sim.fields).containsEntry("Country", "Norway").containsEntry("Name", "Ada");
        assertThat(sim.settles).isNotEmpty(); // settled before reading the choice back
        assertThat(run.events(Event.Acted.class)).as("what a recipe records")
                .anySatisfy(a -> {
                    assertThat(a.verb()).isEqualTo("select");
                    assertThat(a.target().label()).isEqualTo("combobox \"Country\"");
                    assertThat(a.value()).isEqualTo("Norway");
                });
    }

    @Test
    void theOneOptionContainingTheTextIsChosenWhenNoneReadsExactlyAsIt() {
        Sim sim = signUp("Sweden", "Norway (Kingdom of)", "Denmark");
        RunReport r = SimRun.of(sim).run(enter("Country", "Norway"));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.step("1").orElseThrow().note()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("select combobox \"Country\" Norway (Kingdom of)");
    }

    @Test
    void anExactOptionWinsOverOthersContainingTheText() {
        Sim sim = signUp("Guinea", "Guinea-Bissau", "Equatorial Guinea");
        RunReport r = SimRun.of(sim).run(enter("Country", "guinea"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("select combobox \"Country\" Guinea");
    }

    @Test
    void textInSeveralOptionsFailsTheStepNamingThemAndSelectsNothing() {
        Sim sim = signUp("Guinea-Bissau", "Equatorial Guinea", "Norway");
        RunReport r = SimRun.of(sim).run(enter("Country", "Guinea"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("\"Guinea-Bissau\"").contains("\"Equatorial Guinea\"")
                .doesNotContain("\"Norway\"");
        assertThat(sim.log).noneMatch(l -> l.startsWith("select"));
    }

    @Test
    void textInNoOptionFailsTheStepNamingTheOptionsTheListHad() {
        Sim sim = signUp();
        RunReport r = SimRun.of(sim).run(enter("Country", "Atlantis"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("no option of combobox \"Country\" is \"Atlantis\"")
                .contains("\"Sweden\", \"Norway\", \"Denmark\"");
        assertThat(sim.log).noneMatch(l -> l.startsWith("select"));
    }

    @Test
    void aSecretIsChosenOnlyByItsExactOptionAndNeverShown() {
        Sim sim = signUp("Sweden", "Norway", "Denmark");
        SimRun run = SimRun.of(sim);
        run.secrets = new Secrets().put("homeland", "norway");
        RunReport r = run.run(enter("Country", "${homeland}"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("select combobox \"Country\" Norway");
        assertThat(run.oracle.allRequestText()).doesNotContainIgnoringCase("norway");
        assertThat(run.events.toString()).doesNotContainIgnoringCase("norway");
        assertThat(run.events(Event.Acted.class)).anySatisfy(a -> assertThat(a.value()).isEqualTo("${secrets.homeland}"));
    }

    @Test
    void aSecretContainedInAnOptionIsNotChosenAndTheFailureNamesNoOption() {
        Sim sim = signUp("Sweden", "Norway", "Denmark");
        SimRun run = SimRun.of(sim);
        run.secrets = new Secrets().put("homeland", "Norw");
        RunReport r = run.run(enter("Country", "${homeland}"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.log).noneMatch(l -> l.startsWith("select"));
        assertThat(r.step("1").orElseThrow().note()).contains("matched exactly only").doesNotContain("Sweden").doesNotContain("Norw");
        assertThat(run.events.toString()).doesNotContain("Norw");
    }

    @Test
    void anOptionWithAHardToUndoWordIsRefusedLikeAnyPress() {
        Sim sim = new Sim("browser", "Account");
        sim.add(sim.node("combobox", "Next action").can(ElementAction.CLICK, ElementAction.SELECT).hint("tag", "select"));
        for (String o : new String[]{"Keep my account", "Delete my account"})
            sim.add(sim.node("option", o).can(ElementAction.CLICK).path("combobox \"Next action\""));
        RunReport r = SimRun.of(sim).run(enter("next action", "Delete my account"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).startsWith("refused to press option \"Delete my account\"");
        assertThat(sim.log).noneMatch(l -> l.startsWith("select"));
    }
}
