package dev.flowwright.runtime.run.fake;

import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.ActionKind;
import dev.flowwright.runtime.run.Hands;
import dev.flowwright.runtime.run.LoopGuard;
import dev.flowwright.runtime.run.NewItems;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * {@link Hands} for a rule tested without a run: each action is handed to {@code application} (which may
 * change a fake's state or throw a {@link SurfaceException}), and every record is kept in order. A
 * {@code refuse} predicate stands in for the gate (the loop guard, the new-items rule).
 */
public final class FakeHands implements Hands {
    /** One recorded action: its words, whether it went through, and its note. */
    public record Taken(String words, ActionKind kind, boolean ok, String note) {}

    private final Consumer<Action> application;
    private final List<Taken> records = new ArrayList<>();
    private final List<Action> attempted = new ArrayList<>();
    private Predicate<Action> refuse = a -> false;
    private Element lastTyped;

    public FakeHands(Consumer<Action> application) { this.application = application; }

    /** From now on, actions {@code refuse} accepts are refused as the loop guard refuses them. */
    public FakeHands refusing(Predicate<Action> refuse) {
        this.refuse = refuse;
        return this;
    }

    public List<Taken> records() { return List.copyOf(records); }

    /** Every action that reached the application, refused ones not included. */
    public List<Action> attempted() { return List.copyOf(attempted); }

    @Override
    public void act(int turn, Action action) {
        Hands.Taken t = actThenCheck(turn, action);
        if (t.failure() != null) {
            t.failed(t.failure().getMessage());
            throw t.failure();
        }
        t.ok("");
    }

    @Override
    public Hands.Taken actThenCheck(int turn, Action action) {
        if (refuse.test(action)) throw new LoopGuard.Stopped("stopped a loop: " + action.words());
        attempted.add(action);
        SurfaceException failure = null;
        try {
            application.accept(action);
        } catch (SurfaceException e) {
            failure = e;
        }
        SurfaceException thrown = failure;
        return new Hands.Taken() {
            @Override public SurfaceException failure() { return thrown; }

            @Override public void ok(String note) { records.add(new Taken(action.words(), action.kind(), true, note)); }

            @Override public void failed(String note) { records.add(new Taken(action.words(), action.kind(), false, note)); }
        };
    }

    @Override public void acted(int turn, ActionKind kind, Element target, String rawValue, String origin) {}

    @Override public void typedInto(Element field) { lastTyped = field; }

    @Override public Element lastTypedInto() { return lastTyped; }

    @Override public NewItems newItems() { return new NewItems(); }

    @Override public Set<String> newItemsListed() { return Set.of(); }

    @Override public LoopGuard loopGuard() { return new LoopGuard(); }
}
