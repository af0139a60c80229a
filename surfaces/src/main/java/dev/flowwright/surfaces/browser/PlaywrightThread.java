package dev.flowwright.surfaces.browser;

import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The one thread that owns a Playwright instance and everything made from it (Playwright for Java is
 * not thread-safe). Callers on any thread hand work over and wait; work started on the owner itself
 * runs in place, so a surface method may call another.
 */
final class PlaywrightThread implements AutoCloseable {
    private final ExecutorService executor;
    private volatile Thread owner;

    PlaywrightThread() {
        executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "flowwright-playwright");
            t.setDaemon(true);
            owner = t;
            return t;
        });
    }

    <T> T call(Callable<T> work) {
        return call(work, null);
    }

    /**
     * Runs {@code work} on the browser's thread and waits at most {@code limit} (null: as long as it
     * takes; Playwright's own timeouts bound every page action). A bounded call that does not finish is
     * abandoned with {@link SurfaceError#TIMEOUT}: closing a browser that stopped answering must not hang
     * the process.
     */
    <T> T call(Callable<T> work, java.time.Duration limit) {
        if (Thread.currentThread() == owner) return callHere(work);
        Future<T> future = executor.submit(() -> callHere(work));
        try {
            return limit == null ? future.get() : future.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            future.cancel(true);
            throw new SurfaceException(SurfaceError.TIMEOUT, "the browser did not answer within " + limit.toSeconds() + " s", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(true);
            throw new SurfaceException(SurfaceError.INTERNAL, "interrupted while the browser was working", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) throw re;
            if (cause instanceof Error err) throw err;
            throw new SurfaceException(SurfaceError.INTERNAL, String.valueOf(cause), cause);
        }
    }

    /**
     * Queues {@code work} on the browser's thread and returns at once: it runs after everything handed over before
     * it and before anything handed over after it. On the owner itself it runs in place. Work the thread drops as
     * it closes never completes its future: wait on it with a limit.
     */
    <T> java.util.concurrent.CompletableFuture<T> later(Callable<T> work) {
        java.util.concurrent.CompletableFuture<T> out = new java.util.concurrent.CompletableFuture<>();
        Runnable task = () -> {
            try {
                out.complete(callHere(work));
            } catch (RuntimeException | Error e) {
                out.completeExceptionally(e);
            }
        };
        if (Thread.currentThread() == owner) {
            task.run();
            return out;
        }
        try {
            executor.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            out.completeExceptionally(new SurfaceException(SurfaceError.INTERNAL, "the browser's thread has closed", closed));
        }
        return out;
    }

    void run(Runnable work) {
        call(() -> { work.run(); return null; });
    }

    /**
     * Looks at a failure on the owner thread and says whether the browser went away under it (null: it did
     * not); set by the connection, which knows its browser.
     */
    interface GoneCheck {
        dev.flowwright.runtime.surface.SurfaceGone gone(RuntimeException failure);
    }

    private volatile GoneCheck goneCheck;

    void goneCheck(GoneCheck check) { goneCheck = check; }

    private <T> T callHere(Callable<T> work) {
        try {
            return work.call();
        } catch (dev.flowwright.runtime.surface.SurfaceGone gone) {
            throw gone;
        } catch (RuntimeException e) {
            // a closed browser shows up as whatever the call was doing failing: say what really happened
            GoneCheck check = goneCheck;
            dev.flowwright.runtime.surface.SurfaceGone gone = check == null ? null : check.gone(e);
            throw gone != null ? gone : e;
        } catch (Exception e) {
            throw new SurfaceException(SurfaceError.INTERNAL, e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        executor.shutdown();
        try {
            if (!executor.awaitTermination(10, TimeUnit.SECONDS)) executor.shutdownNow();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            executor.shutdownNow();
        }
    }
}
