package dev.flowwright.runtime.decide.systemone;

import org.junit.jupiter.api.Test;

import java.net.http.HttpHeaders;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RetryPolicyTest {
    private static final Clock NOW = Clock.fixed(Instant.parse("2026-11-30T12:00:00Z"), ZoneOffset.UTC);
    private final RetryPolicy policy = RetryPolicy.DEFAULT;

    private static HttpHeaders headers(String name, String value) {
        return HttpHeaders.of(Map.of(name, List.of(value)), (a, b) -> true);
    }

    @Test
    void theWaitDoublesFromHalfASecondUpToFiveSeconds() {
        assertThat(policy.delayBefore(1, null, NOW, () -> 0)).isEqualTo(Duration.ofMillis(500));
        assertThat(policy.delayBefore(2, null, NOW, () -> 0)).isEqualTo(Duration.ofMillis(1000));
        assertThat(policy.delayBefore(5, null, NOW, () -> 0)).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void jitterShortensTheWaitByAtMostAQuarter() {
        assertThat(policy.delayBefore(1, null, NOW, () -> 0.999)).isBetween(Duration.ofMillis(375), Duration.ofMillis(376));
    }

    @Test
    void retryAfterInSecondsIsHonoured() {
        assertThat(policy.delayBefore(1, headers("Retry-After", "7"), NOW, () -> 0.5)).isEqualTo(Duration.ofSeconds(7));
    }

    @Test
    void retryAfterAsAnHttpDateIsHonoured() {
        assertThat(policy.delayBefore(1, headers("Retry-After", "Mon, 30 Nov 2026 12:00:12 GMT"), NOW, () -> 0.5))
                .isEqualTo(Duration.ofSeconds(12));
    }

    @Test
    void retryAfterMsWinsOverRetryAfter() {
        HttpHeaders both = HttpHeaders.of(Map.of("retry-after-ms", List.of("1500"), "Retry-After", List.of("9")), (a, b) -> true);

        assertThat(policy.delayBefore(1, both, NOW, () -> 0.5)).isEqualTo(Duration.ofMillis(1500));
    }

    @Test
    void aServerDelayOverSixtySecondsIsNotHonoured() {
        assertThat(policy.delayBefore(1, headers("Retry-After", "3600"), NOW, () -> 0)).isEqualTo(Duration.ofMillis(500));
    }

    @Test
    void retriedStatusesAreTimeoutsConflictsRateLimitsAndServerErrors() {
        for (int s : new int[]{408, 409, 425, 429, 500, 502, 503, 504, 529}) assertThat(RetryPolicy.isRetried(s)).as("%d", s).isTrue();
        for (int s : new int[]{400, 401, 403, 404, 413, 422}) assertThat(RetryPolicy.isRetried(s)).as("%d", s).isFalse();
    }
}
