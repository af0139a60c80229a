package dev.flowwright.samples;

import dev.flowwright.runtime.flow.FileProblem;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.FlowReading;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every flow shipped in samples/flows/ reads without a problem; an empty directory is a failure, not a pass. */
class SampleFlowsAreValidTest {
    private static final Path FLOWS = Path.of("flows");

    static List<Path> sampleFlows() throws IOException {
        try (Stream<Path> files = Files.walk(FLOWS)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().matches(".*\\.flow\\.(yaml|yml|json)"))
                    .sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everySampleFlowIsValid() throws IOException {
        assertThat(FLOWS).as("samples/flows/ (tests run in the samples module directory)").isDirectory();
        List<Path> flows = sampleFlows();
        assertThat(flows).as("sample flows in " + FLOWS.toAbsolutePath()).isNotEmpty();
        return flows.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            FlowReading reading = FlowReader.read(file);
            assertThat(reading.problems()).extracting(FileProblem::toString).as(file.toString()).isEmpty();
        }));
    }
}
