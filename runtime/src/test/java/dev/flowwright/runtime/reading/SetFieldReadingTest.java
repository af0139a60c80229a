package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A field given a value, however it is worded — and what is not that (written before looking at any page). */
class SetFieldReadingTest {
    private final SetFieldReading reading = new SetFieldReading();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            set the speed to Fast                                 | speed                           | Fast
            please set the speed to Fast                          | speed                           | Fast
            the speed should be set to Fast                       | speed                           | Fast
            change the title to "Dr."                             | title                           | Dr.
            switch the language to Deutsch                        | language                        | Deutsch
            choose Paris as the location                          | location                        | Paris
            could you pick Scala as the preferred language        | preferred language              | Scala
            use Luxury as the car type                            | car type                        | Luxury
            select "New York" as your destination                 | destination                     | New York
            choose 17 May 2019 as the date                        | date                            | 17 May 2019
            choose the city London                                | city                            | London
            select the number 7                                   | number                          | 7
            pick the colour Dark Blue                             | colour                          | Dark Blue
            pick Choice 2 in the single select input              | single select                   | Choice 2
            choose Economy for the cabin class                    | cabin class                     | Economy
            set the date to 03/14/2027                            | date                            | 03/14/2027
            set Decimal places to 2                               | Decimal places                  | 2
            set the quantity to 3                                 | quantity                        | 3
            """)
    void aFieldAndItsValue(String step, String slot, String value) {
        Intent.SetField set = Parts.only(step, Intent.SetField.class);
        assertThat(set.field().slot()).isEqualTo(slot);
        assertThat(set.value().text()).isEqualTo(value);
    }

    @Test
    void severalValuesForAFieldNamedInThePluralAreOneEach() {
        assertThat(Parts.all("choose Paris and Lyon as cities")).extracting(i -> ((Intent.SetField) i).value().text())
                .containsExactly("Paris", "Lyon");
        assertThat(Parts.all("choose Salt and Pepper as the seasoning")).extracting(i -> ((Intent.SetField) i).value().text())
                .containsExactly("Salt and Pepper");
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {
            "select the second option",           // a reference, not a name
            "choose the first one as the answer",
            "select nothing",
            "choose the blue one",
            "select the Proin dolor tab",         // a press of a tab
            "set up the account",
            "pick all of them from the list",
            "choose one",
            "select A, B and C",
            "Select Lamp, Rug and Vase from the scroll list"})
    void otherStepsAreNotAFieldGivenAValue(String step) {
        assertThat(reading.read(step)).isEmpty();
    }

    @Test
    void aNamedListAndANumberOnASpinnerStayWithTheirOwnReadings() {
        assertThat(Readings.read("set the city dropdown to Oslo").only()).isInstanceOf(Intent.Choose.class);
        assertThat(Readings.read("select Livy from the list").only()).isInstanceOf(Intent.Choose.class);
        assertThat(Readings.read("set the spinner to 5").only()).isInstanceOf(Intent.TypeInto.class);
        assertThat(Readings.read("enter 06/05/1990 as the date").only()).isInstanceOf(Intent.TypeInto.class);
        assertThat(Readings.read("set the speed to Fast").only()).isInstanceOf(Intent.SetField.class);
    }
}
