package dev.flowwright.runtime.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.screen.ChangeNote;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SettleKind;

import java.util.List;
import java.util.Optional;

/**
 * The step's eyes on the application: looks (published, masked, seen by the loop guard), the state text a
 * request carries (cached per look), an application gone after a press, and the surface's reading side —
 * settling, waiting for a change, reading a field back. Nothing here acts: that is {@link Hands}.
 */
public interface Eyes {
    /** Looks at the application and publishes the look (masked) with the change note. */
    Screen look(int turn, String changeNote);

    /** A look that is not published: a fresh copy of the screen to find an element again (refs are minted per look). */
    Screen glance();

    /**
     * A blank look after a press: the application gets {@link dev.flowwright.runtime.Thresholds#APP_GONE_GRACE_MS}
     * to show a window again; still blank, it is gone (it quit after that press) and the run stops here
     * (issue #12 item 9) — no turn is spent on an application that is not there.
     */
    Screen unlessGone(int turn, Screen blank);

    void publishLook(int turn, Screen s, String changeNote);

    /** {@link #publishLook(int, Screen, String)} with the look's fingerprint already taken; the loop guard sees it. */
    void publishLook(int turn, Screen s, String changeNote, String fingerprint);

    /** The state text a request carries for this screen and step (masked; screen text wrapped as data). */
    JsonNode state(Screen screen, String stepText);

    /** The state with what the step's own actions changed since it began (null: nothing to tell yet). */
    JsonNode state(Screen screen, String stepText, ChangeNote.Change sinceStepBegan);

    /** Waits until the application holds still after an action. */
    void settle(SettleKind kind);

    /** Waits up to {@code millis} for anything on screen to change; true if it changed. */
    boolean awaitChange(long millis);

    /** A field's current value; empty when it cannot be read at all. */
    Optional<String> readValue(Element field);

    /** A subtree the last look cut short, with refs valid until the next look. */
    List<Element> explore(String ref);

    /** A table's cell past what shows brought into view ({@link dev.flowwright.runtime.surface.Surface#reveal}). */
    default boolean reveal(String ref, String address) { return false; }

    /** "browser", "desktop" or "sim", for shortcut and closing rules. */
    String surfaceKind();
}
