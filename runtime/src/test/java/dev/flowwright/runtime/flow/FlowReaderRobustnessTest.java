package dev.flowwright.runtime.flow;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

/** Whatever the bytes, reading gives a flow or problems with positions; no parser exception reaches the user. */
class FlowReaderRobustnessTest {
    private static final String FLOW = """
            name: book
            app: browser
            vars: { from: Istanbul }
            steps:
              - choose: { what: trip type, option: One way }
              - enter:
                  from city: ${from}
                  code: "${otp}"
              - if: { condition: a banner shows, then: [accept], else: [go on] }
              - repeat_until: { condition: done, steps: [{ read: { what: x, into: y } }], max: 3 }
              - "search for ${from}"
            """;
    private static final String NOISE = "{}[]:,-#&*!|>'\"%@`\t\r\n ${}\u0000\u0007\uFEFF\u00e9";

    @Test
    void randomEditsOfAFlowNeverThrow() {
        Random random = new Random(42);
        for (int i = 0; i < 1000; i++) {
            StringBuilder text = new StringBuilder(FLOW);
            for (int edits = 1 + random.nextInt(4); edits > 0; edits--) {
                int at = random.nextInt(text.length());
                switch (random.nextInt(3)) {
                    case 0 -> text.deleteCharAt(at);
                    case 1 -> text.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
                    default -> text.setCharAt(at, NOISE.charAt(random.nextInt(NOISE.length())));
                }
            }
            String mutated = text.toString();
            assertThatCode(() -> {
                FlowReading r = FlowReader.read("m.flow.yaml", mutated);
                for (FileProblem p : r.problems()) assertThat(p.line()).isPositive();
            }).as(mutated).doesNotThrowAnyException();
        }
    }

    @Test
    void aControlCharacterIsAProblemAtItsPlace() {
        assertThat(FlowReader.read("t.flow.yaml", "steps:\n  - sea\u0007rch\n").problems())
                .extracting(FileProblem::toString)
                .containsExactly("t.flow.yaml:2:8: the control character U+0007 is not allowed in a flow; delete it");
    }
}
