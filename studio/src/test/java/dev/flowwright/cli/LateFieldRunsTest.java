package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code flowwright run} on real Chromium with a field that clears itself once, on its first input event
 * (a framework resetting the value on focus; issue #13 item 7): the browser's read-back right after the fill
 * is empty, and the step settles, re-reads, pastes and goes on instead of failing there.
 */
class LateFieldRunsTest {
    static final String PAGE = """
            <!doctype html><html><head><title>Newsletter</title></head><body>
            <h1>Newsletter</h1>
            <p><label for="email">Email</label> <input id="email" name="email"></p>
            <p id="out">No address yet</p>
            <script>
              const email = document.getElementById('email');
              let fresh = true;
              email.addEventListener('input', () => {
                if (fresh) { fresh = false; email.value = ''; return; }
                document.getElementById('out').textContent = 'Address: ' + email.value;
              });
            </script>
            </body></html>
            """;

    @BeforeAll
    static void chromium() { RecipeChain.requireChromium(); }

    @Test
    void aFieldThatClearsItsFirstInputStillTakesTheText(@TempDir Path dir) throws Exception {
        RecipeChain.Cli run = RecipeChain.runOnPage(dir, "newsletter", PAGE, """
                name: sign up for the newsletter
                app: browser
                steps:
                  - enter:
                      email: ada@example.com
                """, "--json");
        assertThat(run.exit()).as(run.toString()).isZero();
        JsonNode report = SampleFlowRunsTest.JSON.readTree(run.out());
        assertThat(report.toString()).as(run.toString()).contains("paste email").contains("delivered through paste, verified");
    }
}
