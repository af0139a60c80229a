package dev.flowwright.bridge;

/** An element's extents in screen coordinates (pixels). */
public record Rect(int x, int y, int width, int height) {
    public boolean isEmpty() { return width <= 0 || height <= 0; }
    public int centerX() { return x + width / 2; }
    public int centerY() { return y + height / 2; }
}
