package dev.flowwright.runtime.reading;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a step names a field: the slot an enter step asks about ("the pincode field" → "pincode", the
 * "New item" box → "New item"), and a slot that names only a kind of field — "into the text field", "in
 * the text input", "into the 2nd textbox", "as the date", "the last text area" — which the enter step
 * settles on the screen (steps/enter/KindSlots) rather than asking.
 * <p>A kind that is also a value's kind (date, time, e-mail, number, password, phone) counts only fields
 * the page declares so (an {@code <input type="date">}). A slot with any other word ("the pincode field")
 * is not a kind slot.
 */
public final class FieldWords {
    private FieldWords() {}

    /** Words that say "a field" and nothing about which one. */
    private static final Set<String> FIELD_WORDS = Set.of("text", "field", "fields", "textbox", "textboxes", "box", "boxes",
            "input", "inputs", "entry", "blank", "line", "editable", "form", "the", "a", "an", "this", "that", "only", "one",
            "empty");
    /** Words that ask for a multi-line field. */
    private static final Set<String> AREA_WORDS = Set.of("area", "areas", "textarea", "textareas", "multiline");
    /** Value kinds a page declares on its inputs ({@code type="…"}), by the words a step uses for them. */
    private static final Map<String, Set<String>> DECLARED = Map.ofEntries(
            Map.entry("date", Set.of("date")),
            Map.entry("time", Set.of("time")),
            Map.entry("email", Set.of("email")),
            Map.entry("e-mail", Set.of("email")),
            Map.entry("number", Set.of("number")),
            Map.entry("password", Set.of("password")),
            Map.entry("phone", Set.of("tel")),
            Map.entry("telephone", Set.of("tel")),
            Map.entry("url", Set.of("url")),
            Map.entry("month", Set.of("month")),
            // a spin button: the role the page gives it (jQuery UI's spinner) or a number input
            Map.entry("spinner", Set.of("spinbutton", "number")),
            Map.entry("spinbox", Set.of("spinbutton", "number")),
            Map.entry("stepper", Set.of("spinbutton", "number")),
            Map.entry("spinbutton", Set.of("spinbutton", "number")),
            // a slider (a GTK scale) takes its number as a value: the desktop sets it, as a person would drag it there
            Map.entry("slider", Set.of("slider")),
            Map.entry("scale", Set.of("slider")));
    /** Words that put one text into every field of a kind: "into both text fields", "in all the boxes". */
    private static final Set<String> QUANTIFIERS = Set.of("both", "all", "each", "every");
    /** Words that speak of several fields at once: "the text fields", "the form", "both boxes". */
    private static final Set<String> SEVERAL = Set.of("fields", "textboxes", "boxes", "inputs", "areas", "textareas", "form",
            "both", "all", "each", "every");

    /** What a kind slot asks for: a multi-line field, a declared value kind (or none), and which one (0: the only one). */
    public record Kind(boolean area, Set<String> declared, int ordinal) {}

    /** The kind {@code slot} names, or empty when it names anything more than a kind of field. */
    public static Optional<Kind> kind(String slot) {
        List<String> words = words(slot);
        if (words.isEmpty()) return Optional.empty();
        boolean area = false;
        Set<String> declared = null;
        int ordinal = 0;
        boolean fieldWord = false;
        for (String w : words) {
            if (QUANTIFIERS.contains(w)) continue; // "both text fields": which ones the screen says
            if (OrdinalWords.count(w) != null && ordinal == 0) ordinal = OrdinalWords.count(w);
            else if (AREA_WORDS.contains(w)) area = true;
            else if (DECLARED.containsKey(w) && declared == null) declared = DECLARED.get(w);
            else if (FIELD_WORDS.contains(w)) fieldWord |= !Set.of("the", "a", "an", "this", "that", "only", "one").contains(w);
            else return Optional.empty();
        }
        if (!fieldWord && !area && declared == null) return Optional.empty();
        return Optional.of(new Kind(area, declared == null ? Set.of() : declared, ordinal));
    }

    /** True when every word of {@code words} is a count ("2nd", "last"): what is left of "the 2nd textbox" without its kind. */
    public static boolean onlyCounts(String words) {
        List<String> w = words(words);
        return !w.isEmpty() && w.stream().allMatch(word -> OrdinalWords.count(word) != null);
    }

    /** The quantifier a slot puts one text into every field of its kind with ("both", "all", …), or null. */
    public static String quantifier(String slot) {
        return words(slot).stream().filter(QUANTIFIERS::contains).findFirst().orElse(null);
    }

    /** True when the slot puts one text into every field of its kind ("both text fields", "all the boxes"). */
    public static boolean quantified(String slot) { return quantifier(slot) != null; }

    /** True when the kind slot speaks of several fields ("into the text fields", "in the form"). */
    public static boolean several(String slot) {
        return words(slot).stream().anyMatch(SEVERAL::contains);
    }

    /** True when {@code word} is one a step uses for a declared value kind ("date", "email", "phone"). */
    public static boolean declaredKindWord(String word) { return DECLARED.containsKey(word); }

    private static final Pattern ARTICLE = Pattern.compile("^(?:the|a|an|your|my|this|that)\\s+", Pattern.CASE_INSENSITIVE);
    private static final Pattern CONTROL_WORD = Pattern.compile("\\s+(?:text\\s+field|input\\s+field|text\\s+box|textbox|field|box|input)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern QUOTED_LABEL = Pattern.compile("^(?:(?:the|a|an|your|my|this|that)\\s+)?[\"“‘'](?<label>[^\"”’']+)[\"”’']"
            + "(?:\\s+(?:text\\s+field|input\\s+field|text\\s+box|textbox|field|box|input|area|text\\s+area|bar|search\\s+box|entry))?$",
            Pattern.CASE_INSENSITIVE);

    /** The label a field phrase quotes ("the "New item" box" → New item), or null when it quotes none. */
    public static String quotedLabel(String field) {
        if (field == null) return null;
        Matcher m = QUOTED_LABEL.matcher(field.strip().replaceAll("[.!:]+$", "").strip());
        return m.matches() ? m.group("label").strip() : null;
    }

    /**
     * "the pincode field" → "pincode": the words that name the field, without article or control word (a
     * quoted label keeps its quotes: "the "New item" box" → "New item" in quotes).
     */
    public static String slotName(String field) {
        if (field == null) return "";
        String f = field.strip().replaceAll("[.!:]+$", "").strip();
        f = ARTICLE.matcher(f).replaceFirst("");
        String trimmed = CONTROL_WORD.matcher(f).replaceFirst("").strip();
        if (onlyCounts(trimmed)) return f; // "the 2nd textbox": the kind is all that names it besides its count
        return trimmed.isEmpty() ? f : trimmed;
    }

    /** The words of a slot, folded, "text-field" as two words. */
    public static List<String> words(String s) {
        if (s == null) return List.of();
        String t = Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}-]+", " ").strip();
        t = t.replaceAll("\\bspin buttons?\\b", "spinbutton"); // "spin button": one kind word written as two
        List<String> out = new ArrayList<>();
        for (String w : t.split("\\s+")) {
            if (w.isEmpty()) continue;
            // "text-field", "text-box": one kind word written with a hyphen
            if (w.contains("-") && !w.equals("e-mail")) out.addAll(List.of(w.split("-+")));
            else out.add(w);
        }
        out.removeIf(String::isEmpty);
        return out;
    }
}
