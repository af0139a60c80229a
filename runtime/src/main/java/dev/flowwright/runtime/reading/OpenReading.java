package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Opening an item — "open the Q3 report", "view the first result", "bring up Ada's invoice", "the latest
 * message should be opened" — is {@link Intent.Open}: the do loop, with the item as its target.
 */
public final class OpenReading implements Reading {
    private static final Pattern OPEN = Pattern.compile(
            "^(?:open|view|bring\\s+up|pull\\s+up|display)\\s+(?!up\\b)(?<item>\\S.*?)[.!]?$", Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "an item opened: \"open the Q3 report\""; }

    @Override
    public List<Intent> read(String part) {
        Matcher m = OPEN.matcher(Wording.plain(part).strip());
        if (!m.matches()) return List.of();
        return List.of(new Intent.Open(part.strip(), Target.of(m.group("item"))));
    }
}
