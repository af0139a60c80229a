package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The plain imperative of a polite, passive or turned-round wording; quoted text untouched. */
class WordingTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            please click Save                                | click Save
            Could you please click Save?                     | click Save
            click Save, please                               | click Save
            the Save button should be clicked                | click the Save button
            "milk" is to be added to the list                | add "milk" to the list
            into the search box, type "x"                    | type "x" into the search box
            In the dialog, click OK                          | click OK in the dialog
            the Save button: click it                        | click the Save button
            Now, press Enter                                 | press Enter
            type "please should be clicked"                  | type "please should be clicked"
            the report should be ready                       | the report should be ready
            First name: Ada                                  | First name: Ada
            """)
    void aWordingIsMadePlain(String written, String plain) {
        assertThat(Wording.plain(written)).isEqualTo(plain);
    }
}
