package dev.flowwright.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The test JVM's one Chromium ({@link SharedChromium}): commands open their pages in contexts of their
 * own on it, so a second run starts no browser, finds none of the first run's storage, and leaves the
 * shared browser connected when it closes its page.
 */
class SharedChromiumTest {
    /** The page says whether it was here before (local storage), then remembers it was. */
    static final String PAGE = """
            <!doctype html><html><head><title>Visits</title></head><body>
            <h1 id="said">First visit</h1>
            <script>
              if (localStorage.getItem('visited')) document.getElementById('said').textContent = 'Seen before';
              localStorage.setItem('visited', 'yes');
            </script>
            </body></html>
            """;
    static final String FLOW = """
            name: visit
            app: browser
            steps:
              - verify: the page says First visit
            """;

    @BeforeAll
    static void chromium() {
        RecipeChain.requireChromium();
        // the first class of its JVM may be this one: nothing has installed the shared browser yet
        SharedChromium.install();
    }

    @Test
    void runsShareOneBrowserEachInAContextOfItsOwn(@TempDir Path dir) throws Exception {
        RecipeChain.Cli first = RecipeChain.runOnPage(dir, "visit", PAGE, FLOW);
        assertThat(first.exit()).as(first.toString()).isZero();
        var shared = SharedChromium.connection();
        Set<Long> browsers = browsers();
        assertThat(browsers).as("the shared browser is one of this JVM's Chromium processes: " + descendants()).isNotEmpty();

        RecipeChain.Cli second = RecipeChain.runOnPage(dir, "visit", PAGE, FLOW);
        assertThat(second.exit()).as("a second run sees none of the first one's storage\n" + second).isZero();
        assertThat(SharedChromium.connection()).as("closing a run's page leaves the shared browser up").isSameAs(shared);
        assertThat(shared.isConnected()).isTrue();
        assertThat(browsers()).as("the second run started no browser of its own").isSubsetOf(browsers);
    }

    private static String descendants() {
        return ProcessHandle.current().descendants().map(p -> p.pid() + " " + p.info().command().orElse("?") + " "
                + p.info().arguments().map(a -> String.join(" ", a)).orElse("?")).collect(Collectors.joining("\n"));
    }

    private static Set<Long> browsers() {
        return ProcessHandle.current().descendants().filter(ReplaySuiteTest::isChromiumBrowserProcess)
                .map(ProcessHandle::pid).collect(Collectors.toSet());
    }
}
