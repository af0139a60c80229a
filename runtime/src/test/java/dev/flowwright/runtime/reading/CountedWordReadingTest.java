package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** A word counted off a block of text, typed — however it is worded. */
class CountedWordReadingTest {
    private final CountedWordReading reading = new CountedWordReading();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            type the 2nd word in the paragraph into the textbox                  | 2  | paragraph
            please enter the second word of the paragraph in the textbox         | 2  | paragraph
            the 2nd word of the paragraph should be typed into the textbox       | 2  | paragraph
            into the textbox, type the 2nd word from the paragraph               | 2  | paragraph
            copy word number 2 of the paragraph into the textbox                 | 2  | paragraph
            write the last word of the second paragraph in the textbox           | -1 | second paragraph
            """)
    void aCountedWordIsTypeShownWord(String step, int which, String in) {
        Intent.TypeShownWord w = Parts.only(step, Intent.TypeShownWord.class);
        assertThat(w.which()).isEqualTo(which);
        assertThat(w.in()).isEqualTo(in);
        assertThat(w.field().slot()).isEqualTo("textbox");
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"type the word hello into the textbox", "type the 2nd word", "find the 2nd word in the paragraph",
            "type the 2nd line of the address into the box"})
    void otherStepsCountNoWord(String step) {
        assertThat(reading.read(step)).isEmpty();
    }
}
