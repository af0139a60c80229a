package dev.flowwright.runtime.act;

import dev.flowwright.runtime.engine.RunSetup;
import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.Thresholds;
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
import dev.flowwright.runtime.handoff.NoResponder;
import dev.flowwright.runtime.handoff.Responder;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code none} in every choice and clean abstaining (issue #12 items 1, 2, 7), through the real
 * {@link DecisionMaker} (votes, gate, duels) and the wire format — not the oracle shortcut: a decider
 * that answers "none", or picks a look-alike with confidence, leads to no press and a step that stops
 * naming the candidates, or to a person asked "which of these is …?".
 */
class AbstainTest {
    private final List<Event> events = new CopyOnWriteArrayList<>();
    private final List<HandoffRequest> asked = new ArrayList<>();

    private RunReport run(Sim sim, WireDecider decider, Responder responder, Step... steps) {
        EventBus bus = new EventBus();
        bus.add(events::add);
        try (DecisionMaker maker = new DecisionMaker(decider, null, bus.decisions(), ExchangeLog.NONE, new ModelBudget(Thresholds.MAX_CALLS), 3, true)) {
            Responder recording = responder == null ? NoResponder.INSTANCE : new Responder() {
                @Override
                public HandoffResponse respond(HandoffRequest request) {
                    asked.add(request);
                    return responder.respond(request);
                }
            };
            return RunSetup.flowRun(new Flow("abstain", sim.app, null, Map.of(), List.of(steps)), sim, maker).bus(bus)
                    .responder(recording).handoffTimeout(Duration.ofSeconds(5)).decider("wire").build().run();
        }
    }

    private static Step.Enter enter(String slot, String text) {
        Map<String, String> slots = new LinkedHashMap<>();
        slots.put(slot, text);
        return new Step.Enter(slots);
    }

    /** A pickup box that lists two look-alike addresses once something is typed. */
    private static Sim pickup() {
        Sim sim = new Sim("browser", "Book a ride");
        Sim.Node field = sim.textbox("Pickup");
        field.value = "";
        field.onType((s, t) -> {
            s.add(s.node("option", "Main St 5, Springfield").can(ElementAction.CLICK).path("listbox \"Suggestions\""));
            s.add(s.node("option", "Main St 5, Shelbyville").can(ElementAction.CLICK).path("listbox \"Suggestions\""));
        });
        return sim;
    }

    /** A shop list with the same shoe in two sizes. */
    private static Sim shoes() {
        Sim sim = new Sim("browser", "Shoes");
        sim.link("Trail shoe size 42").path("list \"Products\"", "listitem #1").onPress(s -> s.window = "Trail shoe size 42");
        sim.link("Trail shoe size 43").path("list \"Products\"", "listitem #2").onPress(s -> s.window = "Trail shoe size 43");
        sim.link("Road shoe size 42").path("list \"Products\"", "listitem #3");
        sim.goal(s -> s.window.startsWith("Trail shoe"));
        return sim;
    }

    private static StepReport step(RunReport r) { return r.step("1").orElseThrow(); }

    @Test
    void everyChoiceOnTheWireOffersNone() {
        WireDecider decider = new WireDecider();
        run(SimApps.inbox(), decider, null, new Step.Do("open the quarterly report"));
        List<JsonNode> choices = new ArrayList<>();
        decider.sent.forEach(body -> body.path("questions").forEach(q -> { if (q.path("type").asText().equals("choice")) choices.add(q); }));
        assertThat(choices).isNotEmpty();
        assertThat(choices).allSatisfy(q -> assertThat(q.path("criteria").has("none")).as(q.toString()).isTrue());
    }

    @Test
    void aGroundingWonByNoneClicksNothing() {
        Sim sim = SimApps.inbox();
        WireDecider decider = new WireDecider().pick(Ask.TARGET, "none").pick(Ask.AGAIN, "none");
        RunReport r = run(sim, decider, null, new Step.Do("open the quarterly report"));
        assertThat(sim.clicks).isEmpty();
        assertThat(step(r).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(events).filteredOn(e -> e instanceof Event.Decision d && d.purpose().startsWith("ground"))
                .allSatisfy(e -> assertThat(((Event.Decision) e).verdict()).contains("abstain target"));
    }

    @Test
    void abstainingAgainOnAnUnchangedScreenStopsTheStepInsteadOfBurningItsTurns() {
        Sim sim = SimApps.inbox();
        WireDecider decider = new WireDecider().pick(Ask.TARGET, "none").pick(Ask.AGAIN, "none");
        RunReport r = run(sim, decider, null, new Step.Do("open the quarterly report"));
        StepReport s = step(r);
        assertThat(s.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(s.note()).endsWith("asked again on the unchanged screen, nothing fits still");
        assertThat(events).filteredOn(e -> e instanceof Event.Turn t && t.stepPath().equals("1")).as("turns taken")
                .hasSizeLessThan(Thresholds.DO_TURNS);
    }

    @Test
    void aConfidentLookAlikeSuggestionStopsTheStepNamingTheCandidates() {
        Sim sim = pickup();
        RunReport r = run(sim, new WireDecider().pick(Ask.SUGGESTION, "Springfield"), null, enter("pickup", "Main St 5"));
        assertThat(sim.clicks).isEmpty();
        assertThat(step(r).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step(r).note()).startsWith("could not tell which suggestion is \"Main St 5\"")
                .contains("\"Main St 5, Springfield\" 0.9", "\"Main St 5, Shelbyville\" 0.0");
    }

    @Test
    void withAResponderThePersonIsAskedWhichOfTheseAndTheirPickIsPressed() {
        Sim sim = pickup();
        RunReport r = run(sim, new WireDecider().pick(Ask.SUGGESTION, "Springfield"), req -> new HandoffResponse.Picked(1),
                enter("pickup", "Main St 5"));
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0).reason()).isEqualTo("which of these is \"Main St 5\"?");
        assertThat(asked.get(0).choices()).containsExactly("option \"Main St 5, Springfield\" — in listbox \"Suggestions\"",
                "option \"Main St 5, Shelbyville\" — in listbox \"Suggestions\"");
        assertThat(sim.clicks).containsExactly("option \"Main St 5, Shelbyville\"");
        assertThat(step(r).outcome()).isNotEqualTo(Outcome.FAILED);
    }

    @Test
    void aPersonSayingNoneOrNotAnsweringStopsTheStepCleanly() {
        Sim sim = pickup();
        RunReport none = run(sim, new WireDecider().pick(Ask.SUGGESTION, "Springfield"), req -> new HandoffResponse.NoneOfThese(),
                enter("pickup", "Main St 5"));
        assertThat(sim.clicks).isEmpty();
        assertThat(step(none).note()).contains("Main St 5, Shelbyville").endsWith("asked a person: the person said none of these is it");

        Sim late = pickup();
        RunReport timedOut = run(late, new WireDecider().pick(Ask.SUGGESTION, "Springfield"), req -> new HandoffResponse.TimedOut(),
                enter("pickup", "Main St 5"));
        assertThat(late.clicks).isEmpty();
        assertThat(step(timedOut).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step(timedOut).note()).endsWith("asked a person: nobody answered within 5 s");
    }

    @Test
    void aConfidentDeciderOpeningTheOtherSizeIsStoppedAndTheNamedSizeIsOpened() {
        Sim wrong = shoes();
        RunReport r = run(wrong, new WireDecider().pick(Ask.TARGET, "size 43").pick(Ask.AGAIN, "size 43"), null,
                new Step.Do("open the trail shoe size 42"));
        assertThat(wrong.clicks).doesNotContain("link \"Trail shoe size 43\"");
        assertThat(step(r).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step(r).note()).contains("without 42", "\"Trail shoe size 42\"", "\"Trail shoe size 43\" 0.9");

        Sim right = shoes();
        RunReport offline = run(right, new WireDecider(), null, new Step.Do("open the trail shoe size 42"));
        assertThat(right.clicks).containsExactly("link \"Trail shoe size 42\"");
        assertThat(step(offline).outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void withoutASizeInTheStepTwoSizesAreAmbiguousWhateverTheDeciderSays() {
        Sim sim = shoes();
        RunReport r = run(sim, new WireDecider().pick(Ask.TARGET, "Trail shoe size 42").pick(Ask.AGAIN, "Trail shoe size 42"), null,
                new Step.Do("open the trail shoe"));
        assertThat(sim.clicks).isEmpty();
        assertThat(step(r).note()).startsWith("could not tell which control is \"trail shoe\"");
    }

    @Test
    void aPersonsPickStillGoesThroughTheDestructiveCheck() {
        Sim sim = new Sim("browser", "Drafts");
        sim.button("Lunch draft (Anna)");
        sim.button("Delete lunch draft");
        RunReport r = run(sim, new WireDecider().pick(Ask.TARGET, "Anna").pick(Ask.AGAIN, "Anna"), req -> new HandoffResponse.Picked(1),
                new Step.Do("open the lunch draft"));
        assertThat(asked).hasSize(1);
        assertThat(sim.clicks).isEmpty();
        assertThat(step(r).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step(r).note()).containsIgnoringCase("delete");
    }

    @Test
    void pickingALookAlikeItemStopsNamingTheItemsAndThePersonCanSayWhich() {
        Sim sim = shoes();
        RunReport r = run(sim, new WireDecider().pick(Ask.PICK, "size 43"), null, new Step.Pick("products", "trail shoe", null));
        assertThat(sim.clicks).isEmpty();
        assertThat(step(r).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step(r).note()).startsWith("could not tell which item of products is \"trail shoe\"")
                .contains("Trail shoe size 42", "Trail shoe size 43");

        Sim asked = shoes();
        RunReport p = run(asked, new WireDecider().pick(Ask.PICK, "size 43"), req -> new HandoffResponse.Picked(0),
                new Step.Pick("products", "trail shoe", null));
        assertThat(asked.clicks).containsExactly("link \"Trail shoe size 42\"");
        assertThat(step(p).outcome()).isEqualTo(Outcome.DONE);
        assertThat(step(p).note()).contains("picked by a person");
    }
}
