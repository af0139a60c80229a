package dev.flowwright.runtime.surface;

/** How long to let the surface settle after an action (seed 000: briefly after a launch or Escape). */
public enum SettleKind {
    /** After a press or typing that may fetch: wait until requests end and the page holds still. */
    FULL,
    /** After a launch or Escape, which fetch nothing: only until it is still. */
    BRIEF
}
