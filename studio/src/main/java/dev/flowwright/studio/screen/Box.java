package dev.flowwright.studio.screen;

/**
 * An element's outline on the live screen, in screenshot pixels; {@code actionable} when the surface can
 * do something to it (press, type, choose …), which is what an author means when they point at it.
 */
public record Box(String ref, String label, double x, double y, double width, double height, boolean actionable) {
    public Box(String ref, String label, double x, double y, double width, double height) {
        this(ref, label, x, y, width, height, true);
    }

    public boolean contains(double px, double py) {
        return px >= x && py >= y && px <= x + width && py <= y + height;
    }

    public double area() { return width * height; }
}
