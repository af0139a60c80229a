package dev.flowwright.runtime.decide;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs a task after a delay. The hedge timer goes through this so tests drive time by hand (no sleeps).
 */
@FunctionalInterface
public interface Scheduler {

    /** Runs {@code task} after {@code delayMillis}; the returned handle cancels it if it has not run. */
    Cancel schedule(Runnable task, long delayMillis);

    @FunctionalInterface
    interface Cancel {
        void cancel();
    }

    /** Wall-clock timers on one shared daemon thread. */
    static Scheduler system() { return SystemScheduler.INSTANCE; }

    final class SystemScheduler implements Scheduler {
        static final SystemScheduler INSTANCE = new SystemScheduler();
        private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "flowwright-hedge-timer");
            t.setDaemon(true);
            return t;
        });

        private SystemScheduler() {}

        @Override
        public Cancel schedule(Runnable task, long delayMillis) {
            ScheduledFuture<?> f = timer.schedule(task, delayMillis, TimeUnit.MILLISECONDS);
            return () -> f.cancel(false);
        }
    }
}
