package dev.flowwright.runtime.decide;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a run's decisions cost: calls, framings, bytes, tokens and latency, for the run report. Thread-safe
 * (framings are asked concurrently). Token estimate per framing, (docs/deciders.md#what-decisions-cost):
 * {@code ceil(bytes / 4) + 260 + 8 · questions} — about four bytes of JSON per token, the API's fixed
 * overhead of about 260 tokens per request, and about 8 per question. Option texts are in the bytes.
 * It is an estimate for planning and for the offline decider; the server's own {@code usage} is kept
 * beside it.
 */
public final class DecisionAccounting {
    public static final int BYTES_PER_TOKEN = 4;
    /** Tokens every request carries whatever it asks (docs/deciders.md#what-decisions-cost). */
    public static final int REQUEST_OVERHEAD_TOKENS = 260;
    public static final int TOKENS_PER_QUESTION = 8;
    /** Jev's price; output tokens are free (docs/deciders.md#what-decisions-cost). */
    public static final double USD_PER_MILLION_INPUT_TOKENS = 0.042;

    /**
     * One decision: the requests sent for it ({@code framings}: one per framing, or one carrying all of them
     * where the decider takes framings together; hedged copies included, 0 when the run's cache answered), their request bytes and estimated
     * tokens, the wall time until it was settled, and the usage the server reported (0 when none).
     */
    public record Call(int framings, long requestBytes, long estimatedTokens, Duration latency, long inputTokens, long outputTokens) {
        public Call {
            latency = latency == null ? Duration.ZERO : latency;
        }

        /** One framing; {@code response} is null when none came back. */
        public static Call of(DecisionRequest request, Duration latency, DecisionResponse response) {
            return of(List.of(request), latency, response == null ? List.of() : List.of(response));
        }

        /** Several framings settled together in {@code latency}. */
        public static Call of(List<DecisionRequest> sent, Duration latency, List<DecisionResponse> answered) {
            long bytes = 0;
            long estimate = 0;
            for (DecisionRequest r : sent) {
                int size = WireFormat.size(r);
                bytes += size;
                estimate += estimateTokens(size, r.questions().size());
            }
            long in = 0;
            long out = 0;
            for (DecisionResponse r : answered) {
                in += r.usage().inputTokens();
                out += r.usage().outputTokens();
            }
            return new Call(sent.size(), bytes, estimate, latency, in, out);
        }
    }

    /** The run report's figures; serialises to JSON as-is. */
    public record Summary(long calls, long framings, long requestBytes, long estimatedTokens, long inputTokens, long outputTokens,
                          long medianLatencyMs, long p90LatencyMs, double estimatedCostUsd, double reportedCostUsd) {}

    private long calls;
    private long framings;
    private long requestBytes;
    private long estimatedTokens;
    private long inputTokens;
    private long outputTokens;
    private final List<Long> latenciesMs = new ArrayList<>();

    public static long estimateTokens(int requestBytes, int questions) {
        return (requestBytes + BYTES_PER_TOKEN - 1) / BYTES_PER_TOKEN + REQUEST_OVERHEAD_TOKENS + (long) TOKENS_PER_QUESTION * questions;
    }

    public static long estimateTokens(DecisionRequest request) { return estimateTokens(WireFormat.size(request), request.questions().size()); }

    public synchronized void record(Call call) {
        calls++;
        framings += call.framings();
        requestBytes += call.requestBytes();
        estimatedTokens += call.estimatedTokens();
        inputTokens += call.inputTokens();
        outputTokens += call.outputTokens();
        latenciesMs.add(call.latency().toMillis());
    }

    public synchronized Summary summary() {
        List<Long> sorted = new ArrayList<>(latenciesMs);
        Collections.sort(sorted);
        return new Summary(calls, framings, requestBytes, estimatedTokens, inputTokens, outputTokens,
                percentile(sorted, 50), percentile(sorted, 90),
                estimatedTokens * USD_PER_MILLION_INPUT_TOKENS / 1e6, inputTokens * USD_PER_MILLION_INPUT_TOKENS / 1e6);
    }

    /** Nearest rank: the smallest value with at least {@code p} % of the values at or below it. */
    static long percentile(List<Long> sorted, int p) {
        if (sorted.isEmpty()) return 0;
        int rank = (int) Math.ceil(p / 100.0 * sorted.size());
        return sorted.get(Math.max(0, rank - 1));
    }
}
