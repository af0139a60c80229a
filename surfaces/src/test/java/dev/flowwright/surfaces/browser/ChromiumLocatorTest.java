package dev.flowwright.surfaces.browser;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ChromiumLocatorTest {
    @TempDir Path dir;

    private Path executable(String name) throws IOException {
        Path p = Files.writeString(dir.resolve(name), "#!/bin/sh\n");
        p.toFile().setExecutable(true);
        return p;
    }

    @Test
    void theVariableWinsOverThePath() throws IOException {
        Path named = executable("my-chrome");
        executable("chromium");
        ChromiumLocator locator = new ChromiumLocator(Map.of(ChromiumLocator.VARIABLE, named.toString(), "PATH", dir.toString()));
        assertThat(locator.locate()).contains(named);
    }

    @Test
    void aChromiumOnThePathIsFound() throws IOException {
        Path chromium = executable("chromium");
        assertThat(new ChromiumLocator(Map.of("PATH", "/nonexistent:" + dir)).locate()).contains(chromium);
    }

    @Test
    void aVariableNamingAMissingFileIsAnErrorNotASilentFallback() throws IOException {
        executable("chromium");
        ChromiumLocator locator = new ChromiumLocator(Map.of(ChromiumLocator.VARIABLE, dir.resolve("nope").toString(), "PATH", dir.toString()));
        assertThatThrownBy(locator::locate).isInstanceOf(IllegalStateException.class).hasMessageContaining(ChromiumLocator.VARIABLE);
    }

    @Test
    void nothingFoundLeavesItToPlaywrightAndTheMessageSaysWhereItLooked() {
        ChromiumLocator locator = new ChromiumLocator(Map.of("PATH", dir.toString()));
        assertThat(locator.locate()).isEmpty();
        assertThat(locator.notFoundMessage()).contains(ChromiumLocator.VARIABLE).contains("PATH").contains("apt-get install chromium");
    }
}
