package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reading a text off the screen — "note the order number", "remember the total as total", "read the
 * confirmation code into code", "write down the booking reference" — is {@link Intent.Read}: the read step,
 * which keeps the value in the variable named after "as" or "into" for later steps (none named: it only
 * reads). Only a text is read this way ("remember me" is a box to tick).
 */
public final class ReadReading implements Reading {
    private static final Pattern READ = Pattern.compile(
            "^(?:read|read\\s+off|note|note\\s+down|write\\s+down|jot\\s+down|remember|memori[sz]e|record|look\\s+up)\\s+(?<what>\\S.*?)"
                    + "(?:\\s+(?:as|into|in|to)\\s+(?:the\\s+variable\\s+)?(?:\\$\\{(?<ref>[A-Za-z_][A-Za-z0-9_]*)}|(?<into>[A-Za-z_][A-Za-z0-9_]*)))?[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "a text read off the screen: \"note the order number\", \"remember the total as total\""; }

    @Override
    public List<Intent> read(String part) {
        Matcher m = READ.matcher(Wording.plain(part).strip());
        if (!m.matches()) return List.of();
        String what = m.group("what").strip();
        if (!ClipboardReading.namesAText(what)) return List.of();
        String into = m.group("ref") != null ? m.group("ref") : m.group("into");
        return List.of(new Intent.Read(part.strip(), what, into));
    }
}
