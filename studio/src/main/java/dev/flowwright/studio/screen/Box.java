package dev.flowwright.studio.screen;

/**
 * An element's outline on the live screen, in screenshot pixels; {@code actionable} when the surface can
 * do something to it (press, type, choose …), which is what an author means when they point at it;
 * {@code unusable} why it still cannot answer now ("it is disabled"), null when it can.
 */
public record Box(String ref, String label, double x, double y, double width, double height, boolean actionable, String unusable) {
    public Box(String ref, String label, double x, double y, double width, double height) {
        this(ref, label, x, y, width, height, true, null);
    }

    public Box(String ref, String label, double x, double y, double width, double height, boolean actionable) {
        this(ref, label, x, y, width, height, actionable, null);
    }

    public boolean contains(double px, double py) {
        return px >= x && py >= y && px <= x + width && py <= y + height;
    }

    public double area() { return width * height; }
}
