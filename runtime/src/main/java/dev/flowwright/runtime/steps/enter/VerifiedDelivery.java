package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.Eyes;
import dev.flowwright.runtime.run.Hands;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.StateText;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Optional;

/**
 * Getting text to land in a field and proving it did (docs/step-kinds.md#enter): set the value (or
 * type it, for a field that takes no set-value), read it back ignoring whitespace, let the application
 * settle and read again — a field still empty is re-read while the page keeps changing, up to
 * {@link Thresholds#LATE_VALUE_MS}, and a surface that found it empty at once does not end the delivery
 * there — then paste (after select-all for a set-value field, at the caret otherwise, so a
 * reply keeps what it quotes) and read once more. A token field (U+FFFC) or a field that cannot be read
 * back is delivered but honestly unverified; any other mismatch is {@code TEXT_NOT_DELIVERED}. The text
 * is never put in a note or an event.
 */
final class VerifiedDelivery {
    private VerifiedDelivery() {}

    enum How {
        SET_VALUE("set_value"), PASTE("paste"), UNVERIFIED("unverified");

        final String word;

        How(String word) { this.word = word; }
    }

    sealed interface Result {
        /** The text is in the field (or trusted to be, when {@code how} is UNVERIFIED). */
        record Delivered(How how) implements Result {}

        /** The field refused text: not a genuine text input (NOT_A_TEXT_FIELD). */
        record Refused(String message) implements Result {}

        /** Set and pasted, and still not read back as sent. */
        record NotDelivered(String message) implements Result {}
    }

    static Result deliver(StepContext ctx, int turn, String slot, Element field, String text) {
        return deliver(ctx.hands(), ctx.eyes(), ctx.redaction().secrets(), turn, slot, field, text);
    }

    /** Delivers through {@code hands} (each try one action through its gate), reading back through {@code eyes}. */
    static Result deliver(Hands hands, Eyes eyes, Secrets secrets, int turn, String slot, Element field, String text) {
        boolean settable = field.can(ElementAction.SET_VALUE);
        String action = "fill " + slot;
        // a secret typed here masks this field, by its hints, in every later look (however the page reformats it)
        secrets.typing(text, field.role(), field.name(), field.hints());
        Hands.Taken fill = hands.actThenCheck(turn, settable ? Action.setValue(field, text, action) : Action.type(field, text, action));
        boolean readEmpty = false;
        if (fill.failure() != null) {
            SurfaceException e = fill.failure();
            // the surface's own read-back found the field empty: a page that fills or clears it late, read again below
            readEmpty = e.code() == SurfaceError.TEXT_NOT_DELIVERED;
            if (!readEmpty) {
                fill.failed(e.code().name() + ": " + e.getMessage());
                if (e.code() == SurfaceError.NOT_A_TEXT_FIELD) return new Result.Refused(e.getMessage());
                return new Result.NotDelivered(e.code().name() + ": " + e.getMessage());
            }
        }
        hands.typedInto(field);
        Optional<Readback> first = read(eyes, field, text, settable);
        if (first.isPresent() && !first.get().wrong()) return delivered(fill, first.get(), How.SET_VALUE);
        if (first.isEmpty() && !readEmpty) return delivered(fill, Readback.UNREADABLE, How.SET_VALUE);
        eyes.settle(SettleKind.FULL);
        Optional<Readback> second = read(eyes, field, text, settable);
        if (second.isPresent() && second.get() == Readback.EMPTY) second = awaitLateValue(eyes, field, text, settable);
        if (second.isEmpty() || !second.get().wrong()) {
            return delivered(fill, second.orElse(Readback.UNREADABLE), How.SET_VALUE);
        }
        fill.ok("the field did not read back the text; pasting it");
        Hands.Taken paste = hands.actThenCheck(turn, Action.paste(field, text, settable, "paste " + slot));
        if (paste.failure() != null) {
            SurfaceException e = paste.failure();
            paste.failed(e.code().name() + ": " + e.getMessage());
            return new Result.NotDelivered(SurfaceError.TEXT_NOT_DELIVERED.name() + ": the paste into " + field.label() + " failed");
        }
        hands.typedInto(field);
        Optional<Readback> third = read(eyes, field, text, settable);
        if (third.isEmpty() || !third.get().wrong()) {
            return delivered(paste, third.orElse(Readback.UNREADABLE), How.PASTE);
        }
        paste.failed(SurfaceError.TEXT_NOT_DELIVERED.name());
        return new Result.NotDelivered(SurfaceError.TEXT_NOT_DELIVERED.name() + ": " + field.label()
                + " did not read back the text for \"" + slot + "\" after setting and pasting it");
    }

    private enum Readback {
        MATCH, TOKEN, UNREADABLE, MISMATCH, EMPTY;

        boolean wrong() { return this == MISMATCH || this == EMPTY; }
    }

    /**
     * A field still empty once the page settled is re-read each time the page changes, for up to
     * {@link Thresholds#LATE_VALUE_MS}: its own code may fill it (or finish clearing it) a beat later. A page
     * that holds still through a wait has nothing more coming, and the text is pasted.
     */
    private static Optional<Readback> awaitLateValue(Eyes eyes, Element field, String text, boolean settable) {
        long deadline = System.nanoTime() + Thresholds.LATE_VALUE_MS * 1_000_000;
        Optional<Readback> r = Optional.of(Readback.EMPTY);
        for (long left = Thresholds.LATE_VALUE_MS; left > 0; left = (deadline - System.nanoTime()) / 1_000_000) {
            boolean changed = eyes.awaitChange(left);
            r = read(eyes, field, text, settable);
            if (r.isEmpty() || r.get() != Readback.EMPTY || !changed) return r;
        }
        return r;
    }

    private static Result delivered(Hands.Taken taken, Readback r, How how) {
        How h = r == Readback.MATCH ? how : How.UNVERIFIED;
        String note = switch (r) {
            case MATCH -> "delivered through " + how.word + ", verified";
            case TOKEN -> "delivered, unverified: the field shows tokens, not text";
            default -> "delivered, unverified: the field cannot be read back";
        };
        taken.ok(note);
        return new Result.Delivered(h);
    }

    /** Empty when the field cannot be read at all. */
    private static Optional<Readback> read(Eyes eyes, Element field, String text, boolean settable) {
        Optional<String> value;
        try {
            value = eyes.readValue(field);
        } catch (SurfaceException e) {
            return Optional.empty();
        }
        if (value.isEmpty()) return Optional.empty();
        String v = value.get();
        if (v.indexOf(StateText.OBJECT_REPLACEMENT) >= 0) return Optional.of(Readback.TOKEN);
        String got = squeeze(v);
        String want = squeeze(text);
        boolean match = settable ? got.equals(want) : got.contains(want);
        return Optional.of(match ? Readback.MATCH : got.isEmpty() ? Readback.EMPTY : Readback.MISMATCH);
    }

    /** Whitespace differences do not count: a field may wrap, trim or re-indent what it was given. */
    static String squeeze(String s) { return s == null ? "" : s.replaceAll("(?U)\\s+", ""); } // any space, the narrow no-break one a clock shows too
}
