package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.decide.Asker;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.surface.Surface;

import java.util.Optional;

/**
 * Heals a step by running the do loop once, asked in the imperative with the old label named as
 * possibly changed, stopped after one action.
 */
public final class DoLoopHealer implements Healer {
    private final Asker asker;
    private final RunListener listener;

    /** @param asker how the heal asks (a {@code DecisionMaker} over the chosen decider) */
    public DoLoopHealer(Asker asker) {
        this(asker, e -> { });
    }

    /** @param listener receives the heal's own events (looks, decisions, the one action) */
    public DoLoopHealer(Asker asker, RunListener listener) {
        this.asker = asker;
        this.listener = listener;
    }

    @Override
    public Optional<Target> heal(RecipeStep step, Surface surface) {
        throw new UnsupportedOperationException("not yet");
    }

    @Override
    public int decisions() { return 0; }
}
