package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A menu path the way manuals and people write one — "Select File > Save As", "choose Korney>Sherie", "go
 * to View → Zoom → 200%" — is {@link Intent.MenuPath}: each name but the last a menu to open, the last one
 * pressed. A name of more than {@link #MAX_NAME_WORDS} words is a sentence, not a menu item.
 */
public final class MenuPathReading implements Reading {
    /** Longer than this, a part between angles is words, not a menu item's name. */
    static final int MAX_NAME_WORDS = 5;

    private static final Pattern PATH = Pattern.compile(
            "^(?:select|choose|pick|click(?:\\s+on)?|open|go\\s+to|navigate\\s+to)\\s+(?:the\\s+)?(?:menu\\s+(?:item|path|entry)\\s+)?"
                    + "(?<path>[^>]+(?:>[^>]+?)+?)(?:\\s+(?:in|on|from)\\s+the\\s+(?:menu|menus|menu\\s+bar|menubar))?[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "a menu path: \"Select File > Save As\", \"go to View → Zoom\""; }

    @Override
    public List<Intent> read(String part) {
        return names(Wording.plain(part)).map(n -> List.<Intent>of(new Intent.MenuPath(part.strip(), n))).orElse(List.of());
    }

    /** The names of the path, first to last, or empty when the step is not a menu path. */
    public static Optional<List<String>> names(String step) {
        if (step == null) return Optional.empty();
        String s = step.strip().replace("→", ">").replace("->", ">");
        Matcher m = PATH.matcher(s);
        if (!m.matches()) return Optional.empty();
        List<String> names = new ArrayList<>();
        for (String part : m.group("path").replaceAll("[.!]+$", "").split(">")) {
            String name = part.strip().replaceAll("^[\"'“‘]|[\"'”’]$", "").strip();
            if (name.isEmpty() || name.split("\\s+").length > MAX_NAME_WORDS) return Optional.empty();
            names.add(name);
        }
        return names.size() >= 2 ? Optional.of(List.copyOf(names)) : Optional.empty();
    }
}
