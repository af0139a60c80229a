package dev.flowwright.runtime.run;

/**
 * What an action does to the application, as {@link Hands#act} performs it. The kind — never the words
 * an action is recorded under — decides the run's rules: which actions are presses (the new-items rule,
 * the application-gone note), which keep the field last typed into (Return may then run a search), which
 * the loop guard compares, and which verb a recipe event records.
 */
public enum ActionKind {
    /** Press (click, activate) an element. */
    CLICK("click"),
    /** Expand a combo box, tree item or disclosure. */
    EXPAND("expand"),
    /** Choose an option of a select-like element. */
    SELECT("select"),
    /** A key combo in macOS spelling. */
    KEY("press"),
    /** Press an empty layer where nothing pressable lies beneath it. */
    DISMISS_COVER("press"),
    /** Replace a field's value through the accessibility API (fill on the browser). */
    SET_VALUE("fill"),
    /** Type at the caret of a field. */
    TYPE("fill"),
    /** Paste through the clipboard, after select-all when replacing. */
    PASTE("paste"),
    /** Scroll an element, or the page. */
    SCROLL("scroll"),
    /** Wait for anything on screen to change. */
    WAIT("wait"),
    /** Open an address (browser). */
    NAVIGATE("navigate"),
    /** Start or bring forward a desktop application. */
    LAUNCH("launch");

    /** The verb a recipe event ({@link dev.flowwright.runtime.events.Event.Acted}) records for this kind. */
    public final String verb;

    ActionKind(String verb) { this.verb = verb; }

    /** A press of something on screen: held to the new-items rule, and named when the application is gone after it. */
    public boolean presses() { return this == CLICK || this == EXPAND || this == KEY || this == DISMISS_COVER; }

    /** Typing into a field: the run keeps that field as the one last typed into; any other action clears it. */
    public boolean typesIntoField() { return this == SET_VALUE || this == TYPE; }
}
