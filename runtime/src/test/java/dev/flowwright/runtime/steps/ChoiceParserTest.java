package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Step;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A do step naming one option in a named list is the choose it means (issue #13). */
class ChoiceParserTest {

    private static Step.Choose choose(String step) {
        return ChoiceParser.parse(step).orElseThrow(() -> new AssertionError("not a choice: " + step));
    }

    @Test
    void anOptionNamedInANamedListIsAChoice() {
        assertThat(choose("Select Tallahassee from the dropdown")).isEqualTo(new Step.Choose("the dropdown", "Tallahassee"));
        assertThat(choose("choose 5ft 9in from the drop-down menu.")).isEqualTo(new Step.Choose("the drop-down menu", "5ft 9in"));
        assertThat(choose("Pick One way in the trip type list")).isEqualTo(new Step.Choose("the trip type list", "One way"));
        assertThat(choose("select A from the list")).isEqualTo(new Step.Choose("the list", "A"));
        assertThat(choose("choose Economy plus out of the cabin class selector")).isEqualTo(new Step.Choose("the cabin class selector", "Economy plus"));
        assertThat(choose("select First class from the fare list")).isEqualTo(new Step.Choose("the fare list", "First class"));
    }

    @Test
    void aQuotedOptionIsTakenWholeEvenWithListWordsInside() {
        assertThat(choose("select \"Salt and pepper from the list\" from the spice list"))
                .isEqualTo(new Step.Choose("the spice list", "Salt and pepper from the list"));
        assertThat(choose("choose 'Mr, Mrs' in the title combo box")).isEqualTo(new Step.Choose("the title combo box", "Mr, Mrs"));
    }

    @Test
    void referencesAndSeveralOptionsStayForTheDoLoop() {
        assertThat(ChoiceParser.parse("select the 2nd option from the dropdown")).isEmpty();
        assertThat(ChoiceParser.parse("choose the cheapest flight from the list")).isEmpty();
        assertThat(ChoiceParser.parse("select second item from the menu")).isEmpty();
        assertThat(ChoiceParser.parse("select all from the list")).isEmpty();
        assertThat(ChoiceParser.parse("select Ann, Bo from the scroll list")).isEmpty();
        assertThat(ChoiceParser.parse("select Ann and Bo from the list")).isEmpty();
        assertThat(ChoiceParser.parse("choose one from the list")).isEmpty();
    }

    @Test
    void noNamedListNoChoice() {
        assertThat(ChoiceParser.parse("select Livy")).isEmpty();
        assertThat(ChoiceParser.parse("choose One way")).isEmpty();
        assertThat(ChoiceParser.parse("select the text in the paragraph")).isEmpty();
        assertThat(ChoiceParser.parse("click Save from the file menu")).isEmpty();
        assertThat(ChoiceParser.parse("choose a seat in the front row")).isEmpty();
        assertThat(ChoiceParser.parse("select the checkbox and the list")).isEmpty();
        assertThat(ChoiceParser.parse("select a very long description of some thing from the list")).isEmpty();
    }
}
