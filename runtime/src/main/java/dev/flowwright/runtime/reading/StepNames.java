package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names a step gives for what it is about (issue #13): its quoted texts, its {@code @handles} and its
 * capitalised words past the first (the first is the verb, capitalised as a sentence starts). "Find
 * Winifred in the contact book" names Winifred; "remove the email from Gisela" names Gisela; "open order
 * B-12" names its identifier B-12.
 */
public final class StepNames {
    private StepNames() {}

    private static final Pattern NAME = Pattern.compile("@[\\w.-]+|\"[^\"]+\"|“[^”]+”|\\b\\p{Lu}[\\p{L}'’-]{2,}");

    public static List<String> of(String intent) {
        List<String> out = new ArrayList<>();
        if (intent == null) return out;
        Matcher m = NAME.matcher(intent.strip());
        while (m.find()) {
            String g = m.group();
            boolean marked = g.startsWith("@") || g.startsWith("\"") || g.startsWith("“");
            if (m.start() == 0 && !marked) continue;
            String name = g.replaceAll("^[\"“]|[\"”]$", "").strip();
            if (!name.isEmpty()) out.add(name);
        }
        // identifiers: "open order B-12" names B-12, whatever its case (outside quotes, which are taken whole)
        for (Term t : Term.of(SubGoals.withoutQuotes(intent))) {
            if (t instanceof Term.Identifier id && out.stream().noneMatch(n -> n.equalsIgnoreCase(id.text()))) out.add(id.text());
        }
        return out;
    }

    /** A whole-word, case-blind pattern for {@code name}. */
    public static Pattern wholeWord(String name) {
        // an identifier is found whatever its formatting ("B-12" is "B12"), a word as written
        if (name.chars().anyMatch(Character::isDigit) && name.chars().anyMatch(Character::isLetter)) return Term.spelling(name);
        return Pattern.compile("(?<![\\p{L}\\p{N}@_])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}_])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }
}
