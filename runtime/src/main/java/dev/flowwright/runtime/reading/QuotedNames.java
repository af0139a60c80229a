package dev.flowwright.runtime.reading;

import java.text.Normalizer;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a step puts in quotes ({@code Click on the link "Nam."}, {@code press “OK”}), and names compared
 * the way a person compares them with it: case, spacing and a closing full stop aside (issue #13). One
 * reading for the runtime's exact-target rule and the offline decider's quoted-name score.
 */
public final class QuotedNames {
    private QuotedNames() {}

    /**
     * Text between double quotes or typographic quotes, or between single quotes that are not
     * apostrophes (a quote mark with no letter on its outer side): "Ada's 'Inbox'" quotes only Inbox.
     */
    private static final Pattern QUOTED = Pattern.compile(
            "\"([^\"]{1,120})\"|“([^”]{1,120})”|‘([^’]{1,120})’|(?<![\\p{L}\\p{N}])'([^']{1,120})'(?![\\p{L}\\p{N}])");

    /** The step's quoted texts, folded. */
    public static Set<String> in(String step) {
        Set<String> out = new LinkedHashSet<>();
        if (step == null) return out;
        Matcher m = QUOTED.matcher(step);
        while (m.find()) {
            for (int g = 1; g <= m.groupCount(); g++) {
                if (m.group(g) == null) continue;
                String f = fold(m.group(g));
                if (!f.isEmpty()) out.add(f);
            }
        }
        return out;
    }

    /** Lower case, spacing collapsed, a closing full stop, comma, colon or semicolon left out ("Nam." reads as "nam"). */
    public static String fold(String s) {
        if (s == null) return "";
        String f = Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
        while (!f.isEmpty() && ".,:;".indexOf(f.charAt(f.length() - 1)) >= 0) f = f.substring(0, f.length() - 1).strip();
        return f;
    }
}
