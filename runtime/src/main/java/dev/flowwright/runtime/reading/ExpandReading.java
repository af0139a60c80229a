package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Expanding — "Expand the section below", "unfold the Details", "open up the gift options", "show the
 * hidden options", "the tree should be expanded" — is {@link Intent.Expand}. The step is done once a
 * control reports itself expanded that did not at its first look, and it never presses a control already
 * expanded (the press would fold it again).
 */
public final class ExpandReading implements Reading {
    private static final Pattern EXPAND = Pattern.compile(
            "^(?:expand|unfold|open\\s+up|uncollapse|show\\s+the\\s+(?:hidden|collapsed|folded)|reveal\\s+the\\s+(?:hidden|collapsed|folded))\\b\\s*(?<what>.*?)[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "something expanded: \"expand the section below\", \"unfold the Details\""; }

    @Override
    public List<Intent> read(String part) {
        Matcher m = EXPAND.matcher(Wording.plain(part).strip());
        if (!m.matches()) return List.of();
        return List.of(new Intent.Expand(part.strip(), Target.of(m.group("what"))));
    }

    /** True when the step asks to expand something. */
    public static boolean asks(String goal) {
        return goal != null && EXPAND.matcher(Wording.plain(goal).strip()).matches();
    }

    /** The words after the expanding verb ("the gift options"), or empty when the step does not expand. */
    public static String what(String goal) {
        if (goal == null) return "";
        Matcher m = EXPAND.matcher(Wording.plain(goal).strip());
        return m.matches() ? m.group("what") : "";
    }
}
