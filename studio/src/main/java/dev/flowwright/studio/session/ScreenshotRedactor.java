package dev.flowwright.studio.session;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.surfaces.Redaction;

import java.util.List;

/**
 * Paints over every element that shows a secret before a screenshot reaches the studio: the runtime
 * masks a secret value in the screen as {@code ${name}}, and the same field's pixels would still show
 * it. The box is filled solid, so a one-time code typed into a field is never drawn again.
 */
public final class ScreenshotRedactor {
    private ScreenshotRedactor() {}

    /** The elements whose text the runtime masked. */
    public static List<Element> secretElements(Screen screen) {
        if (screen == null) return List.of();
        return screen.elements().stream()
                .filter(e -> e.bounds() != null && !e.bounds().isEmpty())
                .filter(e -> masked(e.value()) || masked(e.name()))
                .toList();
    }

    private static boolean masked(String text) { return text != null && text.contains("${"); }

    /** The PNG with the secret elements painted over (page coordinates, unscrolled); the input when there is nothing to hide. */
    public static byte[] redact(byte[] png, Screen screen) {
        byte[] out = Redaction.paint(png, secretElements(screen), 0, 0);
        return out != null && out.length == 0 && png != null && png.length > 0 ? null : out; // unreadable: dropped, never shown
    }
}
