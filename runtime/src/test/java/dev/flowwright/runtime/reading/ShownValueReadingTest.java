package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** A text the screen shows, typed: one value by its label, or every labelled field of a form. */
class ShownValueReadingTest {
    private final ShownValueReading reading = new ShownValueReading();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Enter the value of Last name into the text field.", "please type the value for \"Last name\" in the text field",
            "the value of Last name should be entered into the text field", "into the text field, type the value of Last name",
            "type what the table shows for Last name into the text field", "enter the Last name shown above into the text field"})
    void aValueByItsLabelIsTypeShownValue(String step) {
        Intent.TypeShownValue v = Parts.only(step, Intent.TypeShownValue.class);
        assertThat(v.label()).isEqualTo("Last name");
        assertThat(v.field().slot()).isEqualTo("text");
    }

    /**
     * The reading this replaces knew one sentence ("Enter the value that corresponds with each label into the
     * form"); a person says it many ways.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Enter the value that corresponds with each label into the form",
            "please fill in the values shown for the labels", "the form should be filled with the values shown beside its labels",
            "fill the form with the values shown above", "copy the record into the form", "complete the form using the details below"})
    void everyLabelledFieldIsFillFromShown(String step) {
        Parts.only(step, Intent.FillFromShown.class);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"enter the name into the text field", "enter \"the value of x\" into the text field", "fill in the form",
            "Type the text below into the text field", "enter the value into the box", "copy the form"})
    void otherStepsTypeNoShownValue(String step) {
        assertThat(reading.read(step)).isEmpty();
    }
}
