package dev.flowwright.runtime.screen;

/**
 * Where a screenshot lies in the coordinates of a look's element bounds: the element point {@code (x, y)}
 * is the picture's top-left pixel, and {@code scale} picture pixels make one unit of the bounds. A browser
 * page's bounds are page coordinates and its picture is the viewport, so the page's scroll is the origin;
 * a desktop window's bounds are screen coordinates and its picture starts at the window's corner. An
 * element's box in the picture is {@link #inPicture}.
 */
public record PictureOrigin(double x, double y, double scale) {
    /** The picture starts where the bounds do, one pixel a unit. */
    public static final PictureOrigin NONE = new PictureOrigin(0, 0, 1);

    public PictureOrigin {
        if (!(scale > 0) || Double.isInfinite(scale)) throw new IllegalArgumentException("a picture's scale is a positive number, not " + scale);
    }

    /** {@code b} as it lies in the picture, in picture pixels. */
    public Bounds inPicture(Bounds b) {
        return new Bounds((b.x() - x) * scale, (b.y() - y) * scale, b.width() * scale, b.height() * scale);
    }

    /** True when this is {@link #NONE}: nothing to shift or scale. */
    public boolean isNone() { return x == 0 && y == 0 && scale == 1; }
}
