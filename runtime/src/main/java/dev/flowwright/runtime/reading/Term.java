package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One piece of how a step names a thing, typed by what it is: a quoted name (whole, exact), an
 * {@code @handle}, an identifier whose spelling matters letter for letter ({@code B-12}, {@code SKU 88-1042},
 * {@code M8 × 25}), a number, or a plain word.
 */
public sealed interface Term {
    String text();

    /** Text the step put in quotes: a name to match whole. */
    record Quoted(String text) implements Term {}

    /** {@code @dolores}: an account. */
    record Handle(String text) implements Term {}

    /** Letters with digits: a code, a part number, a size. */
    record Identifier(String text) implements Term {}

    /** A number on its own: 3, -10, 12.5. */
    record Number(String text) implements Term {}

    /** Any other word. */
    record Word(String text) implements Term {}

    Pattern QUOTE = Pattern.compile("\"([^\"]+)\"|“([^”]+)”|‘([^’]+)’|(?<![\\p{L}\\p{N}])'([^']+)'(?![\\p{L}\\p{N}])");
    Pattern HANDLE = Pattern.compile("(?<![\\p{L}\\p{N}_.])@[\\p{L}\\p{N}_.-]*[\\p{L}\\p{N}_]");
    /**
     * A code: a capitalised prefix and digits ({@code SKU 88-1042}), letters and digits in one token ({@code B-12},
     * {@code 9oY}, {@code M8}), each maybe followed by "× 25" (a size); ordinals ("2nd") are counts, not codes.
     */
    Pattern IDENTIFIER = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(?:\\p{Lu}{2,6}\\s+\\d[\\d./-]*|(?!(?:\\d+(?:st|nd|rd|th))(?![\\p{L}\\p{N}]))"
                    + "(?=[\\p{L}\\p{N}-]*\\p{N})(?=[\\p{L}\\p{N}-]*\\p{L})[\\p{L}\\p{N}][\\p{L}\\p{N}-]*)"
                    + "(?:\\s*[×x]\\s*\\d+(?:[.,]\\d+)?)*(?![\\p{L}\\p{N}])");
    Pattern NUMBER = Pattern.compile("(?<![\\p{L}\\p{N}])[-+]?\\d+(?:[.,]\\d+)?(?![\\p{L}\\p{N}])");
    Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*");

    /** The terms of {@code phrase} in the order they are written. */
    static List<Term> of(String phrase) {
        List<Term> out = new ArrayList<>();
        if (phrase == null || phrase.isBlank()) return out;
        StringBuilder rest = new StringBuilder(phrase);
        List<int[]> spans = new ArrayList<>();
        List<Term> found = new ArrayList<>();
        take(QUOTE, rest, spans, found, m -> {
            for (int g = 1; g <= m.groupCount(); g++) if (m.group(g) != null) return new Quoted(m.group(g).strip());
            return new Quoted(m.group());
        });
        take(HANDLE, rest, spans, found, m -> new Handle(m.group()));
        take(IDENTIFIER, rest, spans, found, m -> new Identifier(m.group().strip()));
        take(NUMBER, rest, spans, found, m -> new Number(m.group()));
        take(WORD, rest, spans, found, m -> new Word(m.group()));
        Integer[] order = new Integer[found.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, java.util.Comparator.comparingInt(i -> spans.get(i)[0]));
        for (Integer i : order) out.add(found.get(i));
        return out;
    }

    /** Finds every match of {@code p} in the text not taken yet, blanks it, and keeps its term. */
    private static void take(Pattern p, StringBuilder text, List<int[]> spans, List<Term> found,
                             java.util.function.Function<Matcher, Term> term) {
        Matcher m = p.matcher(text.toString());
        List<int[]> hits = new ArrayList<>();
        while (m.find()) {
            found.add(term.apply(m));
            spans.add(new int[]{m.start(), m.end()});
            hits.add(new int[]{m.start(), m.end()});
        }
        for (int[] h : hits) for (int i = h[0]; i < h[1]; i++) text.setCharAt(i, '\u0000');
    }

    /**
     * A name as a pattern that ignores its formatting, for finding an identifier or a quoted name on screen: its
     * runs of letters and digits in order, anything but letters and digits allowed between them, never a letter
     * or digit just before or after — "B-12" finds "B12" and "b 12" but not "B-123" or "AB-12"; "M8 × 25" finds
     * "M8x25" and "M8 x 25" (the multiplication sign is an x on both sides); case is ignored.
     */
    static Pattern spelling(String name) {
        String f = java.text.Normalizer.normalize(name == null ? "" : name, java.text.Normalizer.Form.NFKC);
        List<String> runs = new ArrayList<>();
        Matcher m = RUN.matcher(f.replace('×', 'x'));
        while (m.find()) runs.add(Pattern.quote(m.group()));
        if (runs.isEmpty()) return Pattern.compile(Pattern.quote(f.strip()), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        return Pattern.compile("(?<![\\p{L}\\p{N}])" + String.join("[^\\p{L}\\p{N}]*", runs) + "(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /** Whether {@code text} shows {@code name} as {@link #spelling} finds it (the text's × read as x). */
    static boolean shows(String text, String name) {
        return text != null && spelling(name).matcher(text.replace('×', 'x')).find();
    }

    /** Runs of letters or digits; a change from letters to digits is no boundary ("M8" is one run). */
    Pattern RUN = Pattern.compile("[\\p{L}\\p{N}]+");

    /** The plain words among {@code terms}, lower case. */
    static List<String> words(List<Term> terms) {
        List<String> out = new ArrayList<>();
        for (Term t : terms) if (t instanceof Word w) out.add(w.text().toLowerCase(Locale.ROOT));
        return out;
    }
}
