package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static dev.flowwright.runtime.sim.Answers.level;
import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** A compound do step runs as ordered sub-goals, each judged on its own (issue #13 item 3). */
class CompoundStepTest {

    /** A form: checkboxes Apple, Pear, Plum (a press ticks), a text field "Name" and a Submit button. */
    private static Sim form() {
        Sim sim = new Sim("Form", "Order");
        for (String fruit : List.of("Apple", "Pear", "Plum")) {
            Sim.Node box = sim.add(sim.node("checkbox", fruit).can(ElementAction.CLICK));
            box.onPress(s -> box.states.add(ElementState.CHECKED));
        }
        sim.textbox("Name");
        sim.button("Submit");
        return sim;
    }

    private static boolean checked(Sim s, String name) { return s.find(name).states.contains(ElementState.CHECKED); }

    /**
     * An oracle that judges each question by the step it names: a "select" sub-goal by its boxes, "click
     * Submit" by the press, and the whole sentence only once everything happened.
     */
    private static SimRun judgedPerStep(Sim sim, Map<String, Predicate<Sim>> doneWhen) {
        SimRun run = SimRun.of(sim);
        Ask[] yes = {Ask.DONE, Ask.ALREADY_DONE};
        for (Ask a : yes) run.oracle.on(a, (id, q, s) -> noul(met(q, s, doneWhen) ? 0.95 : 0.05));
        run.oracle.on(Ask.NOT_DONE, (id, q, s) -> noul(met(q, s, doneWhen) ? 0.05 : 0.95))
                .on(Ask.PROGRESS, (id, q, s) -> level(met(q, s, doneWhen) ? 4 : 1))
                .on(Ask.MOVE, (id, q, s) -> pick(met(q, s, doneWhen) ? "finished" : "activate", 0.9));
        return run;
    }

    private static boolean met(Question q, Sim s, Map<String, Predicate<Sim>> doneWhen) {
        Predicate<Sim> p = doneWhen.get(q.instructions().path("step").asText());
        return p != null && p.test(s);
    }

    @Test
    void selectSeveralThenClickSubmitIsTwoSubGoalsJudgedInOrder() {
        Sim sim = form();
        String whole = "Select Apple, Pear and click Submit";
        SimRun run = judgedPerStep(sim, Map.of(
                "Select Apple, Pear", s -> checked(s, "Apple") && checked(s, "Pear"),
                "click Submit", s -> s.clicked("Submit"),
                whole, s -> s.clicked("Submit")));
        RunReport r = run.run(new Flow("f", "Form", null, Map.of(), List.of(new Step.Do(whole)), List.of("submit")));

        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).containsExactly("checkbox \"Apple\"", "checkbox \"Pear\"", "button \"Submit\"");
        StepReport first = r.step("1.1").orElseThrow();
        StepReport second = r.step("1.2").orElseThrow();
        assertThat(first.kind()).isEqualTo("sub-goal");
        assertThat(first.text()).isEqualTo("Select Apple, Pear");
        assertThat(first.outcome()).isEqualTo(Outcome.DONE);
        assertThat(second.text()).isEqualTo("click Submit");
        assertThat(second.outcome()).isEqualTo(Outcome.DONE);
        // completion was asked per sub-goal, never of the whole sentence
        assertThat(run.oracle.requests).noneMatch(req -> req.text().contains("\"step\":\"" + whole + "\""));
        assertThat(run.events(Event.StepEvent.class)).anyMatch(e -> e.stepPath().equals("1.2") && e.kind().equals("sub-goal"));
    }

    @Test
    void typingIntoAFieldThenPressingRunsTheTypingAsAnEnter() {
        Sim sim = form();
        SimRun run = judgedPerStep(sim, Map.of("press Submit", s -> s.clicked("Submit")));
        RunReport r = run.run(new Flow("f", "Form", null, Map.of(),
                List.of(new Step.Do("Enter \"Kasey\" into the Name field and press Submit")), List.of("submit")));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.fields).containsEntry("Name", "Kasey");
        assertThat(sim.clicks).containsExactly("button \"Submit\"");
        assertThat(r.step("1.1").orElseThrow().actions()).anyMatch(a -> a.action().startsWith("fill"));
    }

    @Test
    void aSubGoalThatFailsEndsTheStepBeforeTheLastIsPressed() {
        Sim sim = form();
        SimRun run = judgedPerStep(sim, Map.of("Select Kiwi", s -> false, "click Submit", s -> s.clicked("Submit")));
        RunReport r = run.run(new Flow("f", "Form", null, Map.of(), List.of(new Step.Do("Select Kiwi and click Submit")), List.of("submit")));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).startsWith("sub-goal 1 of 2 (Select Kiwi)");
        assertThat(sim.clicked("Submit")).isFalse();
        assertThat(r.step("1.2")).isEmpty();
    }
}
