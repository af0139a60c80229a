package dev.flowwright.surfaces.browser;

import dev.flowwright.runtime.screen.Screen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The page's text as lines a reader reads, on real Chromium: a sentence with inline emphasis stays one line. */
class TextLinesTest {
    static BrowserSurface surface;

    @BeforeAll
    static void start() { surface = LiveChromium.launch(); }

    @AfterAll
    static void stop() { LiveChromium.close(surface); }

    @Test
    void aSentenceWithInlineEmphasisIsOneLineAndBlocksStayApart() throws Exception {
        surface.navigate(TextLinesTest.class.getResource("text-lines.html").toURI().toString());
        Screen screen = surface.look();
        assertThat(screen.context())
                .contains("Copy the third word of the note below into the box.")
                .doesNotContain("Copy the word of the below into the box.", "third", "note")
                .contains("Order summary", "2 items", "Alpha beta gamma delta.");
        // a link inside a line is a control of its own: the text around it is not joined over it
        assertThat(screen.context()).noneMatch(line -> line.contains("Terms apply here"));
    }
}
