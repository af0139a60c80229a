package dev.flowwright.runtime.act;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A compound step read as ordered sub-goals (issue #13 item 3, seed 002's numbered-step second opinion):
 * "Select A, B and click Submit" is "Select A, B" then "click Submit"; "Enter X into the text field and
 * press Submit", "Expand the section below, then click submit" likewise. A step splits only where a new
 * action verb ({@link ActionVerbs}) starts after "and", "then", a comma, a semicolon or a full stop, so
 * "search for salt and pepper" stays one goal and "Select A, B" stays one list of targets for one verb.
 * Quoted text never splits, and a capitalised verb after "and" or a comma is a name ("Select Save and
 * Open"), not a new action.
 */
public final class SubGoals {
    private SubGoals() {}

    /** A separator, then the word that follows it. */
    private static final Pattern BOUNDARY = Pattern.compile(
            "(\\s*;\\s*|\\.\\s+|,?\\s+and\\s+then\\s+|,?\\s+then\\s+|,\\s*and\\s+|\\s+and\\s+|,\\s*)([A-Za-z]+)");
    private static final Pattern LEADING = Pattern.compile("^(?:\\s|,|;|and\\b|then\\b)+", Pattern.CASE_INSENSITIVE);
    private static final Pattern TRAILING = Pattern.compile("[\\s,;.]+$");
    private static final Map<Character, Character> QUOTES = Map.of('\'', '\'', '"', '"', '‘', '’', '“', '”', '`', '`');

    /** The step's sub-goals in order; one element (the step, trimmed) when it is not compound. */
    public static List<String> of(String step) {
        if (step == null || step.isBlank()) return List.of(step == null ? "" : step.strip());
        String masked = withoutQuotes(step);
        List<String> parts = new ArrayList<>();
        int start = 0;
        Matcher m = BOUNDARY.matcher(masked);
        while (m.find()) {
            String separator = m.group(1);
            String word = m.group(2);
            if (!ActionVerbs.startsASubGoal(word)) continue;
            boolean strong = separator.contains(";") || separator.contains(".") || separator.contains("then");
            if (!strong && Character.isUpperCase(word.charAt(0))) continue;
            String part = clean(step.substring(start, m.start()));
            if (part.isEmpty()) continue;
            parts.add(part);
            start = m.start(2);
        }
        String last = clean(step.substring(start));
        if (!last.isEmpty()) parts.add(last);
        if (parts.size() < 2) return List.of(step.strip());
        return List.copyOf(parts);
    }

    private static String clean(String part) {
        String p = LEADING.matcher(part).replaceFirst("");
        return TRAILING.matcher(p).replaceFirst("").strip();
    }

    /**
     * The step with quoted parts blanked (same length), so "type 'salt and pepper; then more'" is not
     * read as two actions. A quote opens only at the start or after a space.
     */
    public static String withoutQuotes(String s) {
        StringBuilder out = new StringBuilder(s.length());
        Character close = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (close != null) {
                if (c == close) close = null;
                out.append(' ');
            } else if (QUOTES.containsKey(c) && (i == 0 || s.charAt(i - 1) == ' ')) {
                close = QUOTES.get(c);
                out.append(' ');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
