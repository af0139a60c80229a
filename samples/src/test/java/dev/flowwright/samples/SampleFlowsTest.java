package dev.flowwright.samples;

import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.FlowReading;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every sample flow reads without a problem, and every page of the site has one. */
class SampleFlowsTest {
    static final Path FLOWS = Path.of("flows");
    static final Path SITE = Path.of("site");

    static List<Path> flows() throws IOException {
        try (Stream<Path> files = Files.list(FLOWS)) {
            return files.filter(p -> p.toString().endsWith(".flow.yaml")).sorted().toList();
        }
    }

    @Test
    void everySampleFlowIsValid() throws IOException {
        assertThat(flows()).hasSizeGreaterThanOrEqualTo(12);
        for (Path flow : flows()) {
            FlowReading reading = FlowReader.read(flow);
            assertThat(reading.problems()).as(flow.toString()).isEmpty();
            assertThat(reading.flow().start()).as(flow + " start").startsWith("http://127.0.0.1:" + SampleSite.DEFAULT_PORT + "/");
        }
    }

    @Test
    void everyPageOfTheSiteHasAFlow() throws IOException {
        List<String> starts = flows().stream().map(f -> FlowReader.read(f).flow().start()).toList();
        try (Stream<Path> dirs = Files.list(SITE)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                String page = "/" + dir.getFileName() + "/";
                assertThat(starts).as("a flow for " + page).anyMatch(s -> s.endsWith(page));
            }
        }
    }
}
