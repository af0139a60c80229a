package dev.flowwright.runtime.decide.offline;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where to read a quantity from when no source names it: "the result on the display", "the total".
 * Words rarely match here — a calculator's entry line is just {@code textbox = "4736"} — so a source
 * that holds a number earns a share of relevance, more when it is the field being worked in (focused)
 * or an entry line rather than a caption. Only for quantity words; reading "the confirmation message"
 * stays with word relevance.
 */
final class Readings {
    private static final Set<String> QUANTITY_WORDS = Set.of("result", "total", "answer", "sum", "amount", "count",
            "number", "value", "price", "balance", "product", "display", "reading", "figure", "score");
    private static final Pattern NUMBER = Pattern.compile("^[−+-]?[\\d\\s,.\\u2009\\u202f]*\\d[\\d\\s,.\\u2009\\u202f]*%?$");
    /** What a source that holds a number scores, before the bonuses: on a par with a weak word match. */
    static final double HOLDS_NUMBER = 0.35;
    /** Bonus for the field being worked in, and for an entry line over a caption. */
    static final double FOCUSED = 0.15;
    static final double ENTRY = 0.1;

    private Readings() {}

    static boolean asksForQuantity(String what) {
        for (String w : Words.of(what)) if (QUANTITY_WORDS.contains(w.toLowerCase(Locale.ROOT))) return true;
        return false;
    }

    /** Raises each numeric source's score to what holding a number earns, when that is more than its words. */
    static void favourNumbers(Map<String, Double> scores, Map<String, Candidate> options) {
        for (var e : options.entrySet()) {
            Candidate c = e.getValue();
            if (c.value() == null || !NUMBER.matcher(c.value().strip()).matches()) continue;
            double s = HOLDS_NUMBER + (c.has("focused") ? FOCUSED : 0) + (c.isTextField() ? ENTRY : 0);
            scores.merge(e.getKey(), s, Math::max);
        }
    }
}
