package dev.flowwright.runtime.run;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Set;

/**
 * The only way a step acts on the application. Every action passes the same gate, in order: the loop
 * guard (the same action that changed nothing, or a flip back and forth, is refused), the new-items rule
 * (a press of an item already listed when the step asked for something new is refused), the action
 * budget; then the surface does it, and the action is recorded, published, and — when its kind says what
 * a replay needs — turned into a recipe event.
 */
public interface Hands {
    /**
     * Takes {@code action} through the gate and records it. A {@link SurfaceException} is recorded as a
     * failed action and rethrown; a refusal throws {@link LoopGuard.Stopped} or {@link NewItems.Refused}.
     */
    void act(int turn, Action action);

    /**
     * Takes {@code action} through the same gate, and leaves its record to the caller, who first checks
     * what it did (verified delivery reads a field back): the caller ends the returned {@link Taken} once.
     */
    Taken actThenCheck(int turn, Action action);

    /** An action taken and not yet recorded. */
    interface Taken {
        /** What the surface threw, or null when it went through. */
        SurfaceException failure();

        /** Records the action as done, with {@code note}. */
        void ok(String note);

        /** Records the action as failed, with {@code note}. */
        void failed(String note);
    }

    /**
     * Publishes what a recipe needs from an action that went through (the recorder's input): the element
     * masked, {@code rawValue} as written in the flow with each secret as {@code ${secrets.name}} (never its
     * value) and ordinary variables expanded. A value holding a secret a person typed on a handoff is
     * marked {@link dev.flowwright.runtime.events.Event.Acted#HANDOFF} whatever {@code origin} says.
     * Clicks, expands, scrolls and keys are published by {@link #act} itself; fills, selections and
     * addresses carry a value the action's words do not, so their runners call this.
     */
    void acted(int turn, ActionKind kind, Element target, String rawValue, String origin);

    /**
     * Tells the run its last action typed into {@code field} (the enter step calls this after a delivery):
     * Return may then run a search even over a sheet. Any other recorded action clears it.
     */
    void typedInto(Element field);

    /** The field the run's last action typed into, or null when its last action was not typing. */
    Element lastTypedInto();

    /** What was already open or listed when a step of this run asked for something new. */
    NewItems newItems();

    /** The listed items this step's presses are held to (see {@link NewItems#listedFor}). */
    Set<String> newItemsListed();

    /** The step's loop guard (docs/how-a-run-works.md): every loop of this step records into and asks the same one. */
    LoopGuard loopGuard();
}
