package dev.flowwright.cli;

import sun.misc.Signal;
import sun.misc.SignalHandler;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * SIGINT and SIGTERM during {@code flowwright run}: the run is told to stop (it records {@code run_stopped}
 * with the signal, ends at its next boundary, closes its browser) and the process exits 130 or 143. When
 * the run has not ended {@link #GRACE_MS} after the signal, the process exits anyway with that code, after
 * {@code lastWords} (closing the journal), so a stop is never left hanging (docs/commands/run.md).
 * Only a process of its own ({@link Main#main}) takes over the signals; a run inside a test or the studio leaves them be.
 */
final class StopSignals implements AutoCloseable {
    /**
     * How long a stopped run may take to end by itself and close its browser: within the 2 s a stop is promised
     * in, with room to exit on a loaded machine (at 1.5 s a loaded 2-core machine took 2.1 s from the signal to
     * the exit). A browser still closing then is closed by Playwright's driver, which ends with this process.
     */
    static final long GRACE_MS = 1_000;

    /** Set by {@link Main#main}: this process is flowwright's own. */
    static volatile boolean owned;

    private final Map<Signal, SignalHandler> previous = new LinkedHashMap<>();
    private final Consumer<String> onStop;
    private final Runnable lastWords;
    private volatile String received;
    private volatile boolean closed;

    private StopSignals(Consumer<String> onStop, Runnable lastWords) {
        this.onStop = onStop;
        this.lastWords = lastWords;
    }

    /** Takes over SIGINT and SIGTERM for the run (when this process is flowwright's own); {@link #close} gives them back. */
    static StopSignals install(Consumer<String> onStop, Runnable lastWords) {
        StopSignals s = new StopSignals(onStop, lastWords);
        if (!owned) return s;
        for (String name : new String[]{"INT", "TERM"}) {
            try {
                Signal signal = new Signal(name);
                s.previous.put(signal, Signal.handle(signal, s::handle));
            } catch (IllegalArgumentException notHere) {
                // a platform without this signal
            }
        }
        return s;
    }

    private void handle(Signal signal) {
        if (received != null) return;
        received = "SIG" + signal.getName();
        onStop.accept(received);
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(GRACE_MS);
            } catch (InterruptedException e) {
                return;
            }
            if (closed) return;
            lastWords.run();
            Runtime.getRuntime().halt(exitCode());
        }, "flowwright-stop");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    /** "SIGTERM", "SIGINT", or null when no signal came. */
    String received() { return received; }

    /** 130 for SIGINT, 143 for SIGTERM (128 + the signal's number, as shells report it). */
    int exitCode() { return "SIGINT".equals(received) ? 130 : 143; }

    @Override
    public void close() {
        closed = true;
        previous.forEach(Signal::handle);
    }
}
