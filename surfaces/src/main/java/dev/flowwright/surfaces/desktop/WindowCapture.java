package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.Rect;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * A PNG of a window: ImageMagick's {@code import} captures the X root window cropped to the window's
 * extents (read through AT-SPI in screen coordinates). Empty when there is no X display or no
 * {@code import}, as the Surface contract asks.
 */
final class WindowCapture {
    private static final long CAPTURE_SECONDS = 10;

    private WindowCapture() {}

    static byte[] capture(Rect box) {
        String display = System.getenv("DISPLAY");
        if (box == null || box.isEmpty() || display == null || display.isBlank()) return new byte[0];
        int x = Math.max(0, box.x());
        int y = Math.max(0, box.y());
        String crop = box.width() + "x" + box.height() + "+" + x + "+" + y;
        try {
            Process p = new ProcessBuilder("import", "-silent", "-window", "root", "-crop", crop, "+repage", "png:-")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            byte[] png = p.getInputStream().readAllBytes();
            if (!p.waitFor(CAPTURE_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new byte[0];
            }
            return p.exitValue() == 0 ? png : new byte[0];
        } catch (IOException e) {
            return new byte[0];
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new byte[0];
        }
    }
}
