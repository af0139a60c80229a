package dev.flowwright.runtime.decide;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Time is a {@link ManualScheduler}: nothing here sleeps or asserts on wall-clock durations. */
class HedgingTest {
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final ManualScheduler clock = new ManualScheduler();
    private final Hedging hedging = new Hedging(clock);
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void stop() {
        release.countDown();
        pool.shutdownNow();
    }

    /** First attempt waits for {@link #release}, later attempts answer "copy" at once. */
    private Supplier<String> slowFirst() {
        AtomicInteger attempt = new AtomicInteger();
        return () -> {
            if (attempt.getAndIncrement() == 0) {
                await(release);
                return "primary";
            }
            return "copy";
        };
    }

    @Test
    void aSlowCallIsCopiedAfterFourSecondsAndTheCopyWins() throws Exception {
        CompletableFuture<Hedging.Outcome<String>> call = hedging.call(slowFirst(), 1_000, pool, () -> true);
        clock.advance(3_999);
        assertThat(hedging.copiesInFlight()).isZero();
        assertThat(call).isNotDone();
        clock.advance(1);
        Hedging.Outcome<String> outcome = call.get(10, TimeUnit.SECONDS);
        assertThat(outcome.value()).isEqualTo("copy");
        assertThat(outcome.copied()).isTrue();
        assertThat(outcome.copyWon()).isTrue();
    }

    @Test
    void aRequestOf32KiBWaitsFiveSecondsBeforeItsCopy() throws Exception {
        CompletableFuture<Hedging.Outcome<String>> call = hedging.call(slowFirst(), 32 * 1024, pool, () -> true);
        clock.advance(4_999);
        assertThat(call).isNotDone();
        assertThat(clock.pending()).isEqualTo(1);
        clock.advance(1);
        assertThat(call.get(10, TimeUnit.SECONDS).value()).isEqualTo("copy");
    }

    @Test
    void aFastAnswerCancelsTheCopy() throws Exception {
        CompletableFuture<Hedging.Outcome<String>> call = hedging.call(() -> "primary", 1_000, pool, () -> true);
        assertThat(call.get(10, TimeUnit.SECONDS).copied()).isFalse();
        assertThat(clock.pending()).isZero();
    }

    @Test
    void atMostTwoCopiesAreInFlightAtOnce() {
        List<CompletableFuture<Hedging.Outcome<String>>> calls = new ArrayList<>();
        Supplier<String> held = () -> {
            await(release);
            return "late";
        };
        for (int i = 0; i < 3; i++) calls.add(hedging.call(held, 1_000, pool, () -> true));
        clock.advance(4_000);
        assertThat(hedging.copiesInFlight()).isEqualTo(2);
        release.countDown();
        calls.forEach(CompletableFuture::join);
        assertThat(calls.stream().filter(c -> c.join().copied()).count()).isEqualTo(2);
    }

    @Test
    void noCopyWhenTheBudgetRefusesIt() {
        CompletableFuture<Hedging.Outcome<String>> call = hedging.call(slowFirst(), 1_000, pool, () -> false);
        clock.advance(4_000);
        assertThat(hedging.copiesInFlight()).isZero();
        release.countDown();
        assertThat(call.join().copied()).isFalse();
    }

    @Test
    void aFailedCopyLeavesThePrimaryToWin() throws Exception {
        AtomicInteger attempt = new AtomicInteger();
        CompletableFuture<Hedging.Outcome<String>> call = hedging.call(() -> {
            if (attempt.getAndIncrement() == 0) {
                await(release);
                return "primary";
            }
            throw new DecisionException(DecisionException.Code.SERVER, "copy down");
        }, 1_000, pool, () -> true);
        clock.advance(4_000);
        release.countDown();
        Hedging.Outcome<String> outcome = call.get(10, TimeUnit.SECONDS);
        assertThat(outcome.value()).isEqualTo("primary");
        assertThat(outcome.copyWon()).isFalse();
    }

    @Test
    void whenBothFailTheFirstAttemptsErrorStands() {
        AtomicInteger attempt = new AtomicInteger();
        CountDownLatch copyFailed = new CountDownLatch(1);
        CompletableFuture<Hedging.Outcome<String>> call = hedging.call(() -> {
            if (attempt.getAndIncrement() == 0) {
                await(release);
                await(copyFailed);
                throw new DecisionException(DecisionException.Code.TIMEOUT, "primary down");
            }
            copyFailed.countDown();
            throw new DecisionException(DecisionException.Code.SERVER, "copy down");
        }, 1_000, pool, () -> true);
        clock.advance(4_000);
        release.countDown();
        assertThatThrownBy(call::get).isInstanceOf(ExecutionException.class).hasRootCauseMessage("primary down");
    }

    @Test
    void aPrimaryThatFailsBeforeTheTimerFailsWithoutACopy() {
        CompletableFuture<Hedging.Outcome<String>> call = hedging.call(() -> {
            throw new DecisionException(DecisionException.Code.AUTH, "no key");
        }, 1_000, pool, () -> true);
        assertThatThrownBy(call::join).hasRootCauseMessage("no key");
        clock.advance(4_000);
        assertThat(hedging.copiesInFlight()).isZero();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
