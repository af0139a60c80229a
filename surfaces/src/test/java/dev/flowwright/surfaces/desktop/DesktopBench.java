package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;
import dev.flowwright.bridge.atspi.AtspiBridge;
import dev.flowwright.runtime.screen.Screen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Figures for the desktop surface on gnome-calculator: look latency (pipelined read vs the one-call-at-a-
 * time walk), action latency, and memory over 1,000 looks. Run with
 * {@code ./test -Pbench -pl surfaces -am -Dtest=DesktopBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("bench")
class DesktopBench {
    private static DesktopSurface surface;

    @BeforeAll
    static void open() {
        surface = LiveDesktop.surface("gnome-calculator");
        assertThat(surface.open("gnome-calculator").windowReady()).isTrue();
    }

    @AfterAll
    static void close() {
        if (surface != null) surface.close();
    }

    @Test
    void lookLatencyOnTheCalculatorWindow() {
        for (int i = 0; i < 5; i++) surface.look();
        Screen screen = surface.look();
        AtspiBridge bridge = (AtspiBridge) surface.bridge();
        long requestsBefore = bridge.bulkRequests();
        List<Double> looks = time(60, surface::look);
        double requestsPerLook = (bridge.bulkRequests() - requestsBefore) / 60.0;
        int pid = bridge.applications().stream().filter(a -> a.name().equals("gnome-calculator")).findFirst().orElseThrow().pid();
        long nodes = bridge.read(new NodePath(pid, new int[0]), ReadOptions.SCREEN).flatten().count();
        List<Double> walks = time(15, () -> bridge.walk(new NodePath(pid, new int[0]), ReadOptions.SCREEN));
        // options no read used before: the pipelined read itself, with nothing remembered from an earlier look
        int[] n = {0};
        long before = bridge.bulkRequests();
        List<Double> fresh = time(30, () -> bridge.read(new NodePath(pid, new int[0]), new ReadOptions(1000 - n[0]++, 40, true, 2000)));
        double requestsPerFresh = (bridge.bulkRequests() - before) / 30.0;
        System.out.printf("BENCH look on an unchanged window (surface.look, reads reused while no event arrives): median %.1f ms, p90 %.1f ms over %d looks;"
                        + " %d nodes, %d elements, %.0f D-Bus requests a look, %d reads reused%n",
                median(looks), p90(looks), looks.size(), nodes, screen.elements().size(), requestsPerLook, bridge.reusedReads());
        System.out.printf("BENCH fresh pipelined read (no reuse): median %.1f ms, p90 %.1f ms over %d reads, %.0f D-Bus requests a read%n",
                median(fresh), p90(fresh), fresh.size(), requestsPerFresh);
        System.out.printf("BENCH walk (one libatspi call at a time): median %.1f ms, p90 %.1f ms over %d reads%n",
                median(walks), p90(walks), walks.size());
        System.out.printf("BENCH load average while measuring: %s%n", loadAverage());
    }

    @Test
    void actionLatencyOfPressingAKey() {
        Screen screen = surface.look();
        var one = LiveDesktop.named(screen, "button", "1");
        var clear = CalculatorTest.clearButton(screen);
        List<Double> presses = time(30, () -> { surface.press(one); return null; });
        surface.press(clear);
        System.out.printf("BENCH press (do_action through the bridge thread): median %.1f ms, p90 %.1f ms over %d presses%n",
                median(presses), p90(presses), presses.size());
    }

    @Test
    void memoryAfterAThousandLooks() {
        AtspiBridge bridge = (AtspiBridge) surface.bridge();
        for (int i = 0; i < 20; i++) {
            bridge.forgetReads();
            surface.look();
        }
        long reusedBefore = bridge.reusedReads();
        long heapBefore = heapKb();
        StringBuilder trail = new StringBuilder();
        long rssAt200 = 0;
        for (int i = 1; i <= 1000; i++) {
            bridge.forgetReads(); // every look a real read: reused reads would hide a leak
            surface.look();
            if (i % 200 == 0) {
                long rss = rssKb();
                if (i == 200) rssAt200 = rss;
                trail.append(String.format(" %d:%d/%d/%d", i, rss, Runtime.getRuntime().totalMemory() / 1024, heapKb()));
            }
        }
        long rssAfter = rssKb();
        long heapAfter = heapKb();
        // RSS includes the Java heap the JVM chose to commit; native leaks show as RSS growing past what the heap explains
        System.out.printf("BENCH memory over 1,000 looks: RSS KiB / committed heap KiB / live heap KiB after GC at look%s; RSS 200→1000 %+d KiB;"
                        + " live heap after GC %d → %d KiB (%+d); objects held %d%n",
                trail, rssAfter - rssAt200, heapBefore, heapAfter, heapAfter - heapBefore, bridge.heldObjects());
        assertThat(bridge.heldObjects()).isZero();
        assertThat(bridge.reusedReads()).as("every look read afresh").isEqualTo(reusedBefore);
    }

    private static List<Double> time(int n, Supplier<?> work) {
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            work.get();
            ms.add((System.nanoTime() - t) / 1e6);
        }
        return ms;
    }

    static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        return s.get(s.size() / 2);
    }

    static double p90(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        return s.get((int) Math.floor(s.size() * 0.9));
    }

    private static long rssKb() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("VmRSS:"))
                    .map(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElse(-1L);
        } catch (IOException e) {
            return -1;
        }
    }

    private static long heapKb() {
        System.gc();
        Runtime r = Runtime.getRuntime();
        return (r.totalMemory() - r.freeMemory()) / 1024;
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException e) {
            return "?";
        }
    }
}
