package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** "Enter the value of Last name into the text field": typed from what the screen shows for the label (issue #13). */
class LabelledValuesTest {

    private static Screen showing(String... lines) {
        Sim sim = new Sim("browser", "Order");
        sim.context.addAll(List.of(lines));
        return sim.look();
    }

    @Test
    void aLabelsValueIsTheLineAfterItOrTheTextAfterItsColon() {
        assertThat(LabelledValues.valueOf(showing("Order summary", "Order number", "A-2231", "Total", "€12.40"), "order number", ""))
                .contains("A-2231");
        assertThat(LabelledValues.valueOf(showing("Customer: Ada Lovelace", "Ship to: London"), "Ship to", "")).contains("London");
        assertThat(LabelledValues.valueOf(showing("Total:", "€12.40"), "total", "")).contains("€12.40");
    }

    @Test
    void noValueOrSeveralValuesIsNoValue() {
        assertThat(LabelledValues.valueOf(showing("Order number"), "Order number", "")).isEmpty();
        assertThat(LabelledValues.valueOf(showing("Name", "Ada", "Name", "Bo"), "Name", "")).isEmpty();
        assertThat(LabelledValues.valueOf(showing("Name", "Surname:"), "Name", "")).isEmpty();
        assertThat(LabelledValues.valueOf(showing("First name", "Ada"), "name", "")).isEmpty();
    }

    @Test
    void theLabelInThePagesOwnEchoOfTheStepIsNotALabel() {
        Screen screen = showing("Enter the value of into the text field and press Submit.", "Last name", "Year of Birth", "1984",
                "Last name", "Terrell");
        assertThat(LabelledValues.valueOf(screen, "Last name", "Enter the value of Last name into the text field")).contains("Terrell");
        assertThat(LabelledValues.valueOf(screen, "Last name", "")).as("without the step, two values").isEmpty();
        // the echo and the table's first row read as one line: the echo is all there is
        Screen joined = showing("Enter the value of into the text field and press Submit.", "Last name", "Burgess", "Religion", "Sikhism");
        assertThat(LabelledValues.valueOf(joined, "Last name", "Enter the value of Last name into the text field")).contains("Burgess");
    }


    @Test
    void theValueShownIsTypedAndTheStepFailsWhenTheScreenShowsNone() {
        Sim sim = new Sim("browser", "Read table");
        sim.context.addAll(List.of("Religion", "Sikhism", "Last name", "Burgess", "Gender", "Female"));
        Sim.Node box = sim.textbox("Answer");
        sim.goal(s -> "Burgess".equals(box.value));
        RunReport r = SimRun.of(sim).run(new Step.Do("Enter the value of Last name into the text field"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(box.value).isEqualTo("Burgess");

        Sim none = new Sim("browser", "Read table");
        none.context.addAll(List.of("Religion", "Sikhism"));
        Sim.Node empty = none.textbox("Answer");
        RunReport failed = SimRun.of(none).run(new Step.Do("Enter the value of Last name into the text field"));
        assertThat(failed.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(failed.step("1").orElseThrow().note()).contains("Last name");
        assertThat(empty.value).isNullOrEmpty();
    }

    @Test
    void aValueInASecretsSpellingIsNeverCopiedIntoAField() {
        Sim sim = new Sim("browser", "Account");
        sim.context.addAll(List.of("Card number", "4111 1111 1111 1111", "Name", "Ada"));
        Sim.Node box = sim.textbox("Answer");
        SimRun run = SimRun.of(sim);
        run.secrets = new Secrets().put("card", "4111111111111111");
        RunReport r = run.run(new Step.Do("Enter the value of Card number into the text field"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(box.value).isNullOrEmpty();
        assertThat(r.toJson()).doesNotContain("4111 1111").doesNotContain("4111111111111111");
    }

    /** A record shown as a table, and a form asking for two of its fields by their labels. */
    private static Sim recordAndForm() {
        Sim sim = new Sim("browser", "Copy the record");
        sim.context.addAll(List.of("Country", "Peru", "Language", "Quechua", "Year of Birth", "1984", "Language:", "Country:"));
        sim.add(sim.node("textbox", "").describe("Language").can(dev.flowwright.runtime.screen.ElementAction.CLICK,
                dev.flowwright.runtime.screen.ElementAction.TYPE_TEXT)).at(0, 100);
        sim.textbox("Country");
        sim.goal(s -> false);
        return sim;
    }

    private static SimRun slotsByName(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(dev.flowwright.runtime.decide.Ask.SLOT, (id, q, st) ->
                Fill.spread(Fill.keyOf(q, "\"" + q.instructions().path("slot").asText() + "\""), 0.9));
        return run;
    }

    @Test
    void eachLabelledFieldTakesTheValueTheScreenShowsForItsLabel() {
        Sim sim = recordAndForm();
        RunReport r = slotsByName(sim).run(new Step.Do("Enter the value that corresponds with each label into the form"));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.step("1").orElseThrow().note()).isEqualTo(Outcome.DONE);
        assertThat(sim.find("Country").value).isEqualTo("Peru");
        assertThat(sim.look().elements().stream().filter(e -> e.description().equals("Language")).findFirst().orElseThrow().value())
                .isEqualTo("Quechua");
    }

    @Test
    void aLabelTheScreenShowsNoValueForFailsBeforeAnythingIsTyped() {
        Sim sim = recordAndForm();
        sim.textbox("Religion");
        RunReport r = slotsByName(sim).run(new Step.Do("Enter the value that corresponds with each label into the form"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("\"Religion\"");
        assertThat(sim.find("Country").value).isNullOrEmpty();
    }

    @Test
    void aFormsOwnLabelAfterItsLabelIsNoValue() {
        Screen s = showing("Country", "Peru", "Language", "Quechua", "Country", "Language");
        assertThat(LabelledValues.valueOf(s, "Country", "")).as("the form's next label read as a value").isEmpty();
        assertThat(LabelledValues.valueOf(s, "Country", "", java.util.Set.of("country", "language"))).contains("Peru");
    }

    /**
     * The reading this replaced knew one benchmark sentence on one kind of page (a label on its line, its value on
     * the next). An order summary written "Label: value", filled in other words (a case it did not come from):
     * each field takes its own value, and a value asked for by another wording lands in the box named.
     */
    @Test
    void aSummaryInColonFormFillsTheFormInOtherWordsToo() {
        Sim sim = new Sim("browser", "Checkout");
        sim.context.addAll(List.of("Your order", "Order number: A-1042", "Ship to: Leeds", "Name: Ada Byron"));
        sim.textbox("Name");
        sim.textbox("Ship to");
        sim.goal(s -> false);
        RunReport r = slotsByName(sim).run(new Step.Do("fill the form with the values shown above"));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.find("Name").value).isEqualTo("Ada Byron");
        assertThat(sim.find("Ship to").value).isEqualTo("Leeds");

        Sim search = new Sim("browser", "Orders");
        search.context.addAll(List.of("Order number: A-1042", "Placed: 3 December"));
        Sim.Node box = search.textbox("Search");
        search.goal(s -> false);
        RunReport typed = SimRun.of(search).run(new Step.Do("type what the summary shows for Order number into the search box"));
        assertThat(typed.step("1").orElseThrow().outcome()).as(typed.toJson()).isEqualTo(Outcome.DONE);
        assertThat(box.value).isEqualTo("A-1042");
    }
}
