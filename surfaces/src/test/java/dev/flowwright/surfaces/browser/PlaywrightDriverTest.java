package dev.flowwright.surfaces.browser;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Playwright's driver is unpacked once into the cache, whole, and used from there after. */
class PlaywrightDriverTest {
    @TempDir Path cache;

    @Test
    void theDriverIsUnpackedWholeOnceAndFoundThereNextTime() throws Exception {
        Path dir = PlaywrightDriver.cached(cache);
        assertThat(dir).as("this machine's driver bundle is on the class path").isNotNull();
        assertThat(PlaywrightDriver.whole(dir)).isTrue();
        assertThat(dir.getFileName().toString()).startsWith("playwright-driver-" + PlaywrightDriver.bundleVersion() + "-");
        long modified = Files.getLastModifiedTime(dir.resolve("package").resolve("cli.js")).toMillis();
        try (Stream<Path> left = Files.list(cache)) {
            assertThat(left).as("nothing half-made beside it").containsExactly(dir);
        }
        assertThat(PlaywrightDriver.cached(cache)).isEqualTo(dir);
        assertThat(Files.getLastModifiedTime(dir.resolve("package").resolve("cli.js")).toMillis()).as("not unpacked again").isEqualTo(modified);
    }

    @Test
    void aFolderMissingItsScriptIsNotADriver() throws Exception {
        Path dir = cache.resolve("d");
        Files.createDirectories(dir.resolve("package"));
        Files.writeString(dir.resolve("node"), "");
        assertThat(dir.resolve("node").toFile().setExecutable(true)).isTrue();
        assertThat(PlaywrightDriver.whole(dir)).isFalse();
        Files.writeString(dir.resolve("package").resolve("cli.js"), "");
        assertThat(PlaywrightDriver.whole(dir)).isTrue();
    }
}
