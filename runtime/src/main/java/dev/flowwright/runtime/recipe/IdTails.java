package dev.flowwright.runtime.recipe;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The stable part of an element id that a framework generated in part: React's {@code :r1:}, JSF's
 * {@code j_idt23:}, Angular Material's {@code mat-input-4}, Ember's {@code ember123}, counters and
 * uuid-ish suffixes change from one render (or release) to the next; the words a developer wrote do
 * not. An id with nothing left once those are dropped is wholly generated and locates nothing.
 */
final class IdTails {
    private IdTails() {}

    /** A whole {@code :}-separated segment a framework made up. */
    private static final List<Pattern> GENERATED_SEGMENTS = List.of(
            Pattern.compile("j_id[a-z]*\\d+"),                      // JSF: j_idt23, j_id5
            Pattern.compile("[rR][0-9a-zA-Z]{1,6}"),                // React useId: :r1:, :R2a6: (between colons only)
            Pattern.compile("«[rR][0-9a-zA-Z]{1,6}»"),              // React 19 useId
            Pattern.compile("ember\\d+"),                           // Ember
            Pattern.compile("(mat|cdk|mdc)-[a-z-]+-\\d+"),          // Angular Material / CDK
            Pattern.compile("(ext|gwt|yui|ui-id|react-select)-[a-z-]*\\d+"),
            Pattern.compile("\\d+"),
            Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
            Pattern.compile("(?=[0-9a-f]*\\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}"));

    /** A counter or uuid-ish suffix on a segment a developer named: {@code email-3}, {@code name_8f3a9c1e}. */
    private static final Pattern SUFFIX = Pattern.compile(
            "([-_](\\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=[0-9a-f]*\\d)[0-9a-f]{6,}))+$");

    /** A generated prefix glued to a developer's word: {@code mat-input-4-label}, {@code ember12-name}. */
    private static final Pattern PREFIX = Pattern.compile("^((mat|cdk|mdc)-[a-z]+-\\d+|ember\\d+|j_id[a-z]*\\d+)[-_]");

    /**
     * The id with its generated parts dropped: the id itself when nothing in it looks generated, empty
     * when all of it does.
     */
    static String stablePart(String id) {
        if (id == null || id.isBlank()) return "";
        boolean colons = id.indexOf(':') >= 0;
        List<String> kept = new ArrayList<>();
        for (String segment : id.split(":", -1)) {
            if (segment.isEmpty()) continue;
            if (generated(segment, colons)) continue;
            String s = PREFIX.matcher(segment).replaceFirst("");
            s = SUFFIX.matcher(s).replaceFirst("").replaceAll("^[-_.]+|[-_.]+$", "");
            if (!s.isEmpty() && !generated(s, colons)) kept.add(s);
        }
        return String.join(":", kept);
    }

    /** Nothing of the id survives: it locates nothing and is left out of a target. */
    static boolean whollyGenerated(String id) {
        return stablePart(id).isEmpty();
    }

    /** The part worth recording as {@code idTail}, or null when the id is stable as it is or wholly generated. */
    static String tail(String id) {
        String stable = stablePart(id);
        return stable.isEmpty() || stable.equals(id) ? null : stable;
    }

    /** Whether an element's id carries this tail: its stable part is the tail or ends with {@code :tail}. */
    static boolean hasTail(String id, String tail) {
        if (id == null || tail == null || tail.isEmpty()) return false;
        String stable = stablePart(id);
        return stable.equals(tail) || stable.endsWith(":" + tail);
    }

    private static boolean generated(String segment, boolean betweenColons) {
        for (int i = 0; i < GENERATED_SEGMENTS.size(); i++) {
            if (i == 1 && !betweenColons) continue; // "r2" alone is a word, not React's id
            if (GENERATED_SEGMENTS.get(i).matcher(segment).matches()) return true;
        }
        return false;
    }
}
