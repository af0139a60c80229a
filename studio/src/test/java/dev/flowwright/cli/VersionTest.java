package dev.flowwright.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code flowwright --version}: the version and the commit the build came from (docs/packaging.md#version-and-commit). */
class VersionTest {
    @Test
    void theBuiltVersionNamesItsVersionAndCommit() {
        StringWriter out = new StringWriter();
        picocli.CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        assertThat(cli.execute("--version")).isZero();
        // built from a git checkout, the commit is git's abbreviated hash ("-dirty" with uncommitted changes)
        java.nio.file.Path root = java.nio.file.Path.of("").toAbsolutePath().getParent();
        String commit = java.nio.file.Files.exists(root.resolve(".git")) ? "[0-9a-f]{12}(-dirty)?" : "unknown";
        assertThat(out.toString().strip()).matches("flowwright \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit " + commit + "\\)");
    }

    @Test
    void aBuildWithoutGitSaysTheCommitIsUnknown() {
        Properties p = new Properties();
        p.setProperty("version", "1.2.3");
        p.setProperty("commit", "unknown");
        assertThat(Main.Version.line(p)).isEqualTo("flowwright 1.2.3 (commit unknown)");
        p.setProperty("commit", "${flowwright.commit}");
        assertThat(Main.Version.line(p)).isEqualTo("flowwright 1.2.3 (commit unknown)");
    }
}
