package dev.flowwright.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class StudioCommandTest {
    StudioCommand parse(String... args) {
        StudioCommand c = new StudioCommand();
        new CommandLine(c).parseArgs(args);
        return c;
    }

    @Test
    void noArgumentsMeansTheSample() {
        assertThat(parse().launch().isDefault()).isTrue();
    }

    @Test
    void aFileAndAUrlAreTakenAsGiven() {
        var l = parse("a.flow.yaml", "--url", "http://localhost:8700/mail/").launch();
        assertThat(l.file()).isEqualTo(Path.of("a.flow.yaml"));
        assertThat(l.target()).isEqualTo("http://localhost:8700/mail/");
    }

    @Test
    void urlAndAppTogetherAreRefusedAsInvalidInput() {
        assertThat(Main.run("studio", "--url", "http://x", "--app", "gnome-calculator")).isEqualTo(Main.EXIT_INVALID);
    }

    @Test
    void aMissingFileIsInvalidInput() {
        assertThat(Main.run("studio", "no-such.flow.yaml")).isEqualTo(Main.EXIT_INVALID);
    }

    @Test
    void theStudioIsListedInHelp() {
        assertThat(Main.commandLine().getSubcommands()).containsKey("studio");
    }
}
