package dev.flowwright.runtime.flow;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue #12 item 6: a secret is masked in whatever spelling the page gives it, not only as it was written. */
class SecretSpellingsTest {
    private static final String CARD = "4111111111111111";
    private final Secrets secrets = new Secrets(Map.of("card", CARD, "otp", "AB12CD"));

    @ParameterizedTest
    @ValueSource(strings = {
            "4111111111111111",          // as written
            "4111 1111 1111 1111",       // grouped by spaces, as a card field reformats it
            "4111-1111-1111-1111",       // dashes
            "4111.1111.1111.1111",       // dots
            "4111\u00A01111\u00A01111\u00A01111", // no-break spaces
            "4111 - 1111 - 1111 - 1111", // spaced dashes
            "41 11 11 11 11 11 11 11",   // any grouping
            "\uFF14\uFF11\uFF11\uFF11 1111 1111 1111"}) // full-width digits
    void aCardNumberIsMaskedInEverySpellingAPageGivesIt(String shown) {
        assertThat(secrets.mask("Review your details: card " + shown + " expires 12/27"))
                .isEqualTo("Review your details: card ${card} expires 12/27");
        assertThat(secrets.shows(shown)).isTrue();
    }

    @Test
    void aRunOfTheDigitsInsideOtherTextIsMaskedToo() {
        assertThat(secrets.mask("ref#4111 1111 1111 1111/x")).isEqualTo("ref#${card}/x");
        assertThat(secrets.mask("Card4111111111111111ok")).isEqualTo("Card${card}ok");
    }

    @Test
    void theLastFourDigitsAloneAreNotTheSecret() {
        assertThat(secrets.mask("Paying with •••• 1111")).isEqualTo("Paying with •••• 1111");
        assertThat(secrets.mask("4111 1111 1111 111")).as("one digit short is another number").isEqualTo("4111 1111 1111 111");
    }

    @Test
    void digitsFarApartAreAnotherNumber() {
        assertThat(secrets.mask("4111    1111 1111 1111")).as("four spaces is a gap, not a separator").contains("4111");
    }

    @ParameterizedTest
    @ValueSource(strings = {"AB12CD", "ab12cd", "Ab12Cd", "AB 12 CD", "ab-12-cd"})
    void aCodeIsMaskedWhateverItsCase(String shown) {
        assertThat(secrets.mask("your code is " + shown + ".")).isEqualTo("your code is ${otp}.");
    }

    @Test
    void aSecretWrittenWithSeparatorsIsFoundWithoutThem() {
        Secrets s = new Secrets(Map.of("card", "4111-1111-1111-1111"));
        assertThat(s.mask("card 4111111111111111")).isEqualTo("card ${card}");
        assertThat(s.mask("card 4111 1111 1111 1111")).isEqualTo("card ${card}");
    }

    @Test
    void aShortNumberIsMaskedOnlyAsWritten() {
        Secrets s = new Secrets(Map.of("pin", "1234"));
        assertThat(s.mask("PIN 1234")).isEqualTo("PIN ${pin}");
        assertThat(s.mask("total 12.34 EUR at 12:34")).as("a price and a time are not a four-digit PIN").isEqualTo("total 12.34 EUR at 12:34");
    }

    @Test
    void aSixDigitCodeIsFoundGroupedAsPagesShowIt() {
        Secrets s = new Secrets(Map.of("otp", "482913"));
        assertThat(s.mask("Your code: 482 913")).isEqualTo("Your code: ${otp}");
        assertThat(s.mask("Your code: 482-913")).isEqualTo("Your code: ${otp}");
    }

    @Test
    void aPasswordWithPunctuationIsMaskedAsWritten() {
        Secrets s = new Secrets(Map.of("password", "hunter2-correct!horse"));
        assertThat(s.mask("pw hunter2-correct!horse")).isEqualTo("pw ${password}");
        assertThat(s.mask("pw HUNTER2-CORRECT!HORSE")).as("not a code: case is kept").isEqualTo("pw HUNTER2-CORRECT!HORSE");
    }

    @Test
    void aWordLikeSecretIsFoundWhateverItsCaseButNotSpreadOverOtherWords() {
        Secrets s = new Secrets(Map.of("word", "anna"));
        assertThat(s.mask("Dear ANNA,")).isEqualTo("Dear ${word},");
        assertThat(s.mask("can nap")).isEqualTo("can nap");
        Secrets dashed = new Secrets(Map.of("key", "SECRET-key-END"));
        assertThat(dashed.mask("key: secret-KEY-end")).isEqualTo("key: ${key}");
    }

    @Test
    void theLongestSecretIsMaskedFirst() {
        Secrets s = new Secrets(Map.of("card", CARD, "pin", "4111"));
        assertThat(s.mask("4111 1111 1111 1111 and 4111")).isEqualTo("${card} and ${pin}");
    }

    @Test
    void aSecretAddedLaterIsMaskedFromThenOn() {
        Secrets s = new Secrets();
        assertThat(s.mask("code 982451")).isEqualTo("code 982451");
        s.put("otp", "982451");
        assertThat(s.mask("code 982 451")).isEqualTo("code ${otp}");
    }

    @Test
    void namesInSaysWhichSecretsATextHolds() {
        assertThat(secrets.namesIn("4111 1111 1111 1111 / ab12cd")).containsExactlyInAnyOrder("card", "otp");
        assertThat(secrets.namesIn("Ada Lovelace")).isEmpty();
    }
}
