package dev.flowwright.runtime.reading;

/**
 * Where a text goes or a key is pressed, as the step names it.
 *
 * @param phrase the step's words for it ("the "New item" box", "the 2nd textbox"); empty when the step names none
 * @param slot   the name the enter step asks about ("New item", "2nd textbox", "search"): the phrase without its
 *               article and control word, a quoted label unquoted
 * @param how    how the field is known
 */
public record Field(String phrase, String slot, How how) {
    public enum How {
        /** Named by words a label, a placeholder or a kind of field carries ("the search box", "the 2nd input"). */
        NAMED,
        /** Named by a quoted label ("the "New item" box"): the field whose own label is exactly that. */
        QUOTED,
        /** The field the intent before it in the same step typed into ("type "x" into the box and press Enter"). */
        TYPED_BEFORE,
        /** The body of a reply or a message the step writes: the editable field its press opened. */
        MESSAGE_BODY,
        /** Who a message goes to: the field labelled for its recipient. */
        RECIPIENT
    }

    public Field {
        phrase = phrase == null ? "" : phrase.strip();
        slot = slot == null ? "" : slot.strip();
        how = how == null ? How.NAMED : how;
    }

    /** The field named by {@code phrase} as the step wrote it. */
    public static Field named(String phrase) {
        String label = FieldWords.quotedLabel(phrase);
        if (label != null) return new Field(phrase, label, How.QUOTED);
        return new Field(phrase, FieldWords.slotName(phrase), How.NAMED);
    }

    /** The field the intent before typed into. */
    public static Field typedBefore() { return new Field("", "", How.TYPED_BEFORE); }

    public static Field messageBody() { return new Field("the message", "message", How.MESSAGE_BODY); }

    public static Field recipient() { return new Field("the recipient", "recipient", How.RECIPIENT); }
}
