package dev.flowwright.runtime.act;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.handoff.HandoffRequest;
import dev.flowwright.runtime.handoff.HandoffResponse;
import dev.flowwright.runtime.handoff.Responder;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.run.GroundingHint;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.sim.Sim;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Teach mode (issue #15): an abstaining grounding asks the author "which of these is …?" with the
 * candidates and where they are; the author answers with a candidate or by pointing at any element of
 * the screen; the answer is pressed through the same destructive check and stop_before as any press,
 * journalled as answered by the author with the ballot it overrode, and learned for the next run.
 */
class TeachTest {
    private final List<Event> events = new CopyOnWriteArrayList<>();
    private final List<HandoffRequest> asked = new ArrayList<>();

    private RunReport run(Sim sim, Responder responder, RunOptions options, Step... steps) {
        EventBus bus = new EventBus();
        bus.add(events::add);
        WireDecider decider = new WireDecider().pick(Ask.TARGET, "Lunch draft (").pick(Ask.AGAIN, "Lunch draft (");
        try (DecisionMaker maker = new DecisionMaker(decider, null, bus.decisions(), ExchangeLog.NONE, new ModelBudget(Thresholds.MAX_CALLS), 3, true)) {
            Responder recording = request -> {
                asked.add(request);
                return responder.respond(request);
            };
            return RunSetup.flowRun(new Flow("teach", sim.app, null, Map.of(), List.of(steps)), sim, maker).bus(bus).options(options)
                    .responder(recording).handoffTimeout(Duration.ofSeconds(5)).decider("wire").build().run();
        }
    }

    /** Two drafts a step cannot tell apart, and two more controls beside them; a press opens a draft in place of the list. */
    private static Sim drafts() {
        Sim sim = new Sim("browser", "Drafts");
        List<Sim.Node> controls = new ArrayList<>();
        controls.add(sim.button("Lunch draft (Anna)").path("list \"Drafts\"").at(10, 10));
        controls.add(sim.button("Lunch draft (Bo)").path("list \"Drafts\"").at(10, 300));
        controls.add(sim.button("Team lunch plan").at(400, 300));
        controls.add(sim.button("Archive lunch draft").at(400, 10));
        for (Sim.Node c : controls) {
            c.onPress(s -> {
                controls.forEach(Sim.Node::hide);
                s.window = "Lunch draft";
                s.text("The lunch draft is open: " + c.name);
            });
        }
        return sim;
    }

    /** The ref the latest look gave the element named {@code name}: what a click on the live screen sends. */
    private String refOf(String name) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof Event.Look l) {
                return l.screen().elements().stream().filter(e -> e.name().equals(name)).map(Element::ref).findFirst().orElseThrow();
            }
        }
        throw new AssertionError("no look before the question");
    }

    @Test
    void theAuthorIsAskedWithEachCandidatesRoleNameAndPlaceAndTheRefsToOutlineThem() {
        run(drafts(), req -> new HandoffResponse.Picked(0), RunOptions.defaults(), new Step.Do("open the lunch draft"));
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0).reason()).isEqualTo("which of these is the control to open the lunch draft?");
        assertThat(asked.get(0).choices()).anySatisfy(c -> assertThat(c).startsWith("button \"Lunch draft (Anna)\" — in list \"Drafts\", top left"))
                .anySatisfy(c -> assertThat(c).startsWith("button \"Lunch draft (Bo)\" — in list \"Drafts\", bottom left"));
        assertThat(asked.get(0).canPoint()).isTrue();
        assertThat(asked.get(0).refs()).hasSameSizeAs(asked.get(0).choices()).doesNotContainNull();
    }

    @Test
    void pointingAtAnotherElementPressesItRecordsTheOverriddenBallotAndTeachesIt() {
        Sim sim = drafts();
        RunReport r = run(sim, req -> new HandoffResponse.Pointed(refOf("Team lunch plan")), RunOptions.defaults(),
                new Step.Do("open the lunch draft"));
        assertThat(sim.clicks).containsExactly("button \"Team lunch plan\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        Event.Decision answered = events.stream().filter(e -> e instanceof Event.Decision d && d.verdict().startsWith(HumanHandoff.ANSWERED_BY_AUTHOR))
                .map(Event.Decision.class::cast).findFirst().orElseThrow();
        assertThat(answered.verdict()).isEqualTo("answered by the author: button \"Team lunch plan\" — bottom right of the page (at 450, 310)");
        Answer.ChoiceAnswer overridden = (Answer.ChoiceAnswer) answered.ballot().get("which");
        assertThat(overridden.probabilities()).containsKey("none").hasSizeGreaterThanOrEqualTo(3);
        assertThat(overridden.probabilities().values().stream().mapToDouble(Double::doubleValue).max().orElse(0)).as("the ballot the author overrode")
                .isGreaterThan(0.5);
        assertThat(r.learned()).extracting(GroundingHint::name).containsExactly("Team lunch plan");
    }

    @Test
    void aTaughtControlIsConfirmedOnTheNextRunInsteadOfAsked() {
        RunReport first = run(drafts(), req -> new HandoffResponse.Picked(1), RunOptions.defaults(), new Step.Do("open the lunch draft"));
        assertThat(asked).hasSize(1);
        asked.clear();
        Sim again = drafts();
        run(again, req -> new HandoffResponse.NoneOfThese(), RunOptions.defaults().withMemory(first.learned()), new Step.Do("open the lunch draft"));
        assertThat(asked).as("questions on the second run").isEmpty();
        assertThat(again.clicks).hasSize(1);
    }

    @Test
    void theAuthorsClickOnAHardToUndoControlIsRefusedLikeAnyPress() {
        Sim sim = drafts();
        sim.button("Delete lunch draft").at(400, 200);
        RunReport r = run(sim, req -> new HandoffResponse.Pointed(refOf("Delete lunch draft")), RunOptions.defaults(),
                new Step.Do("open the lunch draft"));
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).startsWith("refused to press button \"Delete lunch draft\"");
    }

    @Test
    void theAuthorsClickNeverPassesTheFlowsStopBefore() {
        Sim sim = drafts();
        RunReport r = run(sim, req -> new HandoffResponse.Pointed(refOf("Archive lunch draft")), RunOptions.defaults(),
                new Step.Do("open the lunch draft"), new Step.StopBefore("archive lunch draft"));
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("refused to press button \"Archive lunch draft\": the flow stops before \"archive lunch draft\"");
    }

    @Test
    void sayingNoneFailsTheStepCleanlyNamingTheCandidates() {
        Sim sim = drafts();
        RunReport r = run(sim, req -> new HandoffResponse.NoneOfThese(), RunOptions.defaults(), new Step.Do("open the lunch draft"));
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("Lunch draft (Anna)").endsWith("asked a person: the person said none of these is it");
    }
}
