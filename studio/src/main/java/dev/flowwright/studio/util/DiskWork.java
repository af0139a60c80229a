package dev.flowwright.studio.util;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Where the studio's view models read and write files: on one background thread, never the FX thread,
 * so a slow disk or a network folder never freezes the window. What the disk work returns is applied
 * on the {@link UiExecutor}; a failure completes the returned future exceptionally there, for the view
 * to show. One thread keeps writes in the order they were asked for. View-model tests pass
 * {@link #inline()}: everything runs on the calling thread.
 */
public final class DiskWork implements AutoCloseable {
    /** Disk work that may fail as disks do. */
    @FunctionalInterface
    public interface Io<T> {
        T call() throws Exception;
    }

    private final Executor disk;
    private final UiExecutor ui;
    private final ExecutorService own;

    private DiskWork(Executor disk, UiExecutor ui, ExecutorService own) {
        this.disk = disk;
        this.ui = ui;
        this.own = own;
    }

    /** A background thread for the disk; results applied through {@code ui}. */
    public static DiskWork background(UiExecutor ui) {
        ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "flowwright-studio-disk");
            t.setDaemon(true);
            return t;
        });
        return new DiskWork(pool, ui, pool);
    }

    /** Everything on the calling thread: for view-model tests. */
    public static DiskWork inline() {
        return new DiskWork(Runnable::run, UiExecutor.sameThread(), null);
    }

    /** Runs {@code io} on the disk thread, then {@code apply} with its result on the UI thread. */
    public <T, R> CompletableFuture<R> run(Io<T> io, Function<T, R> apply) {
        CompletableFuture<R> out = new CompletableFuture<>();
        disk.execute(() -> {
            T value;
            try {
                value = io.call();
            } catch (Exception e) {
                ui.execute(() -> out.completeExceptionally(e));
                return;
            }
            ui.execute(() -> {
                try {
                    out.complete(apply.apply(value));
                } catch (RuntimeException e) {
                    out.completeExceptionally(e);
                }
            });
        });
        return out;
    }

    /** Disk work nobody waits for (settings, layout): a failure is reported on stderr, never lost silently. */
    public void later(String what, Io<?> io) {
        disk.execute(() -> {
            try {
                io.call();
            } catch (Exception e) {
                System.err.println("flowwright: " + what + " failed: " + e.getMessage());
            }
        });
    }

    /** Finishes the disk work already asked for (the last settings write on closing), then stops. */
    @Override
    public void close() {
        if (own == null) return;
        own.shutdown();
        try {
            if (!own.awaitTermination(5, TimeUnit.SECONDS)) System.err.println("flowwright: disk work still running at exit");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
