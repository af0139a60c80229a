package dev.flowwright.runtime.screen;

/** What sits in front: the application's own window, or something over it. */
public enum SurfaceKind {
    WINDOW, SHEET, DIALOG, POPOVER, LAYER, ALERT, NONE;

    public String word() { return name().toLowerCase(java.util.Locale.ROOT); }
}
