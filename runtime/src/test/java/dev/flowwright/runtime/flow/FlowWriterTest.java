package dev.flowwright.runtime.flow;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class FlowWriterTest {

    static Flow everyKind() {
        Map<String, String> slots = new LinkedHashMap<>();
        slots.put("from city", "${from}");
        slots.put("one-time code", "${otp}");
        slots.put("pincode", "007");
        return new Flow("book a one-way flight", "browser", "http://localhost:8700/flights/",
                Map.of("from", "Istanbul"),
                List.of(
                        new Step.Choose("trip type", "One way"),
                        new Step.Enter(slots),
                        new Step.Do("pick the departure date 14 days from today"),
                        new Step.Do("yes"),
                        new Step.Do("a: b # not a comment"),
                        new Step.Pick("the results", "lowest price", "flight"),
                        new Step.Pick("the results", "first", null),
                        new Step.Read("the price of the first flight", "price"),
                        new Step.Verify("the results show flights from ${from} for ${price}"),
                        new Step.WaitFor("the results list has loaded"),
                        new Step.If("a cookie banner is showing", List.of(new Step.Do("accept essential cookies only")), List.of()),
                        new Step.If("signed in", List.of(new Step.Do("open the inbox")),
                                List.of(new Step.Do("sign in"), new Step.Enter(Map.of("code", "${otp}")))),
                        new Step.RepeatUntil("the basket shows 3 items", List.of(new Step.Do("add one more packet")), 5),
                        new Step.RepeatUntil("the page ends", List.of(new Step.Do("scroll down")), 12),
                        new Step.Open("gnome-calculator"),
                        new Step.Browse("http://localhost:8700/mail/"),
                        new Step.StopBefore("paying for the booking")),
                List.of("submit", "Place order: now"));
    }

    @Test
    void roundTripKeepsEveryKind() {
        Flow flow = everyKind();
        String yaml = FlowWriter.toYaml(flow);
        FlowReading back = FlowReader.read("written.flow.yaml", yaml);
        assertThat(back.problems()).as(yaml).isEmpty();
        assertThat(back.flow()).isEqualTo(flow);
    }

    @Test
    void doStepsAreBareStringsAndSmallMapsAreOneLine() {
        String yaml = FlowWriter.toYaml(everyKind());
        assertThat(yaml).contains("\n  - pick the departure date 14 days from today\n")
                .contains("\n  - choose: {what: trip type, option: One way}\n")
                .contains("\n  - read: {what: the price of the first flight, into: price}\n");
    }

    @Test
    void writingToAPathIsAtomicAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("book.flow.yaml");
        Files.writeString(file, "old contents");
        FlowWriter.write(everyKind(), file);
        assertThat(FlowReader.read(file).flow()).isEqualTo(everyKind());
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }
}
