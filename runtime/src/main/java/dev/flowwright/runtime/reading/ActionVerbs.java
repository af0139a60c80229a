package dev.flowwright.runtime.reading;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The verbs a step uses to ask for an action ("click", "select", "enter", "expand", "open", …): where a
 * compound step's next sub-goal starts ({@link SubGoals}), and which steps cannot end done without
 * acting (see docs/how-a-run-works.md#the-do-loop, "no false done": a step that asks for a press is not done because
 * the screen looks right).
 */
public final class ActionVerbs {
    private ActionVerbs() {}

    /**
     * Verbs that ask for something to be done to the application: each starts a sub-goal of a compound
     * step, and a step starting with one names an action.
     */
    public static final Set<String> ACTING = Set.of(
            "click", "press", "tap", "hit", "select", "choose", "pick", "enter", "type", "fill", "input",
            "expand", "collapse", "open", "close", "check", "uncheck", "tick", "untick", "toggle", "submit",
            "search", "add", "remove", "delete", "send", "save", "scroll", "focus", "dismiss", "accept",
            "decline", "reject", "switch", "drag", "go", "navigate", "sign", "log", "reply", "forward",
            "copy", "paste", "highlight", "mark", "buy", "set", "increase", "decrease", "write", "put", "append",
            "deselect", "clear", "unfold", "visit", "respond", "answer", "archive", "star", "flag", "like", "retweet",
            "share", "login", "browse");

    /** Verbs that start a sub-goal without asking for an action themselves ("find the word, type it …"). */
    public static final Set<String> LOOKING = Set.of("find", "read", "look", "locate", "wait", "remember", "note", "verify",
            "ensure");

    private static final Pattern FIRST_WORD = Pattern.compile("^\\s*(?:please\\s+)?(?:then\\s+)?([A-Za-z]+)");

    /** True when the step's first word (after "please") is a verb that asks for an action. */
    public static boolean namesAnAction(String step) {
        if (step == null) return false;
        Matcher m = FIRST_WORD.matcher(step);
        return m.find() && ACTING.contains(m.group(1).toLowerCase(Locale.ROOT));
    }

    private static final Pattern TICKS = Pattern.compile("^\\s*(?:please\\s+)?(?:select|check|tick|mark|choose|pick|enable|turn\\s+on)\\b", Pattern.CASE_INSENSITIVE);

    /** The step asks to tick or choose something ("select A, B", "check the box"), not to clear it. */
    public static boolean ticks(String step) { return step != null && TICKS.matcher(step).find(); }

    /** True when {@code word} may start a sub-goal. */
    public static boolean startsASubGoal(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return ACTING.contains(w) || LOOKING.contains(w);
    }
}
