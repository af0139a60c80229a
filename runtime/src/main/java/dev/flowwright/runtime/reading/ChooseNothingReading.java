package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Choosing nothing — "Select nothing", "check none of the boxes", "tick no boxes", "leave every box
 * unticked", "nothing should be selected" — is {@link Intent.ChooseNothing}: it holds while nothing on
 * screen is chosen, read off the controls, not asked.
 */
public final class ChooseNothingReading implements Reading {
    private static final Pattern NOTHING = Pattern.compile(
            "^\\s*(?:select|check|tick|choose|pick|mark)\\s+(?:nothing|none(?:\\s+of\\s+(?:them|the\\s+\\S+(?:\\s+\\S+)?))?|no\\s+(?:items?|options?|box|boxes|checkbox(?:es)?|answers?))\\s*[.!]?\\s*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern LEAVE = Pattern.compile(
            "^\\s*leave\\s+(?:every|each|all(?:\\s+(?:of\\s+)?the)?|the)\\s+(?:boxes|box|checkboxes|checkbox|options?)\\s+(?:unticked|unchecked|unselected|empty|clear|blank)\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "nothing chosen: \"select nothing\", \"check none of the boxes\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part);
        return asks(s) ? List.of(new Intent.ChooseNothing(part.strip())) : List.of();
    }

    /** True when the step chooses nothing. */
    public static boolean asks(String goal) {
        if (goal == null) return false;
        String s = Wording.plain(goal);
        return NOTHING.matcher(s).matches() || LEAVE.matcher(s).matches();
    }
}
