package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.steps.enter.Openers;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.sim.Oracle;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static dev.flowwright.runtime.steps.Fill.compose;
import static dev.flowwright.runtime.steps.Fill.enter;
import static dev.flowwright.runtime.steps.Fill.keyOf;
import static dev.flowwright.runtime.steps.Fill.spread;
import static org.assertj.core.api.Assertions.assertThat;

/** Matching slots to fields (docs/step-kinds.md#enter; behaviour 14: greedy ≥0.4, one field per slot; NOT_ASKED). */
class EnterAssignmentTest {

    @Test
    void greedyAssignmentStartsFromTheMostConfidentProposalAndNeverSharesAField() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        // both slots like To best; "cc" is surer, so it gets To and "recipient" falls back to its second choice
        run.oracle.on(Ask.SLOT, (id, q, s) -> q.instructions().path("slot").asText().equals("cc")
                ? spread(keyOf(q, "\"To\""), 0.9)
                : spread(keyOf(q, "\"To\""), 0.6, keyOf(q, "\"Subject\""), 0.45));
        RunReport r = run.run(enter("recipient", "sam@example.com", "cc", "kim@example.com"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.fields).containsEntry("To", "kim@example.com").containsEntry("Subject", "sam@example.com");
    }

    @Test
    void aProposalUnderFortyPercentIsDropped() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SLOT, (id, q, s) -> spread(keyOf(q, "\"Subject\""), 0.39));
        RunReport r = run.run(enter("subject", "Moving"));
        assertThat(sim.fields).doesNotContainKey("Subject");
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("no field on screen for: subject");
    }

    @Test
    void slotQuestionsShareOneNumberedFieldListAndNameSlotsNeverTexts() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        run.run(enter("to", "sam@example.com", "subject", "Moving Thursday's sync"));
        Oracle.Request slots = run.oracle.requests.stream().filter(q -> q.asks().contains("slot")).findFirst().orElseThrow();
        assertThat(slots.questions()).containsOnlyKeys("slot_0", "slot_1");
        Question.Choice a = (Question.Choice) slots.questions().get("slot_0");
        Question.Choice b = (Question.Choice) slots.questions().get("slot_1");
        assertThat(a.options()).isEqualTo(b.options()).containsKeys("1", "2", "3");
        assertThat(slots.text()).doesNotContain("sam@example.com").doesNotContain("Thursday");
    }

    @Test
    void fieldsAreOfferedAndFilledInReadingOrderNotDocumentOrder() {
        Sim sim = new Sim("Form", "Sign up");
        sim.textbox("Last name").at(10, 200).value = "";
        sim.textbox("First name").at(10, 100).value = "";
        sim.textbox("Nickname").at(300, 100).value = "";
        SimRun run = SimRun.of(sim);
        run.run(enter("nickname", "Al", "last name", "Jones", "first name", "Alex"));
        Oracle.Request slots = run.oracle.requests.stream().filter(q -> q.asks().contains("slot")).findFirst().orElseThrow();
        assertThat(((Question.Choice) slots.questions().get("slot_0")).options().values())
                .satisfiesExactly(l -> assertThat(l).contains("First name"), l -> assertThat(l).contains("Nickname"),
                        l -> assertThat(l).contains("Last name"), l -> assertThat(l).isEqualTo("none of these fits"));
        assertThat(sim.log.stream().filter(l -> l.startsWith("set")))
                .containsExactly("set textbox \"First name\"", "set textbox \"Nickname\"", "set textbox \"Last name\"");
    }

    @Test
    void aBoxOneSlotWasTypedIntoIsNeverAnotherSlots() {
        Sim sim = new Sim("Rides", "Book a ride");
        Sim.Node pickup = sim.textbox("Where from?").at(10, 10);
        pickup.value = "";
        Sim.Node drop = sim.textbox("Where to?").at(10, 50).hide();
        drop.value = "";
        pickup.onType((s, t) -> drop.show());
        SimRun run = SimRun.of(sim);
        // the answer is always "the first field listed": only the used-box rule keeps drop off the pickup box
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick("1", q.instructions().path("slot").asText().equals("pickup") ? 0.9 : 0.8));
        RunReport r = run.run(enter("pickup", "MG Road", "drop", "Airport"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(pickup.value).isEqualTo("MG Road");
        assertThat(drop.value).isEqualTo("Airport");
    }

    @Test
    void aSlotTheFormDoesNotAskForIsSkipped() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.ASKS, (id, q, s) -> noul(0.34));
        RunReport r = run.run(enter("subject", "Moving", "middle name", "Q"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().note()).contains("not asked for: middle name");
    }

    @Test
    void aSlotTheFormAsksForButHasNoFieldFailsTheStep() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.ASKS, (id, q, s) -> noul(0.35));
        RunReport r = run.run(enter("subject", "Moving", "middle name", "Q"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).startsWith("no field on screen for: middle name");
    }

    @Test
    void aStepNoneOfWhoseSlotsIsAskedForFails() {
        Sim sim = compose();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.ASKS, (id, q, s) -> noul(0.1));
        RunReport r = run.run(enter("coupon code", "SAVE10"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("nothing on screen asks for: coupon code");
        assertThat(sim.fields).isEmpty();
    }

    @Test
    void aFieldThatRefusesTextStrikesOffEveryFieldOfItsKind() {
        Sim sim = new Sim("Flights", "Search flights");
        sim.add(sim.node("combobox", "From").can(ElementAction.CLICK)).at(10, 10);
        sim.add(sim.node("combobox", "From airport").can(ElementAction.CLICK)).at(10, 20);
        sim.textbox("From city").at(10, 30).value = "";
        SimRun run = SimRun.of(sim);
        // Jev keeps preferring a combobox row: only the strike-off moves it to the real text box
        run.oracle.on(Ask.SLOT, (id, q, s) -> {
            String k = keyOf(q, "combobox");
            return k.equals("none") ? pick(keyOf(q, "From city"), 0.8) : pick(k, 0.9);
        });
        RunReport r = run.run(enter("from", "Delhi"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.fields).containsEntry("From city", "Delhi");
        assertThat(Fill.actions(r, "1")).filteredOn(a -> !a.ok()).singleElement()
                .satisfies(a -> assertThat(a.note()).startsWith("NOT_A_TEXT_FIELD"));
    }

    @Test
    void noFieldsOnScreenRunsAShortRevealLoopThenFills() {
        Sim sim = SimApps.inbox();
        sim.find("New Message").onPress(s -> {
            SimApps.compose(s);
            s.find("Subject").value = "";
        });
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(keyOf(q, "New Message"), 0.9));
        RunReport r = run.run(enter("subject", "Moving"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().loops()).contains("reveal");
        assertThat(run.oracle.requests).anySatisfy(q -> assertThat(q.text()).contains("show the editable fields for: subject"));
        assertThat(sim.fields).containsEntry("Subject", "Moving");
    }

    @Test
    void anOpenerIsPressedOnlyWhenConfirmedAtEightyPercent() {
        for (double p : new double[]{0.79, 0.8}) {
            Sim sim = new Sim("Shop", "Home");
            sim.link("Search").onPress(s -> SimApps.searchBox(s, "Search products").value = "");
            SimRun run = SimRun.of(sim);
            run.oracle.on(Ask.OPENER, (id, q, s) -> noul(p)).on(Ask.TARGET, (id, q, s) -> pick("none", 0.9))
                    .on(Ask.AGAIN, (id, q, s) -> pick("none", 0.9)); // the reveal loop finds nothing to press
            RunReport r = run.run(enter("search", "boAt Airdopes 141"));
            if (p < 0.8) {
                assertThat(sim.clicked("Search")).isFalse();
                assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
            } else {
                assertThat(sim.clicked("Search")).isTrue();
                assertThat(sim.fields).containsEntry("Search products", "boAt Airdopes 141");
            }
        }
    }

    @Test
    void openersAreRankedOnScreenThenMoreSlotWordsThenTheFirstWordThenWrappingNothing() {
        Element multiCity = el("tab", "Multi City", 10);
        Element wrapper = el("button", "From DEL To BLR Departure Sat 14 Feb", 20);
        Element from = el("button", "From DEL", 30);
        Screen s = screen(multiCity, wrapper, from);
        assertThat(Openers.ranked(s, "from city").get(0).name()).isEqualTo("From DEL");
        Screen dates = screen(el("button", "Date Change", 10), el("button", "Departure Sat 14 Feb", 20));
        assertThat(Openers.ranked(dates, "departure date").get(0).name()).startsWith("Departure");
        Screen checkIn = screen(el("button", "Check availability", 10), el("button", "Check-in date", 20));
        assertThat(Openers.ranked(checkIn, "check-in date").get(0).name()).isEqualTo("Check-in date");
        assertThat(Openers.slotWords("search box")).containsExactly("search");
    }

    private static Element el(String role, String name, double y) {
        return new Element("e" + y, role, name, "", null, Set.of(), Set.of(ElementAction.CLICK), new Bounds(0, y, 10, 10), List.of(), Map.of());
    }

    private static Screen screen(Element... es) {
        return new Screen("browser", "Flights", null, SurfaceKind.WINDOW, List.of(es), List.of(), List.of());
    }

    @Test
    void aPlainStepThatTypesRunsAsAnEnter() {
        Sim sim = new Sim("Shop", "Home");
        sim.textbox("Pincode").value = "";
        RunReport r = SimRun.of(sim).run(new Step.Do("enter 560001 into the pincode field"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.fields).containsEntry("Pincode", "560001");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aSubtreeTheLookCutShortIsExploredWhenFieldsAreMissing() {
        Sim sim = new Sim("browser", "Passenger");
        sim.textbox("Subject").value = ""; // one field for two slots: the look must have cut something short
        Sim.Node details = sim.add(sim.node("group", "Passenger details"));
        Sim.Node middle = sim.node("textbox", "Middle name").can(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT);
        middle.value = "";
        details.truncated.add(middle);
        RunReport r = SimRun.of(sim).run(enter("subject", "Moving", "middle name", "Q"));
        assertThat(sim.explored).isNotEmpty().containsOnly("group \"Passenger details\"");
        assertThat(middle.value).isEqualTo("Q");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void aCellNamedByItsAddressIsThatCellNeverAFieldHoldingTheAddress() {
        // found on LibreOffice: with the cursor on K120, the Name Box held "K120" and took the 7 meant for the cell
        Sim sheet = new Sim("soffice", "budget.fods - LibreOffice Calc");
        sheet.add(sheet.node("combobox", "Name Box").can(ElementAction.CLICK, ElementAction.SET_VALUE, ElementAction.TYPE_TEXT)).value = "K120";
        for (String address : List.of("A1", "B1", "A2", "B2"))
            sheet.add(sheet.node("cell", address).can(ElementAction.CLICK, ElementAction.SET_VALUE, ElementAction.TYPE_TEXT)
                    .hint("cell", address).hint("row", address.substring(1)).hint("column", address.startsWith("A") ? "1" : "2")).value = "";
        RunReport r = SimRun.of(sheet).run("type 7 into cell K120");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isNotEqualTo(Outcome.DONE);
        assertThat(sheet.find("Name Box").value).isEqualTo("K120");
        assertThat(sheet.fields).isEmpty();
    }
}
