package dev.flowwright.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code flowwright recipe accept} and the replay checks that happen before any browser opens. */
class RecipeCommandTest {
    static final String RECIPE = """
            recipe: 1
            name: sign in
            app: browser
            start: http://127.0.0.1:8700/signin/
            steps:
              - action: fill
                target: { locators: [ { label: Password } ] }
                value: ${secrets.password}
            """;

    @Test
    void acceptWithoutAProposalChangesNothing(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("signin.recipe.yaml"), RECIPE);
        RecipeChain.Cli cli = flowwright("recipe", "accept", recipe.toString());
        assertThat(cli.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(cli.err()).contains("no proposal for").contains("--heal");
        assertThat(Files.readString(recipe)).isEqualTo(RECIPE);
    }

    @Test
    void aMalformedProposalIsNotAccepted(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("signin.recipe.yaml"), RECIPE);
        Files.writeString(dir.resolve("signin.proposal.recipe.yaml"), "recipe: 1\nsteps: [ { action: fly } ]\n");
        RecipeChain.Cli cli = flowwright("recipe", "accept", recipe.toString());
        assertThat(cli.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(cli.err()).containsPattern("signin\\.proposal\\.recipe\\.yaml:\\d+:\\d+: ");
        assertThat(Files.readString(recipe)).isEqualTo(RECIPE);
    }

    @Test
    void aMissingSecretIsReportedBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("signin.recipe.yaml"), RECIPE);
        ReplayCommand command = new ReplayCommand();
        command.env = java.util.Map.of();
        picocli.CommandLine cli = new picocli.CommandLine(command);
        java.io.StringWriter out = new java.io.StringWriter(), err = new java.io.StringWriter();
        cli.setOut(new java.io.PrintWriter(out, true));
        cli.setErr(new java.io.PrintWriter(err, true));
        int exit = cli.execute(recipe.toString());
        assertThat(exit).isEqualTo(Main.EXIT_INVALID);
        assertThat(err.toString()).contains("${secrets.password}").contains("--fact password=").contains("FLOWWRIGHT_SECRET_PASSWORD");
        assertThat(out.toString()).doesNotContain("replaying");
    }

    @Test
    void aDeciderWithoutHealIsRefused(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("signin.recipe.yaml"), RECIPE);
        RecipeChain.Cli cli = flowwright("replay", recipe.toString(), "--decider", "offline");
        assertThat(cli.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(cli.err()).contains("--decider only applies with --heal");
    }
}
