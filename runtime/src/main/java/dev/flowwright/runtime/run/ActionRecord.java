package dev.flowwright.runtime.run;

/**
 * One action a step took: {@code action} is "click", "fill <slot>", "press escape (undo)", "wait", …
 * The target is null for key presses and waits. Notes are masked.
 */
public record ActionRecord(String action, Target target, boolean ok, String note) {
    public ActionRecord { note = note == null ? "" : note; }

    /** What the action was aimed at, as seen on that look. */
    public record Target(String refId, String role, String name) {}
}
