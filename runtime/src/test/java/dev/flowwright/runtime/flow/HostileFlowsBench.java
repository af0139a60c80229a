package dev.flowwright.runtime.flow;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How long refusing hostile flow files takes (medians of 21 runs after 5 warm-ups, plus the first,
 * cold run). Run with: mvn -B -o -Pbench -pl runtime test -Dtest=HostileFlowsBench
 */
@Tag("bench")
class HostileFlowsBench {
    @TempDir Path dir;

    @Test
    void aliasBomb() {
        String bomb = HostileFlows.aliasBomb();
        report("alias bomb (9 levels x 9 aliases)", () -> FlowReader.read("bomb.flow.yaml", bomb));
    }

    @Test
    void fiveMegabyteFile() throws Exception {
        Path big = dir.resolve("big.flow.yaml");
        Files.write(big, HostileFlows.fiveMegabytes());
        report("5 MB file", () -> FlowReader.read(big));
    }

    @Test
    void deepNesting() {
        String deep = HostileFlows.deeplyNested(100_000);
        report("100000 nested brackets", () -> FlowReader.read("deep.flow.yaml", deep));
    }

    private static void report(String what, Supplier<FlowReading> read) {
        long cold = time(read);
        for (int i = 0; i < 5; i++) time(read);
        long[] runs = new long[21];
        for (int i = 0; i < runs.length; i++) runs[i] = time(read);
        Arrays.sort(runs);
        System.out.printf("BENCH %-36s cold %8.3f ms, median %8.3f ms, max %8.3f ms, heap used %d MB%n", what,
                cold / 1e6, runs[runs.length / 2] / 1e6, runs[runs.length - 1] / 1e6,
                (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20);
    }

    private static long time(Supplier<FlowReading> read) {
        long t = System.nanoTime();
        FlowReading r = read.get();
        long elapsed = System.nanoTime() - t;
        assertThat(r.isValid()).isFalse();
        return elapsed;
    }
}
