package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Putting the cursor in a field, however it is worded. */
class FocusReadingTest {
    private final FocusReading reading = new FocusReading();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Focus into the textbox.", "please click into the search field", "the search field should be focused",
            "put the cursor in the 2nd input", "place the caret in the comment box", "give the focus to the name field",
            "the name field: focus it"})
    void theCursorInAFieldIsFocus(String step) {
        Intent.Focus f = Parts.only(step, Intent.Focus.class);
        assertThat(f.field().phrase()).isNotBlank();
        assertThat(FocusReading.asks(step)).isTrue();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"click the search field's Go button", "click Save", "type into the box", "press Enter"})
    void otherStepsPutNoCursorInAField(String step) {
        assertThat(reading.read(step)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"focus the textbox", "click into the text field", "put the cursor in the input"})
    void namingOnlyAKindOfFieldIsOnlyAKind(String step) {
        assertThat(FocusReading.onlyAKind(step)).isTrue();
    }
}
