package dev.flowwright.studio.session;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
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

    /** The PNG with the secret elements painted over; the input when there is nothing to hide. */
    public static byte[] redact(byte[] png, Screen screen) {
        List<Element> hide = secretElements(screen);
        if (png == null || png.length == 0 || hide.isEmpty()) return png;
        try {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
            if (img == null) return null;
            Graphics2D g = img.createGraphics();
            g.setColor(new Color(60, 64, 72));
            for (Element e : hide) {
                var b = e.bounds();
                g.fillRect((int) Math.floor(b.x()) - 2, (int) Math.floor(b.y()) - 2, (int) Math.ceil(b.width()) + 4, (int) Math.ceil(b.height()) + 4);
            }
            g.dispose();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(img, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            return null; // an unreadable picture is dropped rather than shown unredacted
        }
    }
}
