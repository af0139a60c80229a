package dev.flowwright.runtime.decide;

import java.util.ArrayList;
import java.util.List;

/** A virtual clock for hedge timers: tasks run when the test advances time past them, on the test's thread. */
final class ManualScheduler implements Scheduler {
    private record Timer(long due, Runnable task, boolean[] cancelled) {}

    private final List<Timer> timers = new ArrayList<>();
    private long now;

    @Override
    public synchronized Cancel schedule(Runnable task, long delayMillis) {
        boolean[] cancelled = {false};
        timers.add(new Timer(now + delayMillis, task, cancelled));
        return () -> cancelled[0] = true;
    }

    /** Moves the clock on and runs every timer that fell due, in order. */
    void advance(long millis) {
        List<Timer> due = new ArrayList<>();
        synchronized (this) {
            now += millis;
            for (Timer t : List.copyOf(timers)) {
                if (t.due() <= now) {
                    timers.remove(t);
                    if (!t.cancelled()[0]) due.add(t);
                }
            }
        }
        due.sort((a, b) -> Long.compare(a.due(), b.due()));
        due.forEach(t -> t.task().run());
    }

    /** Timers set and not yet run: a test waits for the code under test to set its timer before advancing. */
    synchronized int pending() {
        return (int) timers.stream().filter(t -> !t.cancelled()[0]).count();
    }
}
