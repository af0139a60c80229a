package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Oracle;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.sim.Answers.noul;
import static org.assertj.core.api.Assertions.assertThat;

/** choose and its reflection (docs/step-kinds.md#choose). */
class ChooseReflectionTest {

    /** A trip-type tab list, "Return" selected; pressing a tab selects it unless {@code lostPresses} swallow it. */
    private static Sim tripType(int lostPresses) {
        Sim sim = new Sim("browser", "Emirates");
        Sim.Node ret = sim.tab("Return").path("tablist \"Trip type\"").state(ElementState.SELECTED);
        Sim.Node oneWay = sim.tab("One way").path("tablist \"Trip type\"");
        int[] lost = {lostPresses};
        oneWay.onPress(s -> {
            if (lost[0]-- > 0) return;
            ret.states.remove(ElementState.SELECTED);
            oneWay.states.add(ElementState.SELECTED);
        });
        sim.goal(s -> oneWay.states.contains(ElementState.SELECTED));
        return sim;
    }

    private static Step.Choose oneWay() { return new Step.Choose("trip type", "One way"); }

    @Test
    void aChoiceTheScreenShowsHoldsAfterOneReflection() {
        Sim sim = tripType(0);
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(oneWay());
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).containsExactly("tab \"One way\"");
        assertThat(run.events(Event.Reflect.class)).singleElement()
                .satisfies(e -> assertThat(e.held()).isTrue()).satisfies(e -> assertThat(e.attempt()).isEqualTo("first"));
        assertThat(r.step("1").orElseThrow().loops()).contains("reflection");
    }

    @Test
    void aSelectedSiblingContradictsTheChoiceWithoutAskingAndOneRepairFixesIt() {
        Sim sim = tripType(1); // the Emirates case: the press did not take, "Return" stays selected
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(oneWay());
        var reflections = run.events(Event.Reflect.class);
        assertThat(reflections).hasSize(2);
        assertThat(reflections.get(0).held()).isFalse();
        assertThat(reflections.get(0).contradictedByScreen()).isTrue();
        assertThat(reflections.get(1).attempt()).isEqualTo("after_repair");
        assertThat(reflections.get(1).held()).isTrue();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        // the first look was settled by the screen: reflects was asked only after the repair
        assertThat(run.oracle.asked(Ask.REFLECTS)).isEqualTo(1);
        assertThat(run.oracle.requests).anySatisfy(q -> assertThat(q.text())
                .contains("correct the previous step so the screen shows: One way in trip type; undo anything it changed that was not asked for"));
    }

    @Test
    void reflectionBelowTheFloorRepairsOnceThenFailsWithTheNoteShape() {
        Sim sim = tripType(0);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.REFLECTS, (id, q, s) -> noul(0.3)).on(Ask.STRAYS, (id, q, s) -> noul(0.7));
        RunReport r = run.run(oneWay());
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note())
                .isEqualTo("reflection: the screen still does not show One way in trip type (confidence 0.30)");
        assertThat(run.events(Event.Reflect.class)).hasSize(2);
        assertThat(run.oracle.asked(Ask.REFLECTS)).isEqualTo(2);
    }

    @Test
    void reflectsAndStraysAreCalibratedAndHalfHolds() {
        Sim sim = tripType(0);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.REFLECTS, (id, q, s) -> noul(0.7)).on(Ask.STRAYS, (id, q, s) -> noul(0.7)); // (0.7 + 0.3) / 2
        RunReport r = run.run(oneWay());
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(run.events(Event.Reflect.class)).singleElement().satisfies(e -> assertThat(e.confidence()).isEqualTo(0.5));
    }

    @Test
    void noAnswerToEitherQuestionLeavesTheStepStanding() {
        Sim sim = tripType(0);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.REFLECTS, (id, q, s) -> Oracle.NO_ANSWER).on(Ask.STRAYS, (id, q, s) -> Oracle.NO_ANSWER);
        RunReport r = run.run(oneWay());
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).hasSize(1);
    }

    @Test
    void anAlreadySelectedOptionIsAlreadyDoneAndNeverReflectedOn() {
        Sim sim = tripType(0);
        sim.find("Return").states.remove(ElementState.SELECTED);
        sim.find("One way").states.add(ElementState.SELECTED);
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(oneWay());
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.ALREADY_DONE);
        assertThat(sim.clicks).isEmpty();
        assertThat(run.events(Event.Reflect.class)).isEmpty();
        assertThat(run.oracle.asked(Ask.REFLECTS)).isZero();
    }

    @Test
    void enterIsNeverReflectedOn() {
        Sim sim = Fill.compose();
        SimRun run = SimRun.of(sim);
        run.run(Fill.enter("subject", "Moving"));
        assertThat(run.events(Event.Reflect.class)).isEmpty();
        assertThat(run.oracle.asked(Ask.REFLECTS) + run.oracle.asked(Ask.STRAYS)).isZero();
    }

    @Test
    void anOptionPickedFromAFilteredListThatStaysUnselectedIsContradicted() {
        Sim sim = new Sim("browser", "Address");
        Sim.Node country = sim.add(sim.node("combobox", "Country").can(ElementAction.CLICK, ElementAction.TYPE_TEXT));
        country.value = "";
        int[] presses = {0};
        country.onType((s, t) -> {
            Sim.Node india = s.add(s.node("option", "India").can(ElementAction.CLICK).path("listbox \"Countries\""));
            india.onPress(x -> {
                if (presses[0]++ > 0) india.states.add(ElementState.SELECTED); // the first press does not take
            });
        });
        SimRun run = SimRun.of(sim);
        // only a row named India is the option; the box itself is not
        run.oracle.on(Ask.TARGET, (id, q, s) -> dev.flowwright.runtime.sim.Answers.pick(Fill.keyOf(q, "India"), 0.9))
                .on(Ask.AGAIN, (id, q, s) -> dev.flowwright.runtime.sim.Answers.pick("none", 0.9));
        run.run(new Step.Choose("country", "India"));
        assertThat(sim.log).anyMatch(l -> l.equals("type combobox \"Country\""));
        var first = run.events(Event.Reflect.class).get(0);
        assertThat(first.contradictedByScreen()).isTrue();
        assertThat(first.held()).isFalse();
    }

    @Test
    void choosingADestructiveOptionIsRefusedWithoutAPress() {
        Sim sim = new Sim("browser", "Account");
        sim.button("Delete account").path("group \"Actions\"");
        RunReport r = SimRun.of(sim).run(new Step.Choose("actions", "Delete account"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aClosedComboBoxIsChosenFromBySelectingItsOptionNotByOpeningIt() {
        Sim sim = new Sim("zenity", "Sign up");
        Sim.Node colour = sim.add(sim.node("combobox", "Colour").can(ElementAction.CLICK, ElementAction.SELECT));
        sim.goal(s -> "green".equals(colour.value));
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(new Step.Choose("colour", "green"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("select combobox \"Colour\" green");
        assertThat(sim.clicks).isEmpty();
        assertThat(run.events(Event.Acted.class)).as("what a recipe records").singleElement()
                .satisfies(a -> assertThat(a.verb()).isEqualTo("select"))
                .satisfies(a -> assertThat(a.value()).isEqualTo("green"));
    }

    /** A native select: its options are on screen but closed; a person picks from the list, and that is what a recipe records. */
    private static Sim shipping() {
        Sim sim = new Sim("browser", "Shipping destination");
        Sim.Node country = sim.add(sim.node("combobox", "Country").can(ElementAction.CLICK, ElementAction.SELECT));
        country.value = "Choose a country";
        for (String c : new String[]{"Choose a country", "Turkey", "Germany"})
            sim.add(sim.node("option", c).can(ElementAction.CLICK).path("combobox \"Country\""));
        Sim.Node city = sim.add(sim.node("combobox", "City").can(ElementAction.CLICK, ElementAction.SELECT));
        city.value = "Choose a city";
        sim.add(sim.node("option", "Choose a city").can(ElementAction.CLICK).path("combobox \"City\""));
        return sim;
    }

    @Test
    void anOptionOfANativeListIsChosenThroughItsList() {
        Sim sim = shipping();
        SimRun run = SimRun.of(sim);
        sim.goal(s -> "Germany".equals(s.find("Country").value));
        run.run(new Step.Choose("country", "Germany"));
        assertThat(sim.log).contains("select combobox \"Country\" Germany");
        assertThat(sim.clicks).isEmpty();
        assertThat(run.events(Event.Acted.class)).as("what a recipe records").singleElement()
                .satisfies(a -> assertThat(a.verb()).isEqualTo("select"))
                .satisfies(a -> assertThat(a.target().label()).isEqualTo("combobox \"Country\""));
    }

    @Test
    void aDoStepNamingAnOptionInAListChoosesItThroughItsList() {
        Sim sim = shipping();
        SimRun run = SimRun.of(sim);
        sim.goal(s -> "Germany".equals(s.find("Country").value));
        RunReport r = run.run(new Step.Do("Select Germany from the dropdown"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.log).contains("select combobox \"Country\" Germany");
        assertThat(sim.clicks).isEmpty();
        assertThat(run.events(Event.Acted.class)).as("what a recipe records").singleElement()
                .satisfies(a -> assertThat(a.verb()).isEqualTo("select"));
    }

    @Test
    void aPlaceholderOptionIsNeverChosenForAnotherOption() {
        Sim sim = shipping();
        sim.find("Country").value = "Germany";
        SimRun run = SimRun.of(sim);
        // a decider taken in by the shared verb picks the placeholder whenever it is offered
        run.oracle.on(Ask.TARGET, (id, q, s) -> {
            String placeholder = Fill.keyOf(q, "option \"Choose a");
            return dev.flowwright.runtime.sim.Answers.pick(placeholder.equals("none") ? Fill.keyOf(q, "combobox \"City\"") : placeholder, 0.9);
        });
        run.run(new Step.Choose("city", "Munich"));
        // the list is what the step reaches for first, never the placeholder that shares its verb
        assertThat(sim.log.get(0)).isEqualTo("select combobox \"City\" Munich");
        assertThat(sim.find("Country").value).isEqualTo("Germany");
    }
}
