package dev.flowwright.runtime.screen;

/** What a surface can do to an element. Grounding offers only candidates that support the needed action. */
public enum ElementAction {
    CLICK, SET_VALUE, TYPE_TEXT, EXPAND, SCROLL, SELECT, CHECK;

    public String word() { return name().toLowerCase(java.util.Locale.ROOT); }
}
