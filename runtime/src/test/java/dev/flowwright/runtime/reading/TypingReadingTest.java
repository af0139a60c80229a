package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The typing steps of docs/step-kinds.md#enter as a table: which plain steps type, into which slot, what text. */
class TypingParserTest {

    @ParameterizedTest(name = "{0}  →  {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            enter 560001 into the pincode field                 | pincode             | 560001
            type 'Maggi' in the search box                      | search              | Maggi
            fill in the pincode with 560001                     | pincode             | 560001
            fill the email field with ada@example.com           | email               | ada@example.com
            Enter ${otp} into the one-time code box             | one-time code       | ${otp}
            type "salt and pepper; then more" in the search box | search              | salt and pepper; then more
            type 'Tom's diner' in the search box                | search              | Tom's diner
            enter 'Reader' in Safari                            | Safari              | Reader
            enter 560001 in the second row                      | second row          | 560001
            enter ${city} in Safari                             | Safari              | ${city}
            enter ada@example.com in the form                   | form                | ada@example.com
            type Maggi noodles in the search box                | search              | Maggi noodles
            enter Bob as the passenger name                     | passenger name      | Bob
            enter 4 for the quantity                            | quantity            | 4
            type Istanbul into from city                        | from city           | Istanbul
            type in 'hello' in the message box                  | message             | hello
            enter the flight in Istanbul into the search bar    | search bar          | the flight in Istanbul
            enter New York in the city text field               | city                | New York
            key in 1234 for the PIN                             | PIN                 | 1234
            Enter 5:51 AM as the time                           | time                | 5:51 AM
            Enter 01/03/2010 as the date                        | date                | 01/03/2010
            """)
    void typingStepsBecomeOneSlotEnters(String step, String slot, String text) {
        assertThat(TypingReading.slots(step)).contains(Map.of(slot, text));
    }

    @org.junit.jupiter.api.Test
    void usingAFieldToTypeSaysWhereTheTextGoes() {
        assertThat(TypingReading.slots("Use the search bar to type \"running shoes\""))
                .contains(Map.of("search bar", "running shoes"));
        assertThat(TypingReading.slots("using the comment box, enter 'Looks good'"))
                .contains(Map.of("comment", "Looks good"));
        // a tool that is not a field and nothing typed is not typing
        assertThat(TypingReading.slots("Use the menu to open Settings")).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void aLetterCaseSaysHowToTypeTheTextNotWhere() {
        assertThat(TypingReading.slots("Type \"riley\" in all upper case letters in the text input"))
                .contains(Map.of("text", "RILEY"));
        assertThat(TypingReading.slots("enter 'Ada Lovelace' in capitals into the name field"))
                .contains(Map.of("name", "ADA LOVELACE"));
        assertThat(TypingReading.slots("type \"HELLO World\" into the message box, in lowercase"))
                .contains(Map.of("message", "hello world"));
        // a reference keeps its own spelling: its value is not known here, and a secret is never rewritten
        assertThat(TypingReading.slots("enter ${code} in upper case into the code field"))
                .contains(Map.of("code", "${code}"));
        // quoted words are the text, not an instruction
        assertThat(TypingReading.slots("type \"written in capitals\" into the title field"))
                .contains(Map.of("title", "written in capitals"));
    }

    @org.junit.jupiter.api.Test
    void eachFieldNamedBeforeItsQuotedTextIsASlotOfItsOwn() {
        assertThat(TypingReading.slots("Enter the username \"kenda\" and the password \"DH7\" into the text fields"))
                .contains(java.util.Map.of("username", "kenda", "password", "DH7"));
        assertThat(TypingReading.slots("enter your e-mail 'ada@example.com', the city \"Pune\" and the pincode \"411001\""))
                .contains(java.util.Map.of("e-mail", "ada@example.com", "city", "Pune", "pincode", "411001"));
        assertThat(TypingReading.slots("type the coupon code \"SAVE10\" in the form."))
                .contains(java.util.Map.of("coupon code", "SAVE10"));
        // one text into one field the step names by its kind: the words before the text say what it is
        assertThat(TypingReading.slots("enter the number \"5\" into the 2nd textbox"))
                .contains(java.util.Map.of("2nd textbox", "5"));
        assertThat(TypingReading.slots("Enter the password \"hD\" into both text fields"))
                .contains(java.util.Map.of("both text fields", "hD"));
        // a field after the pairs that is more than a kind is that field's, as before
        assertThat(TypingReading.slots("type the word \"hi\" in the search box")).map(java.util.Map::keySet)
                .contains(java.util.Set.of("search"));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {
            "enter Reader mode in Safari",                               // "enter" as going into something
            "press enter in the search box",                             // a key press, not typing
            "enter 560001 into the pincode field and press Enter",       // more than typing: a rescue splits it
            "type Maggi in the search box, then search",
            "type Maggi in the search box and click Search",
            "enter the building for a meeting",
            "enter the pincode",                                         // no field named
            "type 'Maggi'",                                              // quoted, but no field
            "search for flights",
            "enter full screen in the video player",
            "type into the box",
            "Enter the value of Last name into the text field",           // a description of a text on screen, not the text
            "Type the text below into the text field",
            "type the 2nd word in the paragraph into the search box",
            "enter that into the code field",
            "entering data into the grid",
            ""
    })
    void otherStepsAreNotTyping(String step) {
        assertThat(TypingReading.slots(step)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            560001           | true
            +91 98450 12345  | true
            14/02/2026       | true
            ada@example.com  | true
            https://x.org/a  | true
            ${otp}           | true
            Reader mode      | false
            full screen      | false
            """)
    void dataIsDigitsAnAddressOrAReference(String text, boolean data) {
        assertThat(TypingReading.isData(text)).isEqualTo(data);
    }
}
