package dev.flowwright.surfaces.desktop;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

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

    @TempDir Path dir;

    private Path program(String name, String header, String... libraries) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(header.getBytes(StandardCharsets.ISO_8859_1));
        out.write(new byte[4096]);
        for (String lib : libraries) out.write((lib + "\0").getBytes(StandardCharsets.US_ASCII));
        Path p = dir.resolve(name);
        Files.write(p, out.toByteArray());
        p.toFile().setExecutable(true);
        return p;
    }

    /** A program is a Qt one when its executable names Qt's core among the libraries it needs (the bus is named for it while it starts). */
    @Test
    void aQtProgramIsToldByTheLibrariesItsExecutableNeeds() throws Exception {
        assertThat(Toolkits.drawsWithQt(program("qt5", "\u007fELF", "libc.so.6", "libQt5Core.so.5", "libKF5I18n.so.5").toString())).isTrue();
        assertThat(Toolkits.drawsWithQt(program("qt6", "\u007fELF", "libQt6Core.so.6").toString())).isTrue();
        assertThat(Toolkits.drawsWithQt(program("gtk", "\u007fELF", "libgtk-3.so.0", "libglib-2.0.so.0").toString())).isFalse();
        assertThat(Toolkits.drawsWithQt(program("script", "#!/bin/sh\n", "libQt5Core.so.5").toString()))
                .as("a script that mentions Qt is not a Qt executable").isFalse();
        assertThat(Toolkits.drawsWithQt(dir.resolve("missing").toString())).isFalse();
        assertThat(Toolkits.drawsWithQt("sh")).as("found on the PATH, not Qt").isFalse();
        if (Files.isExecutable(Path.of("/usr/bin/kcalc"))) assertThat(Toolkits.drawsWithQt("kcalc")).isTrue();
    }
}
