package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Going to an address — "go to https://example.org/help", "open example.org/login", "visit www.example.org",
 * "navigate to http://127.0.0.1:8700/mail/" — is {@link Intent.Navigate}: the browse step. Going somewhere
 * the step names only in words ("go to the settings page") is the do loop's.
 */
public final class NavigateReading implements Reading {
    private static final String ADDRESS = "(?<address>(?:https?://|file:/)\\S+|www\\.\\S+|(?:[a-z0-9-]+\\.)+(?:com|org|net|io|dev|app|edu|gov|co|uk|de|fr|es|it|nl|in|info|local)(?::\\d+)?(?:/\\S*)?)";
    private static final Pattern GO = Pattern.compile(
            "^(?:go|navigate|browse|head|proceed|surf)\\s+(?:over\\s+)?to\\s+(?:the\\s+(?:page|site|address|url)\\s+)?" + ADDRESS + "\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern OPEN = Pattern.compile(
            "^(?:open|visit|load|browse)\\s+(?:the\\s+(?:page|site|address|url)\\s+)?" + ADDRESS + "\\s*[.!]?$", Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "an address to open: \"go to https://example.org/help\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        Matcher m = GO.matcher(s);
        if (!m.matches()) m = OPEN.matcher(s);
        if (!m.matches()) return List.of();
        String address = m.group("address").replaceAll("[.!,]+$", "");
        return List.of(new Intent.Navigate(part.strip(), address));
    }
}
