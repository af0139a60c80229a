package dev.flowwright.runtime.act.safety;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The short "yes" words of consent-words.txt ("sí", "ja", "tak", "ok", "да") are whole words, never the
 * start of one: folded, "sí" starts "sign", "ja" "jacket", "tak" "take", and a step holding one read as
 * asking to accept consent — which lifted the consent check for the whole step ("Accept all" pressed on a
 * wall while signing up for a newsletter).
 */
class ShortYesWordsTest {
    @ParameterizedTest(name = "\"{0}\" asks to accept: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            sign up for the newsletter      | false
            sign in                         | false
            add the jacket to the basket    | false
            take the tour                   | false
            simplify the view               | false
            choose the size of the order    | false
            okra into the basket            | false
            say yes to the cookies          | true
            click OK on the cookie banner   | true
            answer ja                       | true
            Sí, acepto las cookies          | true
            accept all cookies              | true
            accept essential cookies only   | false
            """)
    void aStepAsksToAcceptOnlyWithAWholeYesWord(String step, boolean asks) {
        assertThat(Consent.asksToAccept(step)).isEqualTo(asks);
    }

    @ParameterizedTest(name = "\"{0}\" grants: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Sí                  | true
            Ja, gerne           | true
            Tak                 | true
            Да                  | true
            Дальше              | false
            Sign up             | false
            Take a look         | false
            """)
    void aLabelGrantsWithAWholeYesWordOnly(String label, boolean grants) {
        assertThat(Consent.LIST.find(label, Consent.GRANT::equals).isPresent()).isEqualTo(grants);
    }
}
