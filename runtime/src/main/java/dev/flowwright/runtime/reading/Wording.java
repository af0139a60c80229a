package dev.flowwright.runtime.reading;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plain imperative a part of a step says, however it is worded, so that each reading matches one
 * form: politeness dropped ("please", "could you", "kindly", "… for me"), a passive turned round ("the
 * Submit button should be clicked" → "click the Submit button"), a place or a thing put first turned
 * round ("into the search box, type "x"" → "type "x" into the search box"; "the Save button: click it" →
 * "click the Save button"). Quoted text is never rewritten. What the wording cannot make plain it leaves
 * as it is.
 */
public final class Wording {
    private Wording() {}

    private static final Pattern POLITE_LEAD = Pattern.compile(
            "^(?:(?:please|kindly|just)\\s*,?\\s+|(?:now|next|then|first|finally|also)\\s*,\\s*|(?:could|can|would|will)\\s+you\\s+(?:please\\s+)?"
                    + "|i(?:'d| would)\\s+like\\s+(?:you\\s+)?to\\s+|i\\s+(?:want|need)\\s+(?:you\\s+)?to\\s+|go\\s+ahead\\s+and\\s+"
                    + "|(?:you\\s+(?:should|need\\s+to|must|have\\s+to)\\s+)|(?:let's|let\\s+us)\\s+|(?:make\\s+sure\\s+(?:to|you)\\s+))+",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern POLITE_TAIL = Pattern.compile(
            "(?:\\s*,?\\s+(?:please|for\\s+me|if\\s+you\\s+(?:can|could|would)|thanks|thank\\s+you))+\\s*[.!?]?\\s*$|\\s*[?]\\s*$",
            Pattern.CASE_INSENSITIVE);

    /** A participle and the verb it is of. */
    private static final Map<String, String> PARTICIPLES = Map.ofEntries(
            Map.entry("typed", "type"), Map.entry("entered", "enter"), Map.entry("written", "write"), Map.entry("put", "put"),
            Map.entry("filled in", "fill in"), Map.entry("filled", "fill"), Map.entry("input", "input"), Map.entry("keyed in", "key in"),
            Map.entry("clicked", "click"), Map.entry("pressed", "press"), Map.entry("tapped", "tap"), Map.entry("hit", "hit"),
            Map.entry("selected", "select"), Map.entry("chosen", "choose"), Map.entry("picked", "pick"),
            Map.entry("ticked", "tick"), Map.entry("checked", "check"), Map.entry("unchecked", "uncheck"), Map.entry("unticked", "untick"),
            Map.entry("deselected", "deselect"), Map.entry("cleared", "clear"),
            Map.entry("expanded", "expand"), Map.entry("unfolded", "unfold"), Map.entry("opened", "open"), Map.entry("added", "add"),
            Map.entry("appended", "append"), Map.entry("pasted", "paste"), Map.entry("copied", "copy"), Map.entry("noted", "note"),
            Map.entry("forwarded", "forward"), Map.entry("sent", "send"), Map.entry("submitted", "submit"), Map.entry("focused", "focus"),
            Map.entry("read", "read"), Map.entry("visited", "visit"), Map.entry("set", "set"), Map.entry("changed", "change"),
            Map.entry("switched", "switch"));
    /** "X should be typed into Y", "X must be clicked", "X is to be added to the list", "X gets pressed". */
    private static final Pattern PASSIVE = Pattern.compile(
            "^(?<object>.+?)\\s+(?:should|must|shall|needs\\s+to|need\\s+to|has\\s+to|have\\s+to|ought\\s+to)\\s+be\\s+(?<participle>"
                    + "filled\\s+in|keyed\\s+in|[a-z]+)(?<rest>(?:\\s+.*)?)$|^(?<object2>.+?)\\s+(?:is|are)\\s+to\\s+be\\s+(?<participle2>filled\\s+in|keyed\\s+in|[a-z]+)(?<rest2>(?:\\s+.*)?)$",
            Pattern.CASE_INSENSITIVE);
    /** "into the search box, type "x"", "from the dropdown, choose A", "to the shopping list, add milk". */
    private static final Pattern PLACE_FIRST = Pattern.compile(
            "^(?<place>(?:into|in|inside|on|onto|from|to|with|within|under)\\s+[^,:;]+?)\\s*[,:]\\s*(?<verb>[a-z]+)\\b(?<rest>.*)$",
            Pattern.CASE_INSENSITIVE);
    /** "the Submit button: click it", "Tab — press it", "the gift options, expand them". */
    private static final Pattern THING_FIRST = Pattern.compile(
            "^(?<thing>[^:;—–]+?)\\s*(?::|—|–|\\s-\\s)\\s*(?<verb>[a-z]+(?:\\s+(?:on|in|up))?)\\s+(?:it|them|that|this)\\s*[.!]?$"
                    + "|^(?<thing2>[^,:;—–]+?)\\s*,\\s*(?<verb2>[a-z]+(?:\\s+(?:on|in|up))?)\\s+(?:it|them|that|this)\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);

    /** The plain imperative of {@code part} (its quoted texts as written). */
    public static String plain(String part) {
        if (part == null) return "";
        String s = part.strip();
        for (int i = 0; i < 3; i++) {
            String before = s;
            s = polite(s);
            s = passive(s);
            s = placeFirst(s);
            s = thingFirst(s);
            if (s.equals(before)) break;
        }
        return s;
    }

    private static String polite(String s) {
        String masked = SubGoals.withoutQuotes(s);
        Matcher lead = POLITE_LEAD.matcher(masked);
        if (lead.lookingAt() && lead.end() < s.length()) {
            s = s.substring(lead.end());
            masked = masked.substring(lead.end());
        }
        Matcher tail = POLITE_TAIL.matcher(masked);
        if (tail.find() && tail.start() > 0) s = s.substring(0, tail.start());
        return s.strip();
    }

    private static String passive(String s) {
        Matcher m = PASSIVE.matcher(SubGoals.withoutQuotes(s));
        if (!m.matches()) return s;
        boolean first = m.group("object") != null;
        String participle = (first ? m.group("participle") : m.group("participle2")).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        String verb = PARTICIPLES.get(participle);
        if (verb == null) return s;
        String object = first ? s.substring(m.start("object"), m.end("object")) : s.substring(m.start("object2"), m.end("object2"));
        int restAt = first ? m.start("rest") : m.start("rest2");
        String rest = s.substring(restAt).strip();
        // "the password field should be focused": a field that has the focus
        return (verb + " " + lowerArticle(object) + (rest.isEmpty() ? "" : " " + rest)).strip();
    }

    private static String placeFirst(String s) {
        Matcher m = PLACE_FIRST.matcher(SubGoals.withoutQuotes(s));
        if (!m.matches()) return s;
        String verb = m.group("verb").toLowerCase(Locale.ROOT);
        if (!ActionVerbs.startsASubGoal(verb) && !PARTICIPLES.containsValue(verb)) return s;
        String place = s.substring(m.start("place"), m.end("place")).strip();
        String rest = s.substring(m.start("rest")).strip().replaceAll("[.!]+$", "");
        String verbAsWritten = s.substring(m.start("verb"), m.end("verb"));
        return (verbAsWritten + (rest.isEmpty() ? "" : " " + rest) + " " + lowerFirst(place)).strip();
    }

    private static String thingFirst(String s) {
        Matcher m = THING_FIRST.matcher(SubGoals.withoutQuotes(s));
        if (!m.matches()) return s;
        String t = m.group("thing") != null ? "thing" : "thing2";
        String v = m.group("thing") != null ? "verb" : "verb2";
        String verb = m.group(v).toLowerCase(Locale.ROOT).split("\\s+")[0];
        if (!ActionVerbs.startsASubGoal(verb)) return s;
        String thing = s.substring(m.start(t), m.end(t)).strip();
        return s.substring(m.start(v), m.end(v)) + " " + lowerArticle(thing);
    }

    private static final Pattern CAPITAL_ARTICLE = Pattern.compile("^(?:The|A|An|This|That|My|Your)\\b");

    /** "The Submit button" → "the Submit button": a sentence's capital on an article is no name. */
    private static String lowerArticle(String s) {
        Matcher m = CAPITAL_ARTICLE.matcher(s);
        return m.find() ? s.substring(0, m.end()).toLowerCase(Locale.ROOT) + s.substring(m.end()) : s;
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
