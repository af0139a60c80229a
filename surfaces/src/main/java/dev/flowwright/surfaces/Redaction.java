package dev.flowwright.surfaces;

import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * Paints boxes over elements in a PNG before it leaves the surface: a field that shows a one-time code
 * would show it again in every screenshot of a report or the studio. The boxes are solid and a little
 * larger than the element; a picture that cannot be read or written is dropped (empty), never returned
 * unredacted.
 */
public final class Redaction {
    /** Pixels the box reaches past the element on every side (anti-aliased edges, focus rings). */
    static final int MARGIN = 2;
    /** The box's colour: the studio's dark panel grey, so a hidden field reads as deliberately covered. */
    static final Color BOX = new Color(60, 64, 72);

    private Redaction() {}

    /** The picture with each element's bounds, shifted by {@code -originX, -originY} into the picture, painted over. */
    public static byte[] paint(byte[] png, List<Element> hide, double originX, double originY) {
        if (png == null || png.length == 0 || hide.isEmpty()) return png;
        try {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
            if (img == null) return new byte[0];
            Graphics2D g = img.createGraphics();
            g.setColor(BOX);
            for (Element e : hide) {
                Bounds b = e.bounds();
                if (b == null || b.isEmpty()) return new byte[0]; // nowhere to paint: no picture rather than the secret
                g.fillRect((int) Math.floor(b.x() - originX) - MARGIN, (int) Math.floor(b.y() - originY) - MARGIN,
                        (int) Math.ceil(b.width()) + 2 * MARGIN, (int) Math.ceil(b.height()) + 2 * MARGIN);
            }
            g.dispose();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(img, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            return new byte[0];
        }
    }
}
