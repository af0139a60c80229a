package dev.flowwright.runtime.act.safety;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** How a word list's {@code compounds:} line reads and what it makes match inside words (the tables per language are in {@link HardWordsByLanguageTest}). */
class WordListCompoundsTest {
    private static final WordList LIST = WordList.load("compounds-listed.txt");

    private static List<String> concepts(String label) {
        return LIST.findAll(label, c -> true).stream().map(WordList.Hit::concept).toList();
    }

    @Test
    void aNamedWordMatchesInsideWordsAndTheOthersOnlyAtWordStarts() {
        assertThat(concepts("Autopay")).containsExactly("pay");
        assertThat(concepts("Resend")).as("send is not named by compounds: pay").isEmpty();
        assertThat(concepts("Sender")).containsExactly("send");
    }

    @Test
    void everyWordTakesWordsOfFiveLettersOrMoreAndEveryPhrase() {
        assertThat(concepts("Kontolöschung")).containsExactly("delete");
        assertThat(concepts("Kontotot")).as("tot is shorter than " + WordList.INSIDE_MIN_LETTERS + " letters").isEmpty();
        assertThat(concepts("Totalbetrag")).as("a short word still matches at a word start").containsExactly("delete");
        assertThat(concepts("Einkauf abschließen")).as("a phrase's first word may end a compound").containsExactly("buy");
        assertThat(concepts("Kaufabschluss")).as("a phrase's later words still start words").isEmpty();
    }

    @Test
    void aHitInsideATrapDoesNotCountButTheSameWordOutsideItDoes() {
        assertThat(concepts("Add papaya")).isEmpty();
        assertThat(concepts("Papaya prepay")).containsExactly("pay");
    }

    @Test
    void aCompoundsLineNamingAWordTheLanguageDoesNotListIsAnErrorAtItsLine() {
        assertThatThrownBy(() -> WordList.load("compounds-unknown-word.txt"))
                .hasMessageContaining("compounds-unknown-word.txt:4:").hasMessageContaining("löschen");
    }
}
