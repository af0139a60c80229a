package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.Thresholds;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The run's model-call budget ({@code max_model_calls}, default {@link Thresholds#DEFAULT_MAX_CALLS},
 * capped at {@link Thresholds#MAX_CALLS}). Every call is charged when it is sent — stragglers after a
 * quorum and hedge copies included. Thread-safe.
 */
public final class ModelBudget {
    private final int limit;
    private final AtomicInteger spent = new AtomicInteger();

    public ModelBudget(int limit) {
        if (limit < 1) throw new IllegalArgumentException("a model budget needs at least one call, not " + limit);
        this.limit = Math.min(limit, Thresholds.MAX_CALLS);
    }

    public static ModelBudget standard() { return new ModelBudget(Thresholds.DEFAULT_MAX_CALLS); }

    public int limit() { return limit; }

    public int spent() { return spent.get(); }

    public int left() { return Math.max(0, limit - spent.get()); }

    /** Charges up to {@code wanted} calls and says how many it could; 0 when the budget is spent. */
    public int take(int wanted) {
        while (true) {
            int now = spent.get();
            int granted = Math.min(wanted, limit - now);
            if (granted <= 0) return 0;
            if (spent.compareAndSet(now, now + granted)) return granted;
        }
    }

    /** Charges one call if one is left. */
    public boolean tryTake() { return take(1) == 1; }
}
