package dev.flowwright.cli;

import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Teach mode on the command line (issue #15), on real Chromium with the offline decider and the
 * look-alike sample page (two "Save note" buttons): {@code --handoff console} lists the candidates
 * numbered with their role, name and place; a number answers, and the answer becomes a recipe step and
 * the memory file's, so the next run does not ask; {@code n} fails the step cleanly; with nobody to
 * answer the run fails as it always did, asking nothing.
 */
class TeachConsoleRunTest {
    private static final String FLOW = "../samples/flows/notes-save.flow.yaml";
    private static final Pattern PERSONAL = Pattern.compile("(\\d+)\\. button \"Save note \\(personal\\)\" — ");

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();
    static SampleSite site;

    private final StringBuffer console = new StringBuffer();
    private InputStream stdin;
    private PrintStream stderr;

    @BeforeAll
    static void start() { site = LIVE.site(); }

    /** The console responder prompts on standard error: keep what it prints. */
    @BeforeEach
    void captureTheConsole() {
        stdin = System.in;
        stderr = System.err;
        System.setErr(new PrintStream(new OutputStream() {
            @Override
            public void write(int b) { console.append((char) b); }

            @Override
            public void write(byte[] b, int off, int len) { console.append(new String(b, off, len, StandardCharsets.UTF_8)); }
        }, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restoreTheConsole() {
        System.setIn(stdin);
        System.setErr(stderr);
    }

    /** A person at the terminal: reads the prompt, then types the number of the personal save button. */
    private void answerWithThePersonalButtonsNumber() throws IOException {
        PipedOutputStream keys = new PipedOutputStream();
        System.setIn(new PipedInputStream(keys));
        Thread person = new Thread(() -> {
            try (keys) {
                for (int i = 0; i < 1200; i++) {
                    Matcher m = PERSONAL.matcher(console);
                    if (m.find()) {
                        keys.write((m.group(1) + "\n").getBytes(StandardCharsets.UTF_8));
                        return;
                    }
                    Thread.sleep(50);
                }
            } catch (IOException | InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "person-at-the-terminal");
        person.setDaemon(true);
        person.start();
    }

    /** Where the page says notes were saved ("personal", "team"), once its report has arrived. */
    private static java.util.List<String> savedTo() throws InterruptedException {
        for (int i = 0; i < 40 && site.events("note-saved").isEmpty(); i++) Thread.sleep(50);
        return site.events("note-saved").stream().map(e -> String.valueOf(((java.util.Map<?, ?>) e.get("data")).get("place"))).toList();
    }

    private static long asks(String console) {
        return console.lines().filter(l -> l.startsWith("flowwright needs you: which of these")).count();
    }

    @Test
    void theAuthorsNumberIsActedOnRecordedAndRememberedSoTheNextRunDoesNotAsk(@TempDir Path dir) throws Exception {
        Path memory = dir.resolve("memory.json");
        Path recipe = dir.resolve("notes.recipe.yaml");
        answerWithThePersonalButtonsNumber();
        RecipeChain.Cli first = flowwright("run", FLOW, "--url", site.url("notes/"), "--decider", "offline", "--handoff", "console",
                "--memory", memory.toString(), "--save-recipe", recipe.toString());
        assertThat(first.exit()).as(first + "\n" + console).isZero();
        assertThat(asks(console.toString())).as("asked on the first run").isEqualTo(1);
        assertThat(console).contains("1. button \"Save note (").contains("2. button \"Save note (").contains("of the page (at ")
                .contains("\"n\" if it is none of them");
        assertThat(savedTo()).containsExactly("personal");
        assertThat(Files.readString(recipe)).contains("{role: button, name: \"Save note (personal)\"}", "{id: save-personal}");
        assertThat(Files.readString(memory)).contains("\"name\" : \"Save note (personal)\"");
        site.clearEvents();
        console.setLength(0);

        System.setIn(new ByteArrayInputStream(new byte[0])); // nobody types: any question would be cancelled
        RecipeChain.Cli second = flowwright("run", FLOW, "--url", site.url("notes/"), "--decider", "offline", "--handoff", "console",
                "--memory", memory.toString());
        assertThat(second.exit()).as(second + "\n" + console).isZero();
        assertThat(asks(console.toString())).as("asked on the second run").isZero();
        assertThat(second.out()).contains("remembered from an earlier run");
        assertThat(savedTo()).containsExactly("personal");
        site.clearEvents();

        RecipeChain.Cli replay = flowwright("replay", recipe.toString(), "--url", site.url("notes/"));
        assertThat(replay.exit()).as(replay.toString()).isZero();
        assertThat(replay.out()).contains("replay passed");
        assertThat(savedTo()).containsExactly("personal");
    }

    @Test
    void nFailsTheStepCleanlyAndPressesNothing() throws InterruptedException {
        System.setIn(new ByteArrayInputStream("n\n".getBytes(StandardCharsets.UTF_8)));
        RecipeChain.Cli run = flowwright("run", FLOW, "--url", site.url("notes/"), "--decider", "offline", "--handoff", "console");
        assertThat(run.exit()).as(run + "\n" + console).isEqualTo(Main.EXIT_FAILED);
        assertThat(asks(console.toString())).isEqualTo(1);
        assertThat(run.out()).contains("asked a person: the person said none of these is it").doesNotContain("Exception");
        assertThat(savedTo()).isEmpty();
    }

    @Test
    void withNobodyToAnswerNothingIsAskedAndTheStepFailsAsBefore() throws InterruptedException {
        RecipeChain.Cli run = flowwright("run", FLOW, "--url", site.url("notes/"), "--decider", "offline", "--handoff", "none");
        assertThat(run.exit()).as(run + "\n" + console).isEqualTo(Main.EXIT_FAILED);
        assertThat(asks(console.toString())).isZero();
        assertThat(run.out()).contains("could not").contains("Save note (personal)").contains("Save note (team)")
                .doesNotContain("asked a person").doesNotContain("Exception");
        assertThat(savedTo()).isEmpty();
    }
}
