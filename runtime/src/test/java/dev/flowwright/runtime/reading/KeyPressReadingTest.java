package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Keys on the keyboard, however a person words them, and the presses of controls that are not keys. */
class KeyPressReadingTest {
    private final KeyPressReading reading = new KeyPressReading();

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(delimiter = '|', textBlock = """
            press Enter                                 | return
            please hit the Enter key                    | return
            the Enter key should be pressed             | return
            Enter: press it                             | return
            strike Return on the keyboard               | return
            Enter.                                      | return
            hit Tab                                     | tab
            please press the Tab key                    | tab
            Tab should be pressed                       | tab
            Tab — hit it                                | tab
            tap the Tab key once                        | tab
            press Ctrl+A                                | ctrl+a
            please press control A                      | ctrl+a
            Ctrl+A should be pressed                    | ctrl+a
            use the keyboard shortcut Ctrl-A            | ctrl+a
            hit ⌘S                                      | cmd+s
            Escape                                      | escape
            press Esc to close the popup                | escape
            the Escape key should be hit                | escape
            press Shift+Tab                             | shift+tab
            press the Delete key                        | delete
            press the down arrow                        | down
            press F5                                    | f5
            """)
    void aKeyIsAKeyHoweverItIsWorded(String step, String combo) {
        Intent.PressKey key = Parts.only(step, Intent.PressKey.class);
        assertThat(key.keys().combos()).containsExactly(combo);
        assertThat(reading.read(step)).isNotEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            press Tab twice                    | tab,tab
            press the Down arrow three times   | down,down,down
            press Tab and Enter                | tab,return
            """)
    void repeatsAndListsAreSeveralKeys(String step, String combos) {
        assertThat(Parts.only(step, Intent.PressKey.class).keys().combos()).containsExactly(combos.split(","));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            press Enter in the search box                | the search box
            hit Enter in the "New item" field            | the "New item" field
            please press Tab in the name field           | the name field
            """)
    void aKeyInANamedField(String step, String field) {
        Intent.PressKey key = Parts.only(step, Intent.PressKey.class);
        assertThat(key.field().phrase()).isEqualTo(field);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {
            "press the Submit button", "click Enter", "press Escape Room", "press Delete", "press Home", "press Space",
            "enter your name", "type a", "press 1", "hit submit", "press the \"Enter\" button", "Enter the code",
            "press enter the building", "tab through the form"})
    void aControlOrTypingIsNoKey(String step) {
        assertThat(reading.read(step)).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void aKeyAfterTypingGoesToTheFieldJustTypedInto() {
        List<Intent> plan = Readings.read("type \"milk\" into the \"New item\" box and press Enter").intents();
        assertThat(plan).hasSize(2);
        assertThat(plan.get(0)).isInstanceOf(Intent.TypeInto.class);
        Intent.PressKey key = (Intent.PressKey) plan.get(1);
        assertThat(key.keys().combos()).containsExactly("return");
        assertThat(key.field().how()).isEqualTo(Field.How.TYPED_BEFORE);
        // a key on its own goes wherever the focus is
        assertThat(((Intent.PressKey) Readings.read("press Enter").only()).field()).isNull();
    }
}
