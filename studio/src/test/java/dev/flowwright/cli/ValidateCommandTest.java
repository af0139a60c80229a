package dev.flowwright.cli;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code flowwright validate}, run through {@link Main#run} with stdout and stderr captured. */
class ValidateCommandTest {
    @TempDir Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream oldOut;
    private PrintStream oldErr;

    @BeforeEach
    void capture() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }

    private String out() { return out.toString(StandardCharsets.UTF_8); }

    private String err() { return err.toString(StandardCharsets.UTF_8); }

    private Path flow(String name, String yaml) throws Exception {
        return Files.writeString(dir.resolve(name), yaml);
    }

    @Test
    void aValidFlowPrintsOkAndExitsZero() throws Exception {
        Path f = flow("search.flow.yaml", "steps:\n  - search for flights\n");
        assertThat(Main.run("validate", f.toString())).isEqualTo(0);
        assertThat(out()).isEqualTo(f + ": ok" + System.lineSeparator());
        assertThat(err()).isEmpty();
    }

    @Test
    void everyProblemIsPrintedAsFileLineColumnOnStderrAndExitsTwo() throws Exception {
        Path f = flow("bad.flow.yaml", "steps:\n  - chose: { what: a, option: b }\n  - verify: shows ${otp}\n");
        assertThat(Main.run("validate", f.toString())).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                f + ":2:5: unknown step kind `chose`; did you mean `choose`? (kinds: do, enter, choose, pick, read, verify, wait_for, stop_before, open, browse, if, repeat_until)",
                f + ":3:19: `${otp}` is a secret (it is not declared under `vars`), and a secret may only be typed (an `enter` value, or the text a step types); declare otp under `vars` if it is not secret");
        assertThat(out()).isEmpty();
    }

    @Test
    void oneInvalidFileAmongValidOnesExitsTwoAndReportsEach() throws Exception {
        Path good = flow("good.flow.yaml", "steps: [search]\n");
        Path bad = flow("bad.flow.json", "{\"steps\": []}");
        assertThat(Main.run("validate", good.toString(), bad.toString())).isEqualTo(2);
        assertThat(out()).contains(good + ": ok");
        assertThat(err()).contains(bad + ":1:11: `steps` has no steps; give at least one");
    }

    @Test
    void aMissingFileExitsTwo() {
        Path missing = dir.resolve("nope.flow.yaml");
        assertThat(Main.run("validate", missing.toString())).isEqualTo(2);
        assertThat(err()).contains(missing + ":1:1: no such file");
    }

    @Test
    void noFileIsAUsageErrorExitingTwo() {
        assertThat(Main.run("validate")).isEqualTo(2);
        assertThat(err()).contains("Missing required parameter");
    }

    @Test
    void validateIsListedInHelp() {
        assertThat(Main.run("--help")).isEqualTo(0);
        assertThat(out()).contains("validate");
    }

    @Test
    void validateHelpNamesItsExitCodes() {
        assertThat(Main.run("validate", "--help")).isEqualTo(0);
        assertThat(out()).contains("Usage: flowwright validate").contains("2   a file is invalid, missing or unreadable");
    }

    // ---- recipes are read as replay reads them ----

    private static final String VALID_RECIPE = """
            recipe: 1
            name: sign in
            app: browser
            start: http://127.0.0.1:8700/signin/
            steps:
              - action: fill
                target: { locators: [ { role: textbox, name: Password }, { id: password } ] }
                value: ${secrets.password}
              - action: manual
                label: solve the picture puzzle
                bypass: "start the app with CAPTCHA_TEST_MODE=1"
              - action: click
                target: { locators: [ { role: button, name: Sign in } ] }
            expect:
              - text: { contains: "Welcome" }
            """;

    @Test
    void aValidRecipeWithPlaceholdersAndManualStepsIsOk() throws Exception {
        Path r = flow("signin.recipe.yaml", VALID_RECIPE);
        assertThat(Main.run("validate", r.toString())).isEqualTo(0);
        assertThat(out()).isEqualTo(r + ": ok" + System.lineSeparator());
        assertThat(err()).isEmpty();
    }

    @Test
    void aRecipeIsJudgedByTheRecipeReaderAtTheLineOfEachProblem() throws Exception {
        Path r = flow("broken.recipe.yaml", """
                recipe: 1
                steps:
                  - action: clik
                    target: { locators: [ { id: a } ] }
                  - action: manual
                  - action: fill
                    target: { locators: [ { id: a } ] }
                    value: x
                    colour: red
                """);
        assertThat(Main.run("validate", r.toString())).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                r + ":3:13: unknown action `clik`; did you mean `click`? expected one of click, fill, select, press, check, uncheck, expand, scroll, navigate, wait, manual",
                r + ":5:5: step 2 (manual) needs a `label`: what a person must do",
                r + ":9:5: unknown key `colour` in step 3; expected from, action, target, value, keys, label, bypass");
        assertThat(out()).isEmpty();
    }

    @Test
    void aRecipeUnderAnotherNameIsKnownByItsFirstKey() throws Exception {
        Path r = flow("signin.yaml", "# kept beside the flow\n" + VALID_RECIPE.replace("recipe: 1", "recipe: 2"));
        assertThat(Main.run("validate", r.toString())).isEqualTo(2);
        assertThat(err().lines()).containsExactly(
                r + ":2:9: recipe format version `2` is not supported; this Flowwright reads version 1");
    }

    @Test
    void theShippedRecipesAreValid() {
        Path dir = Path.of("src", "test", "resources", "recipes");
        String[] files = java.util.stream.Stream.of("calendar", "autocomplete", "dependent", "ordered", "delayed", "iframe")
                .map(n -> dir.resolve(n + ".recipe.yaml").toString()).toArray(String[]::new);
        assertThat(Main.run(java.util.stream.Stream.concat(java.util.stream.Stream.of("validate"), java.util.Arrays.stream(files))
                .toArray(String[]::new))).as(err()).isEqualTo(0);
        assertThat(out().lines()).hasSize(6).allMatch(l -> l.endsWith(": ok"));
    }
}
