package dev.flowwright.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The run command's refusals, which need no browser: each is exit 2 with a sentence to act on. */
class RunCommandTest {
    @TempDir Path dir;

    private int run(StringWriter err, String... args) {
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(new StringWriter(), true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    @Test
    void aMalformedFlowIsReportedAtItsLineAndColumn() throws Exception {
        Path flow = Files.writeString(dir.resolve("bad.flow.yaml"), "app: browser\nsteps:\n  - { do: a, enter: b }\n");
        StringWriter err = new StringWriter();
        assertThat(run(err, "run", flow.toString())).isEqualTo(Main.EXIT_INVALID);
        assertThat(err.toString()).contains("bad.flow.yaml:3:");
    }

    @Test
    void anUnknownDeciderIsInvalid() throws Exception {
        Path flow = Files.writeString(dir.resolve("ok.flow.yaml"), "app: browser\nsteps:\n  - do something\n");
        StringWriter err = new StringWriter();
        assertThat(run(err, "run", flow.toString(), "--decider", "oracle")).isEqualTo(Main.EXIT_INVALID);
        assertThat(err.toString()).contains("unknown decider");
    }

    @Test
    void aChoiceLimitOutsideThreeTo255IsInvalidWithTheVariableAndTheRangeNotAStackTrace() throws Exception {
        Path flow = Files.writeString(dir.resolve("ok.flow.yaml"), "app: browser\nsteps:\n  - do something\n");
        RunCommand command = new RunCommand();
        command.env = java.util.Map.of("TYPESAFE_BASE_URL", "http://localhost:11434", "FLOWWRIGHT_MAX_CHOICE_OPTIONS", "300");
        CommandLine cli = new CommandLine(command);
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(new StringWriter(), true));
        cli.setErr(new PrintWriter(err, true));

        assertThat(cli.execute(flow.toString())).isEqualTo(Main.EXIT_INVALID);
        assertThat(err.toString()).contains("FLOWWRIGHT_MAX_CHOICE_OPTIONS must be a whole number from 3 to 255").contains("got \"300\"")
                .doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void aBadHandoffOrActionBudgetIsInvalid() throws Exception {
        Path flow = Files.writeString(dir.resolve("ok.flow.yaml"), "app: browser\nsteps:\n  - do something\n");
        StringWriter err = new StringWriter();
        assertThat(run(err, "run", flow.toString(), "--handoff", "pager")).isEqualTo(Main.EXIT_INVALID);
        assertThat(run(err, "run", flow.toString(), "--max-actions", "500")).isEqualTo(Main.EXIT_INVALID);
        assertThat(err.toString()).contains("--handoff must be console or none").contains("--max-actions must be between 1 and 120");
    }

    @Test
    void urlAndAppCannotBothBeGiven() throws Exception {
        Path flow = Files.writeString(dir.resolve("ok.flow.yaml"), "app: browser\nsteps:\n  - do something\n");
        StringWriter err = new StringWriter();
        assertThat(run(err, "run", flow.toString(), "--url", "http://x/", "--app", "gedit")).isEqualTo(Main.EXIT_INVALID);
    }
}
