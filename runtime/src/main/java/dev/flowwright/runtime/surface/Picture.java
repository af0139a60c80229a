package dev.flowwright.runtime.surface;

import dev.flowwright.runtime.screen.PictureOrigin;

/**
 * A screenshot (PNG; empty when none could be taken or it could not be redacted) and where it lies in the
 * coordinates of the look's element bounds, so an element can be outlined where the picture shows it.
 */
public record Picture(byte[] png, PictureOrigin origin) {
    public Picture {
        png = png == null ? new byte[0] : png;
        origin = origin == null ? PictureOrigin.NONE : origin;
    }

    public boolean isEmpty() { return png.length == 0; }
}
