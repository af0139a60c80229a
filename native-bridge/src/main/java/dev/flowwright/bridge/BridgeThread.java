package dev.flowwright.bridge;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The one thread that owns a native accessibility library. Every call is marshalled onto it and waited
 * for at most its timeout; a call that overruns is abandoned with {@link BridgeError#TIMEOUT} (the
 * native side is also given a timeout, so the thread comes back and later calls run).
 */
public final class BridgeThread implements AutoCloseable {
    private final ExecutorService executor;
    private final Duration timeout;
    private volatile Thread owner;

    public BridgeThread(String name, Duration timeout) {
        this.timeout = timeout;
        this.executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            owner = t;
            return t;
        });
    }

    public Duration timeout() { return timeout; }

    /** Run {@code work} on the bridge thread (directly when already on it), within the timeout. */
    public <T> T call(String what, Callable<T> work) {
        return call(what, timeout, work);
    }

    public <T> T call(String what, Duration limit, Callable<T> work) {
        if (Thread.currentThread() == owner) return runHere(work);
        Future<T> future;
        try {
            future = executor.submit(work);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            throw new BridgeException(BridgeError.UNAVAILABLE, "the accessibility bridge is closed", e);
        }
        try {
            return future.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new BridgeException(BridgeError.TIMEOUT,
                    what + " did not answer within " + limit.toMillis() + " ms", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BridgeException(BridgeError.FAILED, what + " was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof BridgeException be) throw be;
            throw new BridgeException(BridgeError.FAILED, what + " failed: " + e.getCause(), e.getCause());
        }
    }

    private static <T> T runHere(Callable<T> work) {
        try {
            return work.call();
        } catch (BridgeException e) {
            throw e;
        } catch (Exception e) {
            throw new BridgeException(BridgeError.FAILED, e.toString(), e);
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
