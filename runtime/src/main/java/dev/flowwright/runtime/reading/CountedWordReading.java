package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Typing a word counted off a block of text — "type the 2nd word in the paragraph into the textbox", "enter
 * the last word of the passage in the answer box", "copy word number 3 of the text into the input" — is
 * {@link Intent.TypeShownWord}: which word, the block the step names, the field. The runner finds the block
 * on screen (asking which when there are several) and counts as a reader counts.
 */
public final class CountedWordReading implements Reading {
    private static final String ORDINAL = "(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)";
    private static final String BLOCK = "(?<in>(?:(?:first|second|third|last|\\d+(?:st|nd|rd|th))\\s+)?(?:paragraph|text|passage|sentence|quote|quotation|line|block\\s+of\\s+text)"
            + "(?:\\s+(?:below|above|shown|on\\s+the\\s+(?:page|screen)))?)";
    private static final Pattern STEP = Pattern.compile(
            "^(?:type|enter|write|put|input|paste|fill\\s+in|copy|key\\s+in)\\s+(?:the\\s+)?(?:(?<which>" + ORDINAL + ")\\s+word|word\\s+(?:number\\s+|no\\.?\\s*|#)?(?<n>\\d+))\\s+"
                    + "(?:in|of|from)\\s+the\\s+" + BLOCK + "\\s+(?:into|in|to|inside)\\s+(?<field>.+?)[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "a word counted off a block of text, typed: \"type the 2nd word in the paragraph into the textbox\""; }

    @Override
    public List<Intent> read(String part) {
        Matcher m = STEP.matcher(Wording.plain(part).strip());
        if (!m.matches()) return List.of();
        int which;
        if (m.group("n") != null) {
            which = Integer.parseInt(m.group("n"));
        } else {
            Integer n = OrdinalWords.count(m.group("which").toLowerCase(Locale.ROOT));
            if (n == null) return List.of();
            which = n;
        }
        if (which == 0) return List.of();
        return List.of(new Intent.TypeShownWord(part.strip(), which, m.group("in").strip(), Field.named(m.group("field"))));
    }
}
