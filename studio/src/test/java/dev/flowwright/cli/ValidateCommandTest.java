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
                f + ":3:19: `${otp}` is a secret (it is not declared under `vars`), and a secret may only be an `enter` value; declare otp under `vars` if it is not secret");
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
}
