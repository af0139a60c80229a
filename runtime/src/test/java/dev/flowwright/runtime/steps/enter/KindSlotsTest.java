package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.reading.FieldWords;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Set;

import static dev.flowwright.runtime.sim.Answers.pick;
import dev.flowwright.runtime.steps.Fill;
import static dev.flowwright.runtime.steps.Fill.enter;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A slot that names only a kind of field (issue #13: forms whose fields have no label at all). Cases from
 * forms other than the benchmark's: a feedback box, a two-box verification page, a booking form.
 */
class KindSlotsTest {

    /** A field that can be read back, holding nothing yet. */
    private static Sim.Node empty(Sim.Node field) {
        field.value = "";
        return field;
    }

    @Test
    void wordsThatNameOnlyAKindOfFieldAreAKind() {
        assertThat(FieldWords.kind("text")).contains(new FieldWords.Kind(false, Set.of(), 0));
        assertThat(FieldWords.kind("the input box")).contains(new FieldWords.Kind(false, Set.of(), 0));
        assertThat(FieldWords.kind("2nd textbox")).contains(new FieldWords.Kind(false, Set.of(), 2));
        assertThat(FieldWords.kind("last text-field")).contains(new FieldWords.Kind(false, Set.of(), -1));
        assertThat(FieldWords.kind("text area")).contains(new FieldWords.Kind(true, Set.of(), 0));
        assertThat(FieldWords.kind("date")).contains(new FieldWords.Kind(false, Set.of("date"), 0));
        assertThat(FieldWords.kind("text fields")).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"pincode", "search", "first name", "coupon code field", "the second row", "Safari", "second"})
    void wordsThatNameAFieldAreNotAKind(String slot) {
        assertThat(FieldWords.kind(slot)).isEmpty();
    }

    @Test
    void theOnlyUnlabelledBoxOnScreenIsTheTextFieldWithoutAQuestion() {
        Sim sim = new Sim("Feedback", "Tell us");
        Sim.Node box = empty(sim.textbox("").at(10, 40));
        sim.button("Send").at(10, 80);
        SimRun run = SimRun.of(sim);
        // an oracle that would never pick it: the step's own words settle it
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick("none", 0.9));
        RunReport r = run.run(enter("text", "Great service"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(box.value).isEqualTo("Great service");
        assertThat(run.oracle.requests.stream().filter(q -> q.asks().contains("slot"))).isEmpty();
    }

    @Test
    void theCountedBoxIsTakenInReadingOrder() {
        Sim sim = new Sim("Verify", "Confirm your code");
        Sim.Node lower = empty(sim.textbox("").at(10, 90));
        Sim.Node upper = empty(sim.textbox("").at(10, 30));
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(enter("2nd textbox", "5"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(lower.value).isEqualTo("5");
        assertThat(upper.value).isEmpty();
    }

    @Test
    void twoBoxesOfTheKindAndNoCountAreLeftToTheQuestionWhereUnsureIsNone() {
        Sim sim = new Sim("Verify", "Confirm your code");
        Sim.Node a = empty(sim.textbox("").at(10, 30));
        Sim.Node b = empty(sim.textbox("").at(10, 90));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick("none", 0.8));
        RunReport r = run.run(enter("text field", "5"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(a.value).isEmpty();
        assertThat(b.value).isEmpty();
        assertThat(run.oracle.requests.stream().filter(q -> q.asks().contains("slot"))).isNotEmpty();
    }

    @Test
    void theTextboxBesideTextAreasIsTheOneSingleLineField() {
        Sim sim = new Sim("Support", "Write to us");
        Sim.Node notes = empty(sim.textbox("").at(10, 30)).state(ElementState.MULTILINE);
        Sim.Node subject = empty(sim.textbox("").at(10, 90));
        Sim.Node body = empty(sim.textbox("").at(10, 150)).state(ElementState.MULTILINE);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick("none", 0.8));
        RunReport r = run.run(enter("textbox", "Refund"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(subject.value).isEqualTo("Refund");
        assertThat(notes.value).isEmpty();
        assertThat(body.value).isEmpty();
    }

    @Test
    void aValueKindCountsOnlyFieldsThePageDeclaresOfThatKind() {
        Sim sim = new Sim("Booking", "When");
        Sim.Node name = empty(sim.textbox("").at(10, 30));
        Sim.Node date = empty(sim.textbox("").hint("type", "date").at(10, 60));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick("none", 0.9));
        RunReport r = run.run(enter("date", "2016-01-01"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(date.value).isEqualTo("2016-01-01");
        assertThat(name.value).isEmpty();
    }

    @Test
    void theSpinnerIsTheFieldThePageMakesASpinButton() {
        Sim sim = new Sim("Order", "How many");
        Sim.Node note = empty(sim.textbox("Gift note").at(10, 30));
        Sim.Node count = empty(sim.add(sim.node("spinbutton", "Copies").can(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT)).at(10, 60));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick("none", 0.9));
        RunReport r = run.run(enter("spinner", "-6"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(count.value).isEqualTo("-6");
        assertThat(note.value).isEmpty();
    }

    @Test
    void aFieldLabelledWithTheKindsWordIsForTheQuestionToWeigh() {
        Sim sim = new Sim("Booking", "When");
        Sim.Node travel = empty(sim.textbox("Travel date").at(10, 30));
        Sim.Node other = empty(sim.textbox("").hint("type", "date").at(10, 60));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick(Fill.keyOf(q, "Travel date"), 0.9));
        RunReport r = run.run(enter("date", "2016-01-01"));
        assertThat(travel.value).isEqualTo("2016-01-01");
        assertThat(other.value).isEmpty();
    }

    @Test
    void aLoginFormsBareBoxesEachKeepTheirOwnText() {
        Sim sim = new Sim("Portal", "Log in");
        Sim.Node user = empty(sim.textbox("").hint("id", "username").hint("type", "text").at(10, 30));
        Sim.Node pass = empty(sim.textbox("").hint("id", "password").hint("type", "password").at(10, 60));
        SimRun run = SimRun.of(sim);
        // the password box is settled by its declared kind; the user box by the oracle reading its id
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick(Fill.keyOf(q, "username"), 0.9));
        RunReport r = run.run(enter("username", "kenda", "password", "DH7"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(user.value).isEqualTo("kenda");
        assertThat(pass.value).isEqualTo("DH7");
    }

    @Test
    void bothTextFieldsTakeTheOneText() {
        Sim sim = new Sim("Account", "Change your password");
        Sim.Node first = empty(sim.textbox("").hint("indexPath", "0/1").at(10, 30));
        Sim.Node again = empty(sim.textbox("").hint("indexPath", "0/2").at(10, 60));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick("none", 0.9));
        RunReport r = run.run(enter("both text fields", "s3cret-horse"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(first.value).isEqualTo("s3cret-horse");
        assertThat(again.value).isEqualTo("s3cret-horse");
    }

    @Test
    void bothNeedsTwoFieldsOfTheKind() {
        Sim sim = new Sim("Account", "Change your password");
        Sim.Node only = empty(sim.textbox("").at(10, 30));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SLOT, (id, q, s) -> pick("none", 0.9));
        RunReport r = run.run(enter("both text fields", "s3cret-horse"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(only.value).isEmpty();
    }
}
