package dev.flowwright.runtime.decide.systemone;

import java.net.http.HttpHeaders;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.Set;
import java.util.function.DoubleSupplier;

/**
 * When a failed attempt is tried again and how long to wait first. The numbers follow the community Go
 * SDK (2 retries, 500 ms doubling to a 5 s cap, 25 % jitter, server delays honoured up to 60 s); the
 * retried statuses are the union of the Go SDK's and the Rust crate's (408, 409, 425, 429, 5xx, 529).
 *
 * @param maxRetries      attempts after the first
 * @param initialDelay    the wait before the first retry, doubled for each further one
 * @param maxDelay        the computed wait never exceeds this
 * @param jitter          the computed wait is shortened by up to this fraction, so clients that failed
 *                        together do not retry together
 * @param maxServerDelay  a {@code Retry-After} longer than this is not honoured (the computed wait is used)
 */
public record RetryPolicy(int maxRetries, Duration initialDelay, Duration maxDelay, double jitter, Duration maxServerDelay) {

    public static final RetryPolicy DEFAULT = new RetryPolicy(2, Duration.ofMillis(500), Duration.ofSeconds(5), 0.25, Duration.ofSeconds(60));

    /** Request timeout, conflict, too early, rate limited; every 5xx (529 "overloaded" included) is retried too. */
    private static final Set<Integer> RETRIED_4XX = Set.of(408, 409, 425, 429);

    public RetryPolicy {
        if (maxRetries < 0) throw new IllegalArgumentException("maxRetries must be ≥ 0");
        if (jitter < 0 || jitter >= 1) throw new IllegalArgumentException("jitter must be in [0, 1)");
    }

    public RetryPolicy withMaxRetries(int n) { return new RetryPolicy(n, initialDelay, maxDelay, jitter, maxServerDelay); }

    public static boolean isRetried(int status) { return RETRIED_4XX.contains(status) || status >= 500 && status <= 599; }

    /**
     * The wait before retry number {@code retry} (1-based): the server's own delay when it gave one
     * within {@link #maxServerDelay}, else {@code initialDelay · 2^(retry−1)} capped at {@code maxDelay},
     * less up to {@code jitter} of it.
     */
    public Duration delayBefore(int retry, HttpHeaders headers, Clock clock, DoubleSupplier random) {
        Optional<Duration> asked = headers == null ? Optional.empty() : serverDelay(headers, clock);
        if (asked.isPresent() && !asked.get().isNegative() && asked.get().compareTo(maxServerDelay) <= 0) return asked.get();
        long base = initialDelay.toMillis() << Math.min(retry - 1, 20);
        long capped = Math.min(base, maxDelay.toMillis());
        return Duration.ofMillis(Math.round(capped * (1 - jitter * random.getAsDouble())));
    }

    /** {@code retry-after-ms} (milliseconds), else {@code Retry-After} (seconds or an HTTP date). */
    static Optional<Duration> serverDelay(HttpHeaders headers, Clock clock) {
        Optional<String> ms = headers.firstValue("retry-after-ms");
        if (ms.isPresent()) {
            try {
                return Optional.of(Duration.ofMillis(Math.round(Double.parseDouble(ms.get().strip()))));
            } catch (NumberFormatException notANumber) {
                // an unreadable header is treated as absent; Retry-After may still say something
            }
        }
        Optional<String> after = headers.firstValue("retry-after");
        if (after.isEmpty()) return Optional.empty();
        String v = after.get().strip();
        try {
            return Optional.of(Duration.ofMillis(Math.round(Double.parseDouble(v) * 1000)));
        } catch (NumberFormatException notSeconds) {
            try {
                Instant when = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
                return Optional.of(Duration.between(clock.instant(), when));
            } catch (DateTimeParseException notADate) {
                return Optional.empty();
            }
        }
    }
}
