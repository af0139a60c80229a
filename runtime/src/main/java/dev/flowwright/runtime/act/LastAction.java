package dev.flowwright.runtime.act;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.SurfaceKind;

/**
 * What the loop did on a turn, read back on the next turn's look: whether it changed the screen, opened
 * the task's dialog, ended a dismissal, regressed.
 *
 * @param kind          what sort of action
 * @param target        the element acted on (null for keys and waits)
 * @param signature     the target's signature (null without a target)
 * @param surfaceBefore what was in front when it acted
 * @param combo         the key combo for key presses
 */
record LastAction(Kind kind, Element target, String signature, SurfaceKind surfaceBefore, String combo) {
    enum Kind {
        /** A press (or expand) the step chose through grounding. */
        PRESS,
        /** A shortcut key. */
        KEY,
        SCROLL,
        WAIT,
        /** The run's own housekeeping: a dismissed obstacle, an undo, an uncover. Opens no task dialog. */
        HOUSEKEEPING,
        /** A person did something during a handoff. */
        HUMAN
    }

    boolean targeted() { return kind == Kind.PRESS && target != null; }

    /** The run's own press or typing: the kind of action that can open a dialog of the task's. */
    boolean mayOpenTaskDialog() { return kind == Kind.PRESS || (kind == Kind.KEY && !"escape".equals(combo)); }

    boolean pressedNamed() { return target != null && target.isNamed() && (kind == Kind.PRESS || kind == Kind.HOUSEKEEPING); }
}
