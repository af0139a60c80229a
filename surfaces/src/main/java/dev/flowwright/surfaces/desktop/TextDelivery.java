package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Optional;

/**
 * Verified delivery (docs/step-kinds.md#enter) for text set through the accessibility API: read it back (ignoring
 * whitespace); if it does not match, let the field settle and read again; then paste it (the clipboard
 * restored) and read again; a field that cannot be read, or reads as an object placeholder, counts as
 * delivered unverified. Anything else is {@link SurfaceError#TEXT_NOT_DELIVERED}.
 */
final class TextDelivery {
    private static final char OBJECT_REPLACEMENT = '\uFFFC';
    private static final int PREVIEW = 80;

    private TextDelivery() {}

    static void confirm(DesktopSurface surface, Element target, String text) {
        if (delivered(surface.readValue(target), text)) return;
        surface.settle(SettleKind.BRIEF);
        if (delivered(surface.readValue(target), text)) return;
        surface.paste(target, text, true);
        Optional<String> now = surface.readValue(target);
        if (delivered(now, text)) return;
        throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED, "set and pasted \"" + preview(text) + "\" into "
                + target.label() + " but it reads \"" + preview(now.orElse("")) + "\"");
    }

    private static boolean delivered(Optional<String> read, String text) {
        if (read.isEmpty() || read.get().indexOf(OBJECT_REPLACEMENT) >= 0) return true;
        return normalized(read.get()).equals(normalized(text));
    }

    static String normalized(String s) {
        return s.replaceAll("\\s+", "");
    }

    static String preview(String s) {
        return s.length() <= PREVIEW ? s : s.substring(0, PREVIEW) + "…";
    }
}
