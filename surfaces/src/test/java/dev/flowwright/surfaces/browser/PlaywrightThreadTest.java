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

    @Test
    void workHandedOverLaterRunsAfterWhatCameBeforeItAndBeforeWhatComesAfterWithoutBeingWaitedFor() throws Exception {
        CountDownLatch hold = new CountDownLatch(1);
        java.util.List<String> order = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        try (PlaywrightThread thread = new PlaywrightThread()) {
            java.util.concurrent.CompletableFuture<Void> first = thread.later(() -> { hold.await(); order.add("first"); return null; });
            java.util.concurrent.CompletableFuture<String> picture = thread.later(() -> { order.add("picture"); return "png"; });
            assertThat(picture).as("not waited for").isNotDone();
            hold.countDown();
            thread.run(() -> order.add("next action"));
            assertThat(picture.get()).isEqualTo("png");
            assertThat(first).isDone();
            assertThat(order).containsExactly("first", "picture", "next action");
        }
    }

    @Test
    void workHandedOverAfterTheThreadClosedFailsItsFuture() {
        PlaywrightThread thread = new PlaywrightThread();
        thread.close();
        assertThat(thread.later(() -> "png")).isCompletedExceptionally();
    }
}
