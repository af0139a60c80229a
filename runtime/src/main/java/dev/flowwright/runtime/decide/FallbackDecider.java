package dev.flowwright.runtime.decide;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * A decider that goes on with a fallback once its first decider has failed
 * ({@link DecisionException#deciderFailure()}: refused, unreachable, timing out or overloaded past its
 * retries, answering with something that is no answer) — {@code --decider-fallback offline}
 * (docs/commands/run.md). The switch is once and for good: a service that failed past its retries is
 * not asked again in the same run, so every later decision is not held up by its retries. The failed
 * request itself is asked of the fallback. {@code onSwitch} hears the failure once, on whichever
 * thread met it first. Without a switch it is its first decider, unchanged. Thread-safe.
 */
public final class FallbackDecider implements Decider {
    private final Decider first;
    private final Decider fallback;
    private final Consumer<DecisionException> onSwitch;
    private volatile DecisionException switched;

    public FallbackDecider(Decider first, Decider fallback, Consumer<DecisionException> onSwitch) {
        this.first = Objects.requireNonNull(first);
        this.fallback = Objects.requireNonNull(fallback);
        this.onSwitch = onSwitch == null ? e -> {} : onSwitch;
    }

    @Override
    public String describe() { return first.describe() + ", then " + fallback.describe() + " if it fails"; }

    /** The tighter of the two hosts' limits, so a knockout split fits whichever decider answers. */
    @Override
    public int maxChoiceOptions() { return Math.min(first.maxChoiceOptions(), fallback.maxChoiceOptions()); }

    /** As the first decider asks: the fallback answers a request of several framings question by question as well. */
    @Override
    public boolean framingsTogether() { return first.framingsTogether(); }

    @Override
    public boolean sequentialVoting() { return first.sequentialVoting(); }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        if (switched == null) {
            try {
                return first.decide(request);
            } catch (DecisionException e) {
                if (!e.deciderFailure()) throw e;
                switchOver(e);
            }
        }
        return fallback.decide(request);
    }

    private void switchOver(DecisionException e) {
        synchronized (this) {
            if (switched != null) return;
            switched = e;
        }
        onSwitch.accept(e);
    }

    /** The failure that made it switch, or null while the first decider serves. */
    public DecisionException switched() { return switched; }

    @Override
    public void close() {
        try {
            first.close();
        } finally {
            fallback.close();
        }
    }
}
