package dev.flowwright.surfaces.browser;

import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The browser's thread: a bounded call (closing) that never finishes is abandoned, never waited for forever. */
class PlaywrightThreadTest {
    @Test
    void aBoundedCallThatDoesNotFinishIsAbandonedWithATimeout() {
        CountDownLatch never = new CountDownLatch(1);
        try (PlaywrightThread thread = new PlaywrightThread()) {
            assertThatThrownBy(() -> thread.call(() -> { never.await(); return null; }, Duration.ofMillis(200)))
                    .isInstanceOf(SurfaceException.class)
                    .satisfies(e -> assertThat(((SurfaceException) e).code()).isEqualTo(SurfaceError.TIMEOUT));
            never.countDown();
        }
    }

    @Test
    void aBoundedCallThatFinishesReturnsItsValue() {
        try (PlaywrightThread thread = new PlaywrightThread()) {
            assertThat(thread.call(() -> Thread.currentThread().getName(), Duration.ofSeconds(30))).isEqualTo("flowwright-playwright");
        }
    }
}
