package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Optional;

/**
 * A replayed fill with verified delivery (docs/step-kinds.md#enter): set the value (or type it into a field that takes
 * only keys), read it back, paste it when it did not land, and fail with TEXT_NOT_DELIVERED when even
 * that does not read back. A field that cannot be read at all is trusted.
 */
final class Delivery {
    private Delivery() {}

    /** Fills {@code text}; the note names the value only as written in the recipe ({@code shown}). */
    static String fill(Surface surface, Element field, String text, String shown) {
        boolean settable = field.can(ElementAction.SET_VALUE);
        if (settable) surface.setValue(field, text);
        else surface.type(field, text);
        Optional<Boolean> first = landed(surface, field, text, settable);
        if (first.isEmpty()) return "filled " + field.label() + " with " + shown + " (cannot be read back)";
        if (first.get()) return "filled " + field.label() + " with " + shown;
        surface.settle(SettleKind.FULL);
        if (landed(surface, field, text, settable).orElse(true)) return "filled " + field.label() + " with " + shown;
        surface.paste(field, text, settable);
        if (landed(surface, field, text, settable).orElse(true)) return "pasted " + shown + " into " + field.label() + " (setting it did not read back)";
        throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED, field.label() + " did not read back " + shown + " after setting and pasting it");
    }

    /** Empty when the field cannot be read; whitespace differences do not count. */
    private static Optional<Boolean> landed(Surface surface, Element field, String text, boolean settable) {
        Optional<String> value;
        try {
            value = surface.readValue(field);
        } catch (SurfaceException e) {
            return Optional.empty();
        }
        if (value.isEmpty()) return Optional.empty();
        String got = squeeze(value.get());
        String want = squeeze(text);
        return Optional.of(settable ? got.equals(want) : got.contains(want));
    }

    private static String squeeze(String s) { return s == null ? "" : s.replaceAll("\\s+", ""); }
}
