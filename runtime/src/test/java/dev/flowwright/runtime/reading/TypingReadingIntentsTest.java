package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Typing as an intent: the same typing in five wordings, a quoted label as the field's exact label. */
class TypingReadingIntentsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            type "x" into the "Search" box                   | x   | Search | QUOTED
            please enter x in the search field               | x   | search | NAMED
            "x" should be typed into the search box          | x   | search | NAMED
            into the search box, type "x"                    | x   | search | NAMED
            fill the search box with x                       | x   | search | NAMED
            write "x" in the search box                      | x   | search | NAMED
            put "x" into the "Search" field                  | x   | Search | QUOTED
            """)
    void typingIsTypeInto(String step, String text, String slot, Field.How how) {
        Intent.TypeInto t = Parts.only(step, Intent.TypeInto.class);
        assertThat(t.text().text()).isEqualTo(text);
        assertThat(t.field().slot()).isEqualTo(slot);
        assertThat(t.field().how()).isEqualTo(how);
    }

    @Test
    void aFieldNamedBeforeEachTextIsFillIn() {
        Intent.FillIn f = Parts.only("Enter the username \"kenda\" and the password \"DH7\" into the text fields", Intent.FillIn.class);
        assertThat(f.entries()).extracting(e -> e.field().slot() + "=" + e.text().text()).containsExactly("username=kenda", "password=DH7");
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"put the book into the basket", "write down the total", "put the cursor in the 2nd input",
            "enter Reader mode in Safari", "type into the box"})
    void putAndWriteTypeOnlyTextsAndData(String step) {
        assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.TypeInto || i instanceof Intent.FillIn);
    }

    @Test
    void aSecretStaysAReference() {
        Intent.TypeInto t = Parts.only("enter ${otp} into the one-time code box", Intent.TypeInto.class);
        assertThat(t.text().references()).containsExactly("otp");
        assertThat(t.text().onlyReferences()).isTrue();
    }
}
