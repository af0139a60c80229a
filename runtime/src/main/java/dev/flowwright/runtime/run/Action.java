package dev.flowwright.runtime.run;

import dev.flowwright.runtime.screen.Element;

/**
 * One action a step asks {@link Hands#act} to take: its {@link ActionKind}, the element (of the latest
 * look) it acts on, the value it carries (text, option, key combo, address, application) and the words it
 * is recorded under ("click", "press escape (undo)", "fill subject"). The value may be a secret's text:
 * {@link #toString} names only the words.
 */
public record Action(ActionKind kind, Element target, String value, String words, boolean replace) {

    /** A press of {@code target}: {@link ActionKind#CLICK} or {@link ActionKind#EXPAND}, recorded as its verb. */
    public static Action press(ActionKind kind, Element target) {
        if (kind != ActionKind.CLICK && kind != ActionKind.EXPAND) throw new IllegalArgumentException("not a press: " + kind);
        return new Action(kind, target, null, kind.verb, false);
    }

    public static Action click(Element target) { return press(ActionKind.CLICK, target); }

    /** A key combo in macOS spelling, recorded as "press {combo}". */
    public static Action key(String combo) { return new Action(ActionKind.KEY, null, combo, "press " + combo, false); }

    /** Presses the empty layer over the page. */
    public static Action dismissCover() { return new Action(ActionKind.DISMISS_COVER, null, null, "press the cover", false); }

    /** Chooses {@code option} in {@code list}, recorded as "select {named}". */
    public static Action select(Element list, String option, String named) {
        return new Action(ActionKind.SELECT, list, option, "select " + named, false);
    }

    /** Sets {@code field}'s value to {@code text}, recorded under {@code words}. */
    public static Action setValue(Element field, String text, String words) { return new Action(ActionKind.SET_VALUE, field, text, words, false); }

    /** Types {@code text} at {@code field}'s caret, recorded under {@code words}. */
    public static Action type(Element field, String text, String words) { return new Action(ActionKind.TYPE, field, text, words, false); }

    /** Pastes {@code text} into {@code field} (over what it holds when {@code replace}), recorded under {@code words}. */
    public static Action paste(Element field, String text, boolean replace, String words) {
        return new Action(ActionKind.PASTE, field, text, words, replace);
    }

    /** Scrolls {@code target} (the page when null) down. */
    public static Action scroll(Element target) { return new Action(ActionKind.SCROLL, target, "down", "scroll", false); }

    /** Waits up to {@code millis} for the screen to change. */
    public static Action waitForChange(long millis) { return new Action(ActionKind.WAIT, null, Long.toString(millis), "wait", false); }

    public static Action navigate(String url) { return new Action(ActionKind.NAVIGATE, null, url, "navigate", false); }

    public static Action launch(String app) { return new Action(ActionKind.LAUNCH, null, app, "launch " + app, false); }

    /** The same action recorded with why it was taken: "click (uncover)", "press escape (undo)". */
    public Action because(String why) { return new Action(kind, target, value, words + " (" + why + ")", replace); }

    /** The same action on another element (a fresh look's copy of the same target). */
    public Action on(Element other) { return new Action(kind, other, value, words, replace); }

    /** The words after the verb, without a trailing "(why)": the slot, option or key the action names. */
    String detail() {
        String verb = words.split(" ", 2)[0];
        return words.length() > verb.length() ? words.substring(verb.length() + 1).replaceAll(" ?\\(.*\\)$", "") : "";
    }

    @Override
    public String toString() { return words; }
}
