package dev.flowwright.runtime.surface;

/** How long to let the surface settle after an action (briefly after a launch or Escape; docs/browser.md#waiting). */
public enum SettleKind {
    /** After a press or typing that may fetch: wait until requests end and the page holds still. */
    FULL,
    /** After a launch or Escape, which fetch nothing: only until it is still. */
    BRIEF,
    /**
     * After a replayed action (docs/recipes.md#replaying): requests the action started still end first, but stillness is
     * sampled fast, because the next step waits for its own element by condition — a replay that waits
     * out the do loop's full settle after every step is slower than the plain Playwright test it stands
     * beside. A click that looks inert still gets its grace to commit a navigation. Surfaces with no
     * faster way to tell treat it as {@link #FULL}.
     */
    QUICK
}
