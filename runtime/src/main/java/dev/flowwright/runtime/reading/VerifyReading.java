package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A check of what the screen shows — "verify that the cart shows 2 items", "make sure the total is €5",
 * "check that the order is confirmed", "ensure the banner is gone", "the page should say "Saved"" — is
 * {@link Intent.Verify}: the verify step, which acts on nothing. "Check the box" and "confirm the order"
 * are actions, not checks.
 */
public final class VerifyReading implements Reading {
    private static final Pattern THAT = Pattern.compile(
            "^(?:verify|check|confirm|ensure|make\\s+sure|see|assert|double[\\s-]check|validate)\\s+(?:that|whether|if)\\s+(?<what>\\S.*?)[.!]?$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern IT_SHOULD_BE = Pattern.compile(
            "^it\\s+(?:should|must)\\s+be\\s+(?:verified|checked|confirmed|ensured|clear)\\s+that\\s+(?<what>\\S.*?)[.!]?$", Pattern.CASE_INSENSITIVE);
    /** A statement of what shows: "is", "shows", "says" … after a subject. */
    private static final String STATES = "\\b(?:is|are|was|were|shows?|says?|reads?|contains?|has|have|displays?|lists?|includes?|appears?|exists?|equals?|became|becomes)\\b";
    private static final Pattern ENSURE = Pattern.compile("^(?:ensure|make\\s+sure|verify|assert)\\s+(?!to\\b|you\\b)(?<what>\\S.*" + STATES + ".*?)[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** "the page should say "Saved"", "the cart should show 2 items", "the banner should be gone". */
    private static final Pattern SHOULD_SHOW = Pattern.compile(
            "^(?<what>\\S.*?\\s+(?:should|must)\\s+(?:show|display|say|read|contain|list|include|now\\s+show|be\\s+(?:visible|shown|displayed|gone|empty|hidden|open|closed|enabled|disabled|there))\\b.*?)[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "a check of what the screen shows: \"verify that the cart shows 2 items\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        for (Pattern p : List.of(THAT, IT_SHOULD_BE, ENSURE)) {
            Matcher m = p.matcher(s);
            if (m.matches()) return List.of(new Intent.Verify(part.strip(), m.group("what").strip()));
        }
        Matcher m = SHOULD_SHOW.matcher(part.strip());
        if (m.matches()) return List.of(new Intent.Verify(part.strip(), m.group("what").strip()));
        return List.of();
    }
}
