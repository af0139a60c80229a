package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Clearing boxes — "uncheck Lamp", "untick Lamp and Rug", "deselect Ann, Bo", "clear the Remember me box",
 * "turn off Dark mode", "uncheck all the boxes" — is {@link Intent.Untick}: the boxes by name, or every box
 * (no targets). A step that clears never presses a box already clear. "Clear the search field" is about
 * text, not a box, and is not read here.
 */
public final class UntickReading implements Reading {
    private static final Pattern UNTICK = Pattern.compile(
            "^(?:uncheck|untick|deselect|unselect|unmark|turn\\s+off|switch\\s+off)\\s+(?<what>\\S.*?)[.!]?$", Pattern.CASE_INSENSITIVE);
    /** "clear the Remember me box", "clear all checkboxes": "clear" of a box, not of a field's text. */
    private static final Pattern CLEAR_BOX = Pattern.compile(
            "^clear\\s+(?<what>\\S.*?(?:check\\s*box(?:es)?|tick\\s*box(?:es)?|\\bbox(?:es)?|selection|selections|ticks|checkmarks?))[.!]?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern ALL = Pattern.compile(
            "^(?:all|every|each)(?:\\s+(?:of\\s+)?the)?\\s+(?:boxes|box|checkboxes|checkbox|options?|selections?|ticks)$|^(?:the\\s+)?selections?$|^everything$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "boxes cleared: \"uncheck Lamp\", \"clear all the checkboxes\""; }

    /** True when the step asks to clear boxes (so it never presses one that is already clear). */
    public static boolean asks(String goal) {
        if (goal == null) return false;
        String s = Wording.plain(goal).strip();
        return UNTICK.matcher(s).matches() || CLEAR_BOX.matcher(s).matches();
    }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        Matcher m = UNTICK.matcher(s);
        if (!m.matches()) m = CLEAR_BOX.matcher(s);
        if (!m.matches()) return List.of();
        String what = m.group("what").strip();
        if (ALL.matcher(what).matches()) return List.of(new Intent.Untick(part.strip(), List.of()));
        List<Target> targets = new ArrayList<>();
        String masked = SubGoals.withoutQuotes(what);
        if (masked.contains(",") || masked.matches("(?i).*\\s+and\\s+.*")) {
            int at = 0;
            for (String piece : masked.split(",|\\s+and\\s+")) {
                int start = masked.indexOf(piece, at);
                at = start + piece.length();
                String name = what.substring(start, at).strip();
                if (!name.isEmpty()) targets.add(Target.of(name));
            }
        } else {
            targets.add(Target.of(what));
        }
        return List.of(new Intent.Untick(part.strip(), targets));
    }
}
