package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Typing: "enter 560001 into the pincode field", "type 'Maggi' in the search box", "fill in the pincode
 * with 560001", "write "hello" in the message box" — {@link Intent.TypeInto} (one field) or
 * {@link Intent.FillIn} (a field named before each quoted text). Read from the step as written, so a
 * {@code ${name}} stays a reference until the moment of typing.
 * <ul>
 *   <li>A quoted text ends at its quote; the field follows " into ", " in ", " as ", " for " or " on ".</li>
 *   <li>Otherwise the text splits at the first " into ", or at the last " in ", " as " or " for "
 *       whose field names a box.</li>
 *   <li>"Enter" also means going into something ("enter Reader mode in Safari"), so with " in " it types
 *       only what is quoted, data (digits, an address, a {@code ${name}}), or into what names a box; "put"
 *       and "write" type only what is quoted or data, or into what names a box ("put the book into the
 *       basket" is no typing).</li>
 *   <li>Words that describe a text on the screen ("the value of Last name", "the text below") are not the
 *       text: such a part is not typing.</li>
 *   <li>A part that does more than type ("… and press Enter") is not typing either: the compound reading
 *       splits it first.</li>
 * </ul>
 */
public final class TypingReading implements Reading {

    private static final Pattern VERB = Pattern.compile("^(?:enter|type(?:\\s+in)?|input|key\\s+in|fill(?:\\s+in)?|write|put)\\s+", Pattern.CASE_INSENSITIVE);
    /** Verbs that type only a quoted text or data, or into what names a box: "put the book into the basket" is no typing. */
    private static final Pattern LOOSE_VERB = Pattern.compile("^(?:write|put)\\s+", Pattern.CASE_INSENSITIVE);
    /** "use the search box to type …", "using the text field, enter …". */
    private static final Pattern USE = Pattern.compile(
            "^(?:use|using)\\s+(?<field>.+?),?\\s+(?:to\\s+)?(?:enter|type(?:\\s+in)?|input|key\\s+in|search\\s+for)\\s(?<rest>.+)$",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern FILL = Pattern.compile("^fill(?:\\s+in)?\\s+", Pattern.CASE_INSENSITIVE);
    /**
     * "Select -10 with the spinner", "set 5 on the stepper", "set the spinner to 3": a number put into a
     * field that holds numbers is typed there — a spin button's arrows are a person's slow way of typing it.
     * Only for a number and a field phrase that names a box or a kind of field (a spin button, a slider, whose
     * value a desktop sets directly); "select Livy from the list" and "set the quantity to 3" (a counter may
     * have only its + and − buttons) stay what they were.
     */
    private static final Pattern SET_WITH = Pattern.compile(
            "^(?:select|set|choose|pick|enter)\\s+(?<value>[-+]?\\d+(?:[.,]\\d+)?)\\s+(?:with|using|on|in|into)\\s+(?<field>\\S.*?)[.!]?$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SET_TO = Pattern.compile(
            "^set\\s+(?<field>\\S.*?)\\s+to\\s+(?<value>[-+]?\\d+(?:[.,]\\d+)?)[.!]?$", Pattern.CASE_INSENSITIVE);
    /** A second action after the typing: "… and press Enter", "…, then search". */
    private static final Pattern MORE = Pattern.compile(
            "\\b(?:and|then)\\s+(?:press|hit|click|tap|submit|search|select|choose|pick|open|go|wait|save|send|continue|confirm|sign|log)\\b|,\\s*then\\b|;",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern AFTER_QUOTE = Pattern.compile("^\\s+(?:into|in|as|for|on)\\s+(.+)$", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Map<Character, Character> QUOTES = Map.of('\'', '\'', '"', '"', '‘', '’', '“', '”', '`', '`');

    /** Words that make a field phrase name a box: a control, or what forms ask for. */
    private static final Pattern BOX = Pattern.compile(
            "\\b(?:field|box|textbox|input|bar|area|name|e-?mail|address|code|otp|pin|pincode|zip|postcode|postal|phone|mobile|number"
                    + "|search|query|city|date|time|username|user|login|password|passcode|amount|quantity|qty|message|subject|comment|note|title"
                    + "|description|reply|body)s?\\b",
            Pattern.CASE_INSENSITIVE);
    private static final List<Pattern> DATA = List.of(
            Pattern.compile("^[\\d\\s.,:/+()#-]*\\d[\\d\\s.,:/+()#-]*$"),           // 560001, +91 98450 12345, 14/02/2026
            Pattern.compile("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"),                      // an e-mail address
            Pattern.compile("^(?:https?://|www\\.)\\S+$", Pattern.CASE_INSENSITIVE), // a web address
            Pattern.compile("^(?:\\$\\{[A-Za-z_][A-Za-z0-9_]*}\\s*)+$"));            // ${name}

    @Override
    public String about() { return "typing into a field: \"type 'Maggi' in the search box\", \"fill in the pincode with 560001\""; }

    @Override
    public List<Intent> read(String part) {
        String plain = Wording.plain(part);
        Optional<Map<String, String>> slots = slots(plain);
        if (slots.isEmpty()) return List.of();
        if (LOOSE_VERB.matcher(plain).lookingAt() && !loose(slots.get())) return List.of();
        List<Intent.TypeInto> entries = new ArrayList<>();
        slots.get().forEach((slot, text) -> entries.add(new Intent.TypeInto(part.strip(), new Value(text), field(slot))));
        if (entries.size() == 1) return List.of(entries.get(0));
        return List.of(new Intent.FillIn(part.strip(), entries));
    }

    /** "write "hello" in the message box", "put 560001 into the pincode": a quoted text or data, or a field that names a box. */
    private static boolean loose(Map<String, String> slots) {
        return slots.entrySet().stream().allMatch(en -> isData(en.getValue()) || BOX.matcher(en.getKey()).find());
    }

    /** A slot as a field: a quoted label is the field's exact label. */
    private static Field field(String slot) {
        return Field.named(slot);
    }

    /** Slot → text for a typing part (as written), or empty when the part is not (only) typing. */
    public static Optional<Map<String, String>> slots(String step) {
        if (step == null) return Optional.empty();
        String s = step.strip();
        // "Use the textbox to enter "Donovan"": the tool named first is the field the text goes into
        Matcher use = USE.matcher(SubGoals.withoutQuotes(s));
        if (use.matches() && !s.substring(use.start("rest")).isBlank()) {
            s = "type " + s.substring(use.start("rest")).strip() + " into " + s.substring(use.start("field"), use.end("field")).strip();
        }
        if (MORE.matcher(SubGoals.withoutQuotes(s)).find()) return Optional.empty();
        Optional<Map<String, String>> number = setNumber(s);
        if (number.isPresent()) return number;
        Matcher verb = VERB.matcher(s);
        if (!verb.find()) return Optional.empty();
        String rest = s.substring(verb.end()).strip();
        // "type "riley" in all upper case letters in the text input": the case is how to type it, not where
        Matcher letterCase = LETTER_CASE.matcher(SubGoals.withoutQuotes(rest));
        if (letterCase.find()) {
            boolean upper = letterCase.group("upper") != null;
            String before = rest.substring(0, letterCase.start()).replaceAll("[\\s,]+$", "");
            String without = (before + rest.substring(letterCase.end())).strip();
            return parseRest(s, without).map(e -> inCase(e, upper));
        }
        return parseRest(s, rest);
    }

    private static Optional<Map<String, String>> setNumber(String s) {
        Matcher m = SET_WITH.matcher(s);
        if (!m.matches()) m = SET_TO.matcher(s);
        if (!m.matches()) return Optional.empty();
        String field = m.group("field");
        // "set the quantity to 3" may be a counter set with its + button: only a field's kind says it is typed
        boolean box = FieldWords.kind(slotName(field)).isPresent() || m.pattern() == SET_WITH && BOX.matcher(field).find();
        return box ? enter(field, m.group("value")) : Optional.empty();
    }

    private static Optional<Map<String, String>> parseRest(String step, String rest) {
        if (FILL.matcher(step).find()) return fill(rest);
        return quoted(rest).or(() -> named(rest)).or(() -> unquoted(rest));
    }

    /**
     * "in all upper case letters", "in capitals", "in lowercase": how the text is to be typed. Said of a text
     * the step spells out, it is typed so; a {@code ${name}} keeps its own spelling (its value is not known
     * until typing, and a secret is never rewritten).
     */
    private static final Pattern LETTER_CASE = Pattern.compile(
            "(?<=\\s)(?:in|using|with)\\s+(?:all\\s+)?(?:(?<upper>upper[\\s-]?case|capitals?|capital\\s+letters|caps|block\\s+capitals)"
                    + "|(?<lower>lower[\\s-]?case|small\\s+letters))(?:\\s+(?:letters|characters|only))?\\b",
            Pattern.CASE_INSENSITIVE);

    private static Map<String, String> inCase(Map<String, String> enter, boolean upper) {
        Map<String, String> slots = new LinkedHashMap<>();
        enter.forEach((slot, text) -> slots.put(slot, text.contains("${") ? text
                : upper ? text.toUpperCase(Locale.ROOT) : text.toLowerCase(Locale.ROOT)));
        return slots;
    }

    /** "fill in the pincode with 560001": field first, text after the last " with ". */
    private static Optional<Map<String, String>> fill(String rest) {
        int with = rest.toLowerCase(Locale.ROOT).lastIndexOf(" with ");
        if (with < 0) return quoted(rest).or(() -> splitInto(rest));
        String text = unquote(rest.substring(with + 6).strip());
        return enter(rest.substring(0, with), text);
    }

    private static Optional<Map<String, String>> quoted(String rest) {
        if (rest.isEmpty()) return Optional.empty();
        Character close = QUOTES.get(rest.charAt(0));
        if (close == null) return Optional.empty();
        // the text ends at the quote that a field phrase follows, so "'Tom's diner' in the box" keeps its apostrophe
        for (int i = rest.indexOf(close, 1); i > 0; i = rest.indexOf(close, i + 1)) {
            Matcher after = AFTER_QUOTE.matcher(rest.substring(i + 1));
            if (after.find()) return enter(after.group(1), rest.substring(1, i));
        }
        return Optional.empty();
    }

    /** {@code the username "kenda"}: a field's name, then its quoted text. */
    private static final Pattern NAMED = Pattern.compile(
            "(?:(?:the|your|my|a|an)\\s+)?(\\p{L}[\\p{L}\\p{N} _-]{0,40}?)\\s+(?:(?:of|as|is)\\s+)?([\"'‘“`])");
    private static final Pattern AND = Pattern.compile("\\s*(?:,\\s*(?:and\\s+)?|\\s+and\\s+)");
    private static final Pattern INTO_KIND = Pattern.compile("\\s+(?:into|in|on)\\s+(.+)$", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    /**
     * "enter the username "kenda" and the password "DH7" into the text fields": each field named before its
     * quoted text is a slot of its own. Only when the step ends there or names nothing but a kind of field
     * after them ("into the text fields", "in the form") — "type the word "hi" in the search box" is the
     * search box's, and "enter the number "5" into the 2nd textbox" is one text for the one field it names.
     */
    private static Optional<Map<String, String>> named(String rest) {
        Map<String, String> slots = new java.util.LinkedHashMap<>();
        int at = 0;
        while (true) {
            Matcher m = NAMED.matcher(rest).region(at, rest.length());
            if (!m.lookingAt()) return Optional.empty();
            char close = QUOTES.get(m.group(2).charAt(0));
            int end = rest.indexOf(close, m.end());
            if (end <= m.end()) return Optional.empty();
            String slot = slotName(m.group(1));
            if (slot.isEmpty() || slots.containsKey(slot)) return Optional.empty();
            slots.put(slot, rest.substring(m.end(), end));
            at = end + 1;
            String tail = rest.substring(at).replaceAll("[.!]+$", "");
            if (tail.isBlank()) break;
            Matcher into = INTO_KIND.matcher(tail);
            if (into.matches()) {
                String field = slotName(into.group(1));
                if (FieldWords.kind(field).isEmpty()) return Optional.empty();
                // "enter the number "5" into the 2nd textbox": one text for one field, and the words before it say what it is
                // … and "enter the password "hD" into both text fields": one text for each of the fields it counts
                if (slots.size() == 1 && (!FieldWords.several(field) || FieldWords.quantified(field))) {
                    return enter(field, slots.values().iterator().next());
                }
                break;
            }
            Matcher and = AND.matcher(rest).region(at, rest.length());
            if (!and.lookingAt()) return Optional.empty();
            at = and.end();
        }
        return Optional.of(slots);
    }

    private static Optional<Map<String, String>> unquoted(String rest) {
        int intoAt = rest.toLowerCase(Locale.ROOT).indexOf(" into ");
        if (intoAt > 0 && refersToTheScreen(rest.substring(0, intoAt))) return Optional.empty();
        Optional<Map<String, String>> into = splitInto(rest);
        if (into.isPresent()) return into;
        String lower = rest.toLowerCase(Locale.ROOT);
        // the last " in ", " as " or " for " whose field names a box
        for (int at = lastSeparator(lower, lower.length()); at >= 0; at = lastSeparator(lower, at)) {
            int sepEnd = lower.indexOf(' ', at + 1) + 1;
            String field = rest.substring(sepEnd);
            if (BOX.matcher(field).find()) return refersToTheScreen(rest.substring(0, at)) ? Optional.empty() : enter(field, rest.substring(0, at));
        }
        // " in " also types data: "enter 560001 in the second row"
        int in = lower.lastIndexOf(" in ");
        if (in > 0 && isData(rest.substring(0, in).strip())) return enter(rest.substring(in + 4), rest.substring(0, in));
        return Optional.empty();
    }

    private static Optional<Map<String, String>> splitInto(String rest) {
        int into = rest.toLowerCase(Locale.ROOT).indexOf(" into ");
        if (into <= 0 || refersToTheScreen(rest.substring(0, into))) return Optional.empty();
        return enter(rest.substring(into + 6), unquote(rest.substring(0, into).strip()));
    }

    /**
     * Unquoted words that describe a text on the screen rather than spell it — "the value of Last name", "the
     * text below", "the 2nd word in the paragraph", "the number shown" (issue #13): typing them as they stand
     * would submit the description itself. Such a step is not plain typing; it runs as a do step, which
     * fails honestly rather than enter a wrong value.
     */
    private static final Pattern REFERENCE = Pattern.compile(
            "^(?:the|that|this)\\s+(?:(?:\\d+(?:st|nd|rd|th)|first|second|third|last)\\s+)?"
                    + "(?:value|text|word|number|answer|result|content|contents|name|code|amount|date|figure|letters?)\\b.*"
                    + "\\b(?:of|below|above|shown|displayed|from|in|on|here|there)\\b.*$|^(?:that|it|this|them)$",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    static boolean refersToTheScreen(String text) {
        String t = text.strip();
        return !t.isEmpty() && !QUOTES.containsKey(t.charAt(0)) && REFERENCE.matcher(t).matches();
    }

    /** The start of the last " in ", " as " or " for " before {@code before}, or -1. */
    private static int lastSeparator(String lower, int before) {
        int best = -1;
        for (String sep : List.of(" in ", " as ", " for ")) {
            int at = lower.lastIndexOf(sep, before - 1);
            if (at > best && at < before) best = at;
        }
        return best > 0 ? best : -1;
    }

    static boolean isData(String text) {
        String t = unquote(text);
        return DATA.stream().anyMatch(p -> p.matcher(t).matches());
    }

    private static Optional<Map<String, String>> enter(String field, String text) {
        String slot = slotName(field);
        String value = text.strip();
        if (slot.isEmpty() || value.isEmpty()) return Optional.empty();
        Map<String, String> one = new LinkedHashMap<>();
        one.put(slot, value);
        return Optional.of(one);
    }

    /** "the pincode field" → "pincode": the words that name the field, without article or control word. */
    static String slotName(String field) { return FieldWords.slotName(field); }

    private static String unquote(String text) {
        if (text.length() >= 2) {
            Character close = QUOTES.get(text.charAt(0));
            if (close != null && text.charAt(text.length() - 1) == close) return text.substring(1, text.length() - 1);
        }
        return text;
    }
}
