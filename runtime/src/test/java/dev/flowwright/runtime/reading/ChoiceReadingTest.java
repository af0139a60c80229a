package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A do step naming one option in a named list is the choose it means (issue #13). */
class ChoiceReadingTest {

    private static ChoiceReading.Choice choose(String step) {
        return ChoiceReading.choice(step).orElseThrow(() -> new AssertionError("not a choice: " + step));
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"Select Tallahassee from the city dropdown",
            "please choose Tallahassee in the city dropdown", "Tallahassee should be selected in the city dropdown",
            "from the city dropdown, pick Tallahassee", "set the city dropdown to Tallahassee", "choose \"Tallahassee\" out of the city dropdown"})
    void oneChoiceHoweverItIsWorded(String step) {
        Intent.Choose c = Parts.only(step, Intent.Choose.class);
        assertThat(c.option()).isEqualTo("Tallahassee");
        assertThat(c.in().phrase()).isEqualTo("the city dropdown");
    }

    @Test
    void anOptionNamedInANamedListIsAChoice() {
        assertThat(choose("Select Tallahassee from the dropdown")).isEqualTo(new ChoiceReading.Choice("the dropdown", "Tallahassee"));
        assertThat(choose("choose 5ft 9in from the drop-down menu.")).isEqualTo(new ChoiceReading.Choice("the drop-down menu", "5ft 9in"));
        assertThat(choose("Pick One way in the trip type list")).isEqualTo(new ChoiceReading.Choice("the trip type list", "One way"));
        assertThat(choose("select A from the list")).isEqualTo(new ChoiceReading.Choice("the list", "A"));
        assertThat(choose("choose Economy plus out of the cabin class selector")).isEqualTo(new ChoiceReading.Choice("the cabin class selector", "Economy plus"));
        assertThat(choose("select First class from the fare list")).isEqualTo(new ChoiceReading.Choice("the fare list", "First class"));
    }

    @Test
    void aQuotedOptionIsTakenWholeEvenWithListWordsInside() {
        assertThat(choose("select \"Salt and pepper from the list\" from the spice list"))
                .isEqualTo(new ChoiceReading.Choice("the spice list", "Salt and pepper from the list"));
        assertThat(choose("choose 'Mr, Mrs' in the title combo box")).isEqualTo(new ChoiceReading.Choice("the title combo box", "Mr, Mrs"));
    }

    @Test
    void referencesAndSeveralOptionsStayForTheDoLoop() {
        assertThat(ChoiceReading.choice("select the 2nd option from the dropdown")).isEmpty();
        assertThat(ChoiceReading.choice("choose the cheapest flight from the list")).isEmpty();
        assertThat(ChoiceReading.choice("select second item from the menu")).isEmpty();
        assertThat(ChoiceReading.choice("select all from the list")).isEmpty();
        assertThat(ChoiceReading.choice("select Ann, Bo from the scroll list")).isEmpty();
        assertThat(ChoiceReading.choice("select Ann and Bo from the list")).isEmpty();
        assertThat(ChoiceReading.choice("choose one from the list")).isEmpty();
    }

    @Test
    void noNamedListNoChoice() {
        assertThat(ChoiceReading.choice("select Livy")).isEmpty();
        assertThat(ChoiceReading.choice("choose One way")).isEmpty();
        assertThat(ChoiceReading.choice("select the text in the paragraph")).isEmpty();
        assertThat(ChoiceReading.choice("click Save from the file menu")).isEmpty();
        assertThat(ChoiceReading.choice("choose a seat in the front row")).isEmpty();
        assertThat(ChoiceReading.choice("select the checkbox and the list")).isEmpty();
        assertThat(ChoiceReading.choice("select a very long description of some thing from the list")).isEmpty();
    }
}
