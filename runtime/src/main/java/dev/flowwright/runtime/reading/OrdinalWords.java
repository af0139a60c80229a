package dev.flowwright.runtime.reading;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a step counts: "first", "2nd", "last" — the place a count word gives, and the first count a step
 * makes with the words after it ("the second radio button" → 2, "radio button").
 */
public final class OrdinalWords {
    private OrdinalWords() {}

    private static final Map<String, Integer> WORDS = Map.ofEntries(
            Map.entry("first", 1), Map.entry("second", 2), Map.entry("third", 3), Map.entry("fourth", 4),
            Map.entry("fifth", 5), Map.entry("sixth", 6), Map.entry("seventh", 7), Map.entry("eighth", 8),
            Map.entry("ninth", 9), Map.entry("tenth", 10), Map.entry("1st", 1), Map.entry("2nd", 2),
            Map.entry("3rd", 3), Map.entry("4th", 4), Map.entry("5th", 5), Map.entry("6th", 6),
            Map.entry("7th", 7), Map.entry("8th", 8), Map.entry("9th", 9), Map.entry("10th", 10), Map.entry("last", -1));

    private static final Pattern ORDINAL = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|[4-9]th|10th)\\s+(.+)$");

    /** The place a count word gives ("second" and "2nd" → 2, "last" → −1), or null for any other word. */
    public static Integer count(String word) {
        return word == null ? null : WORDS.get(word.toLowerCase(Locale.ROOT));
    }

    /** A count a step makes: its place, the word it used, and the words after it (folded). */
    public record Count(int n, String word, String phrase) {}

    /** The first count in {@code text} that has words after it, or empty. */
    public static Optional<Count> in(String text) {
        Matcher m = ORDINAL.matcher(fold(text));
        if (!m.find()) return Optional.empty();
        return Optional.of(new Count(WORDS.get(m.group(1)), m.group(1), m.group(2)));
    }

    /** Lower case, NFKC, spacing collapsed: how counts and role words are compared. */
    public static String fold(String s) {
        return s == null ? "" : Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    }
}
