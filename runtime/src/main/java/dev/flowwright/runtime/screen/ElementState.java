package dev.flowwright.runtime.screen;

/** States an element can be in, as read from the accessibility tree (or the DOM). */
public enum ElementState {
    FOCUSED, SELECTED, CHECKED, DISABLED, EXPANDED, COLLAPSED, COVERED, OFFSCREEN, EDITABLE, READONLY, REQUIRED, INVALID, MULTILINE;

    /** The word used in compact element lines and fingerprints ("focused", "offscreen"). */
    public String word() { return name().toLowerCase(java.util.Locale.ROOT); }
}
