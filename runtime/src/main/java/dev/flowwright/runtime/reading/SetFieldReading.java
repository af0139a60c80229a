package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Giving a field a value, in the words people use for it — "set the speed to Fast", "choose Paris as the
 * location", "pick Scala as the preferred programming language", "choose the city London", "pick Choice 2 in
 * the single select input", "the title should be set to Dr." — is {@link Intent.SetField}: which field, and
 * what it should hold. The words do not say how the field takes it (typed into a box, picked from a list or a
 * calendar, a radio pressed): that is for the runner to see on screen.
 * <ul>
 *   <li>A named list ("from the city dropdown") is the choose reading's, and a number set on a field the
 *       typing reading's ("set the spinner to 5"); this reading comes after both.</li>
 *   <li>"set F to V" and "change F to V" take any value; a bare number for something that shows no box to take
 *       it (a counter may only have + and −) is set by the do loop, which the step decides on the screen.</li>
 *   <li>"choose the F V" takes a value that is a name — capitalised, a number or quoted ("the city London",
 *       "the number 7"), never "the second one".</li>
 *   <li>Several values for a field named in the plural ("choose Paris and Lyon as cities") are one intent each.</li>
 * </ul>
 */
public final class SetFieldReading implements Reading {
    /** "the", "your": the words before a field's name. */
    private static final String ARTICLE = "(?:(?:the|a|an|my|your|our|this|that)\\s+)?";
    /** A value that is a reference for the do loop, not a name ("the second one", "all of them", "it"). */
    private static final Pattern REFERENCE = Pattern.compile(
            "^(?:(?:the|a|an|any|all|each|every|both|some|another|this|that|these|those)\\s+"
                    + "|(?:none|nothing|no|it|them|one|all|both|something|anything)$"
                    + "|(?:first|second|third|fourth|fifth|last|next|previous|\\d+(?:st|nd|rd|th))\\b)",
            Pattern.CASE_INSENSITIVE);

    /** "set the speed to Fast", "change the title to "Dr."". */
    private static final Pattern SET = Pattern.compile(
            "^(?:set|change|switch|make)\\s+(?<field>" + ARTICLE + "\\S.*?)\\s+to\\s+(?<value>\\S.*?)\\s*[.!]?$", Pattern.CASE_INSENSITIVE);
    /** "choose Paris as the location", "use Luxury as the car type". */
    private static final Pattern AS = Pattern.compile(
            "^(?:choose|pick|select|use|take|set)\\s+(?<value>\\S.*?)\\s+as\\s+(?<field>" + ARTICLE + "\\S.*?)\\s*[.!]?$", Pattern.CASE_INSENSITIVE);
    /** "choose the city London", "select the number 7": a field word or two, then a value that is a name. */
    private static final Pattern THE_FIELD_VALUE = Pattern.compile(
            "^(?:choose|pick|select)\\s+(?<field>(?:the|a|your|my)\\s+\\p{Ll}[\\p{Ll}-]*(?:\\s+\\p{Ll}[\\p{Ll}-]*){0,2})\\s+"
                    + "(?<value>(?:\\p{Lu}|\\p{N})\\S*(?:\\s+(?:\\p{Lu}|\\p{N})\\S*){0,3})\\s*[.!]?$");
    /** "pick Choice 2 in the single select input": a value, then the field it goes in. */
    private static final Pattern IN = Pattern.compile(
            "^(?:choose|pick|select)\\s+(?<value>\\S.*?)\\s+(?:in|from|on|for)\\s+(?<field>(?:the|your|my)\\s+\\S.*?)\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SEVERAL = Pattern.compile("\\s*,\\s*(?:and\\s+)?|\\s+and\\s+", Pattern.CASE_INSENSITIVE);
    /** Values longer than this, unquoted, are a description for the do loop, not a value. */
    static final int MAX_VALUE_WORDS = 5;

    @Override
    public String about() { return "a field given a value: \"set the speed to Fast\", \"choose Paris as the location\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part);
        String masked = SubGoals.withoutQuotes(s);
        for (Pattern p : List.of(SET, AS, THE_FIELD_VALUE, IN)) {
            Matcher m = p.matcher(masked);
            if (!m.matches()) continue;
            String field = s.substring(m.start("field"), m.end("field")).strip();
            String value = s.substring(m.start("value"), m.end("value")).strip();
            List<Intent> out = intents(part.strip(), field, value);
            if (!out.isEmpty()) return out;
        }
        return List.of();
    }

    private static List<Intent> intents(String source, String field, String value) {
        String name = fieldName(field);
        if (name.isEmpty()) return List.of();
        List<String> values = new ArrayList<>();
        String unquoted = unquote(value);
        if (unquoted != null) {
            values.add(unquoted);
        } else {
            if (REFERENCE.matcher(value).find() || value.split("\\s+").length > MAX_VALUE_WORDS) return List.of();
            // "choose Paris and Lyon as cities": a field named in the plural takes each; a list of names for a
            // field in the singular ("Lamp, Rug and Vase from the scroll list") is boxes to tick, not one value
            if (plural(name) && SEVERAL.matcher(value).find()) {
                for (String v : SEVERAL.split(value)) if (!v.isBlank()) values.add(v.strip());
            } else if (value.contains(",")) {
                return List.of();
            } else {
                values.add(value);
            }
        }
        List<Intent> out = new ArrayList<>();
        for (String v : values) out.add(new Intent.SetField(source, Field.named(field), new Value(v)));
        return out;
    }

    /** The field's name without its article: "the preferred programming language" → "preferred programming language". */
    private static String fieldName(String field) {
        return field.replaceFirst("(?i)^(?:the|a|an|my|your|our|this|that)\\s+", "").strip();
    }

    private static boolean plural(String name) {
        String last = name.substring(name.lastIndexOf(' ') + 1).toLowerCase();
        return last.length() > 3 && last.endsWith("s") && !last.endsWith("ss");
    }

    /** The text inside quotes when the whole value is quoted, else null. */
    private static String unquote(String value) {
        Matcher q = QUOTED.matcher(value);
        return q.matches() ? q.group(q.group(1) != null ? 1 : q.group(2) != null ? 2 : 3).strip() : null;
    }

    private static final Pattern QUOTED = Pattern.compile("^\"([^\"]+)\"$|^“([^”]+)”$|^'([^']+)'$");
}
