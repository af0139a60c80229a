package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.reading.Field;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.steps.enter.EnterStep;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a step's words already say of a field, as a rule on the fields of a look ({@link EnterStep.Pin}):
 * a quoted label is the field whose own label, placeholder or description is exactly that; "the field typed
 * into before" is that very field; a message's body is the field its press opened (the focused empty one,
 * else the only empty multi-line one); its recipient the field labelled for recipients. Where the rule finds
 * no one field, the ordinary assignment decides (and unsure there means none).
 */
final class FieldPins {
    private FieldPins() {}

    /** Words a recipient field is labelled with. */
    private static final Pattern RECIPIENT = Pattern.compile(
            "^(?:to|recipients?|send\\s+to|forward\\s+to|para|destinatario|empfänger|destinataire)\\b|\\b(?:recipients?|send\\s+to|forward\\s+to)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Set<String> MULTI_LINE_TAGS = Set.of("textarea");

    static Optional<EnterStep.Pin> of(Field field, StepContext ctx) {
        return switch (field.how()) {
            case QUOTED -> Optional.of(fields -> one(fields.stream().filter(f -> labelled(f, field.slot())).toList()));
            case TYPED_BEFORE -> Optional.of(fields -> typedBefore(fields, ctx.hands().lastTypedInto()));
            case MESSAGE_BODY -> Optional.of(FieldPins::body);
            case RECIPIENT -> Optional.of(FieldPins::recipient);
            case NAMED -> Optional.empty();
        };
    }

    /** True when the field's own label (name, placeholder, label text or description) is exactly {@code label}. */
    static boolean labelled(Element f, String label) {
        String want = QuotedNames.fold(label);
        for (String shown : List.of(f.name(), f.description(), nonNull(f.hint("placeholder")), nonNull(f.hint("labelText")))) {
            if (!shown.isBlank() && QuotedNames.fold(shown.replaceAll("[:*\\s]+$", "")).equals(want)) return true;
        }
        return false;
    }

    /** The field among {@code fields} that {@code typed} was (refs differ between looks: found by what it is and where). */
    static Optional<Element> typedBefore(List<Element> fields, Element typed) {
        if (typed == null) return Optional.empty();
        String sig = Fingerprint.signature(typed);
        return fields.stream().filter(f -> Fingerprint.signature(f).equals(sig)).findFirst()
                .or(() -> fields.stream().filter(f -> f.role().equals(typed.role()) && f.name().equals(typed.name())
                        && f.path().equals(typed.path())).findFirst());
    }

    private static Optional<Element> body(List<Element> fields) {
        List<Element> empty = fields.stream().filter(FieldPins::empty).toList();
        Optional<Element> focused = one(empty.stream().filter(f -> f.has(ElementState.FOCUSED)).toList());
        if (focused.isPresent()) return focused;
        Optional<Element> area = one(empty.stream().filter(FieldPins::multiLine).toList());
        return area.isPresent() ? area : one(empty);
    }

    private static Optional<Element> recipient(List<Element> fields) {
        Optional<Element> labelled = one(fields.stream().filter(f -> RECIPIENT.matcher(label(f)).find()).toList());
        if (labelled.isPresent()) return labelled;
        return one(fields.stream().filter(f -> empty(f) && !multiLine(f) && f.has(ElementState.FOCUSED)).toList());
    }

    private static String label(Element f) {
        return (f.name() + " " + f.description() + " " + nonNull(f.hint("placeholder")) + " " + nonNull(f.hint("labelText"))
                + " " + nonNull(f.hint("id")) + " " + nonNull(f.hint("nameAttr"))).strip().toLowerCase(Locale.ROOT);
    }

    private static boolean empty(Element f) { return f.value() == null || f.value().isBlank(); }

    private static boolean multiLine(Element f) {
        return f.has(ElementState.MULTILINE) || MULTI_LINE_TAGS.contains(nonNull(f.hint("tag")).toLowerCase(Locale.ROOT));
    }

    private static Optional<Element> one(List<Element> fields) {
        return fields.size() == 1 ? Optional.of(fields.get(0)) : Optional.empty();
    }

    private static String nonNull(String s) { return s == null ? "" : s; }
}
