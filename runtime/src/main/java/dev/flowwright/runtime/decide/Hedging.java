package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.Thresholds;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Hedged calls (docs/architecture.md#how-a-decision-is-made): a call unanswered after {@link Thresholds#HEDGE_AFTER_MS}
 * ({@link Thresholds#HEDGE_AFTER_LARGE_MS} for a request of {@link Thresholds#HEDGE_LARGE_BYTES} or
 * more) gets one copy; the first success wins; if both fail the first attempt's error stands. At most
 * {@link Thresholds#HEDGE_COPIES} copies are in flight per runtime — share one instance per runtime.
 * Thread-safe.
 */
public final class Hedging {
    private final Scheduler scheduler;
    private final Semaphore copies = new Semaphore(Thresholds.HEDGE_COPIES);

    public Hedging(Scheduler scheduler) { this.scheduler = scheduler; }

    public static Hedging system() { return new Hedging(Scheduler.system()); }

    /** How long a request of this size waits before it is copied. */
    public static long delayFor(int requestBytes) {
        return requestBytes >= Thresholds.HEDGE_LARGE_BYTES ? Thresholds.HEDGE_AFTER_LARGE_MS : Thresholds.HEDGE_AFTER_MS;
    }

    /** Copies in flight now (for tests and the run report). */
    public int copiesInFlight() { return Thresholds.HEDGE_COPIES - copies.availablePermits(); }

    /** What a hedged call came to: the value, and whether a copy was sent and whether it won. */
    public record Outcome<T>(T value, boolean copied, boolean copyWon) {}

    /**
     * Runs {@code call} on {@code executor}, copying it once if it is slow, a copy slot is free and
     * {@code mayCopy} (the budget) agrees. Completes with the first success, or with the first attempt's
     * error once every attempt failed.
     */
    public <T> CompletableFuture<Outcome<T>> call(Supplier<T> call, int requestBytes, Executor executor, BooleanSupplier mayCopy) {
        Race<T> race = new Race<>();
        start(call, executor, race, false);
        Scheduler.Cancel timer = scheduler.schedule(() -> {
            if (!race.tryOpenCopy(copies, mayCopy)) return;
            start(call, executor, race, true);
        }, delayFor(requestBytes));
        race.result.whenComplete((v, e) -> timer.cancel());
        return race.result;
    }

    private <T> void start(Supplier<T> call, Executor executor, Race<T> race, boolean copy) {
        CompletableFuture.supplyAsync(call, executor).whenComplete((value, error) -> {
            if (copy) copies.release();
            if (error == null) race.succeed(value, copy);
            else race.fail(error instanceof CompletionException ce && ce.getCause() != null ? ce.getCause() : error, copy);
        });
    }

    /** The attempts of one call; the lock keeps "copy started" and "last attempt failed" apart. */
    private static final class Race<T> {
        final CompletableFuture<Outcome<T>> result = new CompletableFuture<>();
        private int running = 1;
        private boolean copied;
        private Throwable primaryError;
        private Throwable copyError;

        synchronized boolean tryOpenCopy(Semaphore copies, BooleanSupplier mayCopy) {
            if (result.isDone() || copied) return false;
            if (!copies.tryAcquire()) return false;
            if (!mayCopy.getAsBoolean()) {
                copies.release();
                return false;
            }
            copied = true;
            running++;
            return true;
        }

        void succeed(T value, boolean copy) {
            boolean c;
            synchronized (this) {
                running--;
                c = copied;
            }
            result.complete(new Outcome<>(value, c, copy));
        }

        void fail(Throwable error, boolean copy) {
            boolean last;
            Throwable reported;
            synchronized (this) {
                running--;
                if (copy) copyError = error;
                else primaryError = error;
                last = running == 0;
                reported = primaryError != null ? primaryError : copyError;
            }
            if (last) result.completeExceptionally(reported);
        }
    }
}
