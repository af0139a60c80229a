package dev.flowwright.surfaces.desktop;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AppCommandsTest {

    @Test
    void execLinesLoseFieldCodesAndKeepQuotedArguments() {
        assertThat(AppCommands.execCommand("gnome-calculator %U")).containsExactly("gnome-calculator");
        assertThat(AppCommands.execCommand("sh -c \"echo hi there\" %f")).containsExactly("sh", "-c", "echo hi there");
        assertThat(AppCommands.execCommand("app --rate=100%%")).containsExactly("app", "--rate=100%");
    }

    @Test
    void anExecutableOnThePathIsFoundAndNonsenseIsNot() {
        assertThat(AppCommands.resolve("sh")).hasValueSatisfying(c -> assertThat(c.get(0)).endsWith("/sh"));
        assertThat(AppCommands.resolve("no-such-application-anywhere")).isEmpty();
    }
}
