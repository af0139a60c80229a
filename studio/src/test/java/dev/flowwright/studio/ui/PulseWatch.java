package dev.flowwright.studio.ui;

import javafx.animation.AnimationTimer;
import javafx.application.Platform;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Watches the FX thread's pulses during a benchmark: every gap between two animation frames is a
 * time the window could not repaint or answer (16.7 ms is an idle frame at 60 Hz). Gaps while
 * {@link #hold} is set (the benchmark's own {@code System.gc()}) are not counted.
 */
final class PulseWatch {
    private final AtomicLong last = new AtomicLong();
    private final AtomicLong lastCpu = new AtomicLong();
    private final AtomicLong worstCpu = new AtomicLong();
    private final AtomicBoolean held = new AtomicBoolean();
    private final List<Long> gaps = Collections.synchronizedList(new ArrayList<>());
    private final List<String> long_ = Collections.synchronizedList(new ArrayList<>());
    private final Supplier<String> where;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            long t = System.nanoTime();
            long was = last.getAndSet(t);
            long cpu = threads.getCurrentThreadCpuTime();
            long wasCpu = lastCpu.getAndSet(cpu);
            if (was == 0 || held.get()) return;
            long gap = t - was;
            gaps.add(gap);
            worstCpu.accumulateAndGet(cpu - wasCpu, Math::max);
            if (gap > 100_000_000L) long_.add(String.format(Locale.ROOT, "%.0f ms at %s", gap / 1e6, where.get()));
        }
    };

    /** {@code where} names the moment of a long gap ("turn 12"). */
    PulseWatch(Supplier<String> where) {
        this.where = where;
    }

    void start() { Platform.runLater(timer::start); }

    void stop() { Platform.runLater(timer::stop); }

    /** Stops counting (before a System.gc()). */
    void hold() { held.set(true); }

    /** Counts again from the next frame. */
    void release() {
        Platform.runLater(() -> {
            last.set(0);
            held.set(false);
        });
    }

    /** Forgets what was seen so far (after warming up). */
    void reset() {
        gaps.clear();
        long_.clear();
        worstCpu.set(0);
    }

    String report() {
        long[] g;
        synchronized (gaps) {
            g = gaps.stream().mapToLong(Long::longValue).sorted().toArray();
        }
        if (g.length == 0) return "no frames";
        return String.format(Locale.ROOT, "longest FX-thread pause %.1f ms wall (pulse gap; 16.7 ms is an idle frame), p99 %.1f ms, median %.1f ms"
                        + " over %d frames; most FX-thread CPU between two pulses %.1f ms; gaps over 100 ms: %d %s",
                g[g.length - 1] / 1e6, g[(int) (g.length * 0.99)] / 1e6, g[g.length / 2] / 1e6, g.length, worstCpu.get() / 1e6,
                long_.size(), long_);
    }
}
