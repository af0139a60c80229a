package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** A counted paragraph of the one document on screen; nothing settled where no one document holds it. */
class ParagraphsTest {

    private static Element text(String ref, String role, String value, boolean multiline) {
        Set<ElementState> states = multiline ? Set.of(ElementState.MULTILINE, ElementState.EDITABLE) : Set.of(ElementState.EDITABLE);
        return new Element(ref, role, "", "", value, states, Set.of(ElementAction.TYPE_TEXT), null, List.of(), null);
    }

    private static Screen screen(Element... elements) {
        return new Screen("soffice", "minutes.fodt - LibreOffice Writer", null, SurfaceKind.WINDOW, List.of(elements), List.of(), List.of());
    }

    private static final Element LETTER = text("e1", "document", "Minutes of the budget meeting\n\nWe agreed to meet again on Friday.\nSigned, Ada", true);

    @Test
    void aCountedParagraphOfTheOneDocumentIsThatParagraph() {
        Screen s = screen(text("e0", "textbox", "Default Paragraph Style", false), LETTER);
        assertThat(Paragraphs.counted(s, "the first paragraph")).contains("Minutes of the budget meeting");
        assertThat(Paragraphs.counted(s, "second paragraph of the document")).contains("We agreed to meet again on Friday.");
        assertThat(Paragraphs.counted(s, "the last line in the letter")).contains("Signed, Ada");
        assertThat(Paragraphs.counted(s, "the 3rd paragraph")).contains("Signed, Ada");
        assertThat(Paragraphs.counted(s, "the tenth paragraph")).isEmpty();
    }

    @Test
    void otherReadsAndOtherScreensSettleNothing() {
        Screen one = screen(LETTER);
        assertThat(Paragraphs.counted(one, "the paragraph style")).isEmpty();
        assertThat(Paragraphs.counted(one, "the first word of the paragraph")).isEmpty();
        assertThat(Paragraphs.counted(one, "the order number")).isEmpty();
        Screen two = screen(LETTER, text("e2", "textarea", "Another\ntext", true));
        assertThat(Paragraphs.counted(two, "the first paragraph")).isEmpty();
        assertThat(Paragraphs.counted(screen(text("e3", "textbox", "one line", false)), "the first line")).isEmpty();
    }
}
