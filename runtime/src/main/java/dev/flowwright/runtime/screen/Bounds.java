package dev.flowwright.runtime.screen;

/** An element's box in page (or screen) coordinates, frame offsets already added. */
public record Bounds(double x, double y, double width, double height) {
    public double centerX() { return x + width / 2; }
    public double centerY() { return y + height / 2; }
    public boolean isEmpty() { return width <= 0 || height <= 0; }
    public boolean contains(double px, double py) {
        return px >= x && py >= y && px <= x + width && py <= y + height;
    }
}
