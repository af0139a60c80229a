package dev.flowwright.studio.screen;

/** An element's outline on the live screen, in screenshot pixels. */
public record Box(String ref, String label, double x, double y, double width, double height) {
    public boolean contains(double px, double py) {
        return px >= x && py >= y && px <= x + width && py <= y + height;
    }

    public double area() { return width * height; }
}
