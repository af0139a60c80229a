package dev.flowwright.bridge;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BridgeThreadTest {

    @Test
    void aCallThatOverrunsItsTimeoutFailsAsTimeoutAndTheThreadServesTheNextCall() {
        try (BridgeThread thread = new BridgeThread("test-bridge", Duration.ofMillis(200))) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> thread.call("a frozen application", () -> { Thread.sleep(10_000); return 1; }))
                    .isInstanceOfSatisfying(BridgeException.class, e -> {
                        assertThat(e.error()).isEqualTo(BridgeError.TIMEOUT);
                        assertThat(e.getMessage()).isEqualTo("a frozen application did not answer within 200 ms");
                    });
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));
            assertThat(thread.call("the next call", () -> 42)).isEqualTo(42);
        }
    }

    @Test
    void everyCallRunsOnTheOneBridgeThread() {
        try (BridgeThread thread = new BridgeThread("the-owner", Duration.ofSeconds(1))) {
            assertThat(thread.call("where", () -> Thread.currentThread().getName())).isEqualTo("the-owner");
            assertThat(thread.call("nested", () -> thread.call("inner", () -> Thread.currentThread().getName())))
                    .isEqualTo("the-owner");
        }
    }

    @Test
    void aBridgeFailureKeepsItsTypeAndOtherFailuresBecomeFailed() {
        try (BridgeThread thread = new BridgeThread("test-bridge", Duration.ofSeconds(1))) {
            assertThatThrownBy(() -> thread.call("x", () -> { throw new BridgeException(BridgeError.STALE, "gone"); }))
                    .isInstanceOfSatisfying(BridgeException.class, e -> assertThat(e.error()).isEqualTo(BridgeError.STALE));
            assertThatThrownBy(() -> thread.call("reading", () -> { throw new IllegalStateException("boom"); }))
                    .isInstanceOfSatisfying(BridgeException.class, e -> {
                        assertThat(e.error()).isEqualTo(BridgeError.FAILED);
                        assertThat(e.getMessage()).contains("reading failed").contains("boom");
                    });
        }
    }
}
