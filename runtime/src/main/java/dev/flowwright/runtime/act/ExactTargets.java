package dev.flowwright.runtime.act;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A name the step quotes ({@code Click on the link "Nam."}, {@code the button labelled “OK”}) is the
 * name of the target, not a bag of words: the one control on offer whose whole name is that text — case,
 * spacing and a closing full stop aside — is grounded without asking, ahead of anything that merely
 * shares words with the step (issue #13). Two or more such controls are look-alikes, left to the
 * ordinal and look-alike rules; a quote that names no control (a value to type) changes nothing.
 */
final class ExactTargets {
    private ExactTargets() {}

    /**
     * Text between double quotes or typographic quotes, or between single quotes that are not
     * apostrophes (a quote mark with no letter on its outer side).
     */
    private static final Pattern QUOTED = Pattern.compile(
            "\"([^\"]{1,120})\"|“([^”]{1,120})”|‘([^’]{1,120})’|(?<![\\p{L}\\p{N}])'([^']{1,120})'(?![\\p{L}\\p{N}])");

    static Optional<Grounding.Result> resolve(Screen screen, Grounding.Request request) {
        Set<String> quoted = quoted(request.goal());
        if (quoted.isEmpty()) return Optional.empty();
        List<Element> exact = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!e.can(request.needed()) || e.has(ElementState.DISABLED) || !e.isNamed() || !request.allowed().test(e)) continue;
            if (quoted.contains(fold(e.name()))) exact.add(e);
        }
        if (exact.size() != 1) return Optional.empty();
        return Optional.of(new Grounding.Result.Found(exact.get(0), 1.0, "exact"));
    }

    /** The step's quoted texts, folded. */
    static Set<String> quoted(String goal) {
        Set<String> out = new LinkedHashSet<>();
        if (goal == null) return out;
        Matcher m = QUOTED.matcher(goal);
        while (m.find()) {
            for (int g = 1; g <= m.groupCount(); g++) {
                if (m.group(g) == null) continue;
                String f = fold(m.group(g));
                if (!f.isEmpty()) out.add(f);
            }
        }
        return out;
    }

    /** Case- and spacing-insensitive, a closing full stop, comma or colon left out ("Nam." reads as "nam"). */
    static String fold(String s) {
        String f = Ordinals.fold(s);
        while (!f.isEmpty() && ".,:;".indexOf(f.charAt(f.length() - 1)) >= 0) f = f.substring(0, f.length() - 1).strip();
        return f;
    }
}
