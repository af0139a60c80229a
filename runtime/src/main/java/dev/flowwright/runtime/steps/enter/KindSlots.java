package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.reading.FieldWords;
import dev.flowwright.runtime.reading.FieldWords.Kind;
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
 * A slot that names only a kind of field ({@link FieldWords#kind}: "into the text field", "into the 2nd
 * textbox", "as the date", "the last text area") means the field of that kind a person sees, not a field
 * called "text". When exactly one free field on screen is of that kind, or the slot counts one ("the 2nd
 * textbox", "the last field", counted in reading order over every field of the kind, filled or not), that
 * field is the slot's without asking: no description could tell unnamed fields apart, and the step's words
 * already did. With two or more and no count, the slot is left to the ordinary question, where unsure means
 * none — unless only one of them is single-line and the slot did not ask for a text area ("the textbox"
 * beside text areas). A declared kind (date, e-mail, …) counts only fields the page declares so; a field
 * labelled with the word is found by the ordinary question.
 */
public final class KindSlots {
    private KindSlots() {}

    private static final List<String> COUNTED = List.of("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th");

    /**
     * "Enter the password into both text fields": one slot for each field of the kind on screen, counted in
     * reading order ("1st text field", "2nd text field"), each to take the slot's text. Empty when the slot
     * has no such word, or the screen does not hold the fields it speaks of ("both" needs exactly two).
     */
    static List<String> spread(String slot, Screen screen) {
        String quantifier = FieldWords.quantifier(slot);
        if (quantifier == null) return List.of();
        Kind kind = FieldWords.kind(slot).orElse(null);
        if (kind == null || kind.ordinal() != 0) return List.of();
        long n = EditableFields.of(screen, Set.of(), e -> false).stream().filter(e -> fits(e, kind)).count();
        if (n < 2 || n > COUNTED.size() || ("both".equals(quantifier) && n != 2)) return List.of();
        String what = kind.area() ? "text area" : kind.declared().isEmpty() ? "text field" : kind.declared().iterator().next() + " field";
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(COUNTED.get(i) + " " + what);
        return out;
    }

    /**
     * Slot → field for each kind slot this screen settles: the only free field of its kind, or the counted
     * one when it is free. {@code free} are the fields still open to this step (in reading order).
     */
    public static Map<String, Element> settle(Screen screen, List<String> slots, List<Element> free) {
        Map<String, Element> out = new LinkedHashMap<>();
        List<Element> all = EditableFields.of(screen, Set.of(), e -> false);
        for (String slot : slots) {
            Kind kind = FieldWords.kind(slot).orElse(null);
            if (kind == null || FieldWords.several(slot)) continue; // "the text fields" is never the only one
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
        List<String> said = FieldWords.words(slot);
        String placeholder = e.hint("placeholder");
        // the words the field is labelled with: an unnamed field's label() is only its role ("spinbutton"), no label
        String own = e.isNamed() ? e.name() : e.description();
        List<String> label = FieldWords.words(own + " " + (placeholder == null ? "" : placeholder));
        return said.stream().filter(FieldWords::declaredKindWord).anyMatch(label::contains);
    }

}
