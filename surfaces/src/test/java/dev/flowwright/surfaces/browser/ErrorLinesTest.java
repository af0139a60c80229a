package dev.flowwright.surfaces.browser;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What a failed action says in its one line: Playwright's own message, not the wrapper it comes in. */
class ErrorLinesTest {
    @Test
    void aWrappedDriverErrorSaysItsMessage() {
        String wrapped = "Error {\n  message='Timeout 5000ms exceeded.\n=========================== logs ===========================\n"
                + "  waiting for element to be visible, enabled and editable\n'\n  name='TimeoutError\n  stack='TimeoutError: …";
        assertThat(BrowserSurface.firstLine(wrapped)).isEqualTo("Timeout 5000ms exceeded.");
        assertThat(BrowserSurface.firstLine("Element is not attached to the DOM\nCall log: …")).isEqualTo("Element is not attached to the DOM");
        assertThat(BrowserSurface.firstLine(null)).isEmpty();
    }
}
