package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The run's clipboard: a copy of a text is a read, a paste is typing what was copied — and a copy of anything else is neither. */
class ClipboardReadingTest {
    private final ClipboardReading reading = new ClipboardReading();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Copy the order number from the receipt", "please copy the order number from the receipt",
            "the order number from the receipt should be copied", "copy the order number from the receipt to the clipboard",
            "copy all of the order number from the receipt"})
    void aCopyOfATextIsAReadIntoCopied(String step) {
        Intent.Read r = Parts.only(step, Intent.Read.class);
        assertThat(r.what()).isEqualTo("the order number from the receipt");
        assertThat(r.into()).isEqualTo(ClipboardReading.VARIABLE);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"paste it into the search box", "please paste the copied text in the search box",
            "it should be pasted into the search box", "into the search box, paste it", "insert what you copied into the search box"})
    void aPasteIsPasteInto(String step) {
        assertThat(Parts.only(step, Intent.PasteInto.class).field().slot()).isEqualTo("search");
    }

    @Test
    void aCopyIntoAFieldIsTheReadThenThePaste() {
        List<Intent> intents = Parts.all("copy the code from the email into the code field");
        assertThat(intents).hasSize(2);
        assertThat(intents.get(0)).isInstanceOf(Intent.Read.class);
        assertThat(((Intent.PasteInto) intents.get(1)).field().slot()).isEqualTo("code");
    }

    /**
     * The reading this replaces took every step that starts with "copy" for a read, which ended done having
     * copied nothing: "copy the file to the backup folder" asks the application to copy a file.
     */
    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"copy the file to the backup folder", "copy this page", "copy the link", "click Copy link",
            "copy it", "copy the Q3 report into the archive"})
    void aCopyOfAThingIsNoRead(String step) {
        assertThat(reading.read(step)).isEmpty();
        assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.Read);
    }
}
