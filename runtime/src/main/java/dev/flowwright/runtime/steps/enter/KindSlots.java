package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.act.target.Ordinals;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A slot that names only a kind of field — "into the text field", "in the text input", "into the 2nd
 * textbox", "as the date", "the last text area" (issue #13: the public benchmark's forms have fields with
 * no label at all) — means the field of that kind a person sees, not a field called "text". When exactly
 * one free field on screen is of that kind, or the slot counts one ("the 2nd textbox", "the last field",
 * counted in reading order over every field of the kind, filled or not), that field is the slot's without
 * asking: no description could tell unnamed fields apart, and the step's words already did. With two or
 * more and no count, the slot is left to the ordinary question, where unsure means none — unless only one
 * of them is single-line and the slot did not ask for a text area ("the textbox" beside text areas).
 * <p>A kind that is also a value's kind (date, time, e-mail, number, password, phone) counts only fields
 * the page declares so (an {@code <input type="date">}); a field labelled with the word is found by the
 * ordinary question. A slot with any other word ("the pincode field") is not a kind slot.
 */
public final class KindSlots {
    private KindSlots() {}

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
            Map.entry("stepper", Set.of("spinbutton", "number")));

    /** What a kind slot asks for: a multi-line field, a declared value kind (or null), and which one (0: the only one). */
    record Kind(boolean area, Set<String> declared, int ordinal) {}

    /** The kind {@code slot} names, or empty when it names anything more than a kind of field. */
    public static Optional<Kind> of(String slot) {
        List<String> words = words(slot);
        if (words.isEmpty()) return Optional.empty();
        boolean area = false;
        Set<String> declared = null;
        int ordinal = 0;
        boolean fieldWord = false;
        for (String w : words) {
            if (QUANTIFIERS.contains(w)) continue; // "both text fields": which ones is for spread() to say
            if (Ordinals.count(w) != null && ordinal == 0) ordinal = Ordinals.count(w);
            else if (AREA_WORDS.contains(w)) area = true;
            else if (DECLARED.containsKey(w) && declared == null) declared = DECLARED.get(w);
            else if (FIELD_WORDS.contains(w)) fieldWord |= !Set.of("the", "a", "an", "this", "that", "only", "one").contains(w);
            else return Optional.empty();
        }
        if (!fieldWord && !area && declared == null) return Optional.empty();
        return Optional.of(new Kind(area, declared == null ? Set.of() : declared, ordinal));
    }

    /** Words that put one text into every field of a kind: "into both text fields", "in all the boxes". */
    private static final Set<String> QUANTIFIERS = Set.of("both", "all", "each", "every");
    private static final List<String> COUNTED = List.of("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th");

    /**
     * "Enter the password into both text fields": one slot for each field of the kind on screen, counted in
     * reading order ("1st text field", "2nd text field"), each to take the slot's text. Empty when the slot
     * has no such word, or the screen does not hold the fields it speaks of ("both" needs exactly two).
     */
    static List<String> spread(String slot, Screen screen) {
        List<String> words = words(slot);
        String quantifier = words.stream().filter(QUANTIFIERS::contains).findFirst().orElse(null);
        if (quantifier == null) return List.of();
        Kind kind = of(slot).orElse(null);
        if (kind == null || kind.ordinal() != 0) return List.of();
        long n = EditableFields.of(screen, Set.of(), e -> false).stream().filter(e -> fits(e, kind)).count();
        if (n < 2 || n > COUNTED.size() || ("both".equals(quantifier) && n != 2)) return List.of();
        String what = kind.area() ? "text area" : kind.declared().isEmpty() ? "text field" : kind.declared().iterator().next() + " field";
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(COUNTED.get(i) + " " + what);
        return out;
    }

    /** Words that speak of several fields at once: "the text fields", "the form", "both boxes". */
    private static final Set<String> SEVERAL = Set.of("fields", "textboxes", "boxes", "inputs", "areas", "textareas", "form",
            "both", "all", "each", "every");

    /** True when every word of {@code words} is a count ("2nd", "last"): what is left of "the 2nd textbox" without its kind. */
    public static boolean onlyCounts(String words) {
        List<String> w = words(words);
        return !w.isEmpty() && w.stream().allMatch(word -> Ordinals.count(word) != null);
    }

    /** True when the slot puts one text into every field of its kind ("both text fields", "all the boxes"). */
    public static boolean quantified(String slot) {
        return words(slot).stream().anyMatch(QUANTIFIERS::contains);
    }

    /** True when the kind slot speaks of several fields ("into the text fields", "in the form"). */
    public static boolean several(String slot) {
        return words(slot).stream().anyMatch(SEVERAL::contains);
    }

    /**
     * Slot → field for each kind slot this screen settles: the only free field of its kind, or the counted
     * one when it is free. {@code free} are the fields still open to this step (in reading order).
     */
    public static Map<String, Element> settle(Screen screen, List<String> slots, List<Element> free) {
        Map<String, Element> out = new LinkedHashMap<>();
        List<Element> all = EditableFields.of(screen, Set.of(), e -> false);
        for (String slot : slots) {
            Kind kind = of(slot).orElse(null);
            if (kind == null || several(slot)) continue; // "the text fields" is never the only one
            // a field labelled with the kind's own word ("Email") is for the ordinary question to weigh
            if (!kind.declared().isEmpty() && free.stream().anyMatch(e -> labelled(e, slot))) continue;
            List<Element> ofKindFree = new ArrayList<>();
            for (Element e : free) if (fits(e, kind) && !out.containsValue(e)) ofKindFree.add(e);
            Element chosen = null;
            if (kind.ordinal() != 0) {
                List<Element> ofKind = all.stream().filter(e -> fits(e, kind)).toList();
                int i = kind.ordinal() == -1 ? ofKind.size() - 1 : kind.ordinal() - 1;
                if (i >= 0 && i < ofKind.size()) {
                    String ref = ofKind.get(i).ref(); // one look: refs tell unlabelled look-alike fields apart
                    chosen = ofKindFree.stream().filter(e -> e.ref().equals(ref)).findFirst().orElse(null);
                }
            } else if (ofKindFree.size() == 1) {
                chosen = ofKindFree.get(0);
            } else if (!kind.area()) {
                // "the textbox" beside text areas: a multi-line field is a text area, which the slot did not say
                List<Element> oneLine = ofKindFree.stream().filter(e -> !multiLine(e)).toList();
                if (oneLine.size() == 1) chosen = oneLine.get(0);
            }
            if (chosen != null) out.put(slot, chosen);
        }
        return out;
    }

    private static boolean fits(Element e, Kind kind) {
        if (kind.area() && !multiLine(e)) return false;
        if (kind.declared().isEmpty()) return true;
        String type = e.hint("type");
        return kind.declared().contains(e.role()) || type != null && kind.declared().contains(type.toLowerCase(Locale.ROOT));
    }

    private static boolean multiLine(Element e) {
        return e.has(ElementState.MULTILINE) || "textarea".equalsIgnoreCase(e.hint("tag")) || "textarea".equals(e.role());
    }

    private static boolean labelled(Element e, String slot) {
        List<String> said = words(slot);
        String placeholder = e.hint("placeholder");
        List<String> label = words(e.label() + " " + (placeholder == null ? "" : placeholder));
        return said.stream().filter(DECLARED::containsKey).anyMatch(label::contains);
    }

    private static List<String> words(String s) {
        String t = Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}-]+", " ").strip();
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
