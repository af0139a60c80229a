package dev.flowwright.surfaces.browser;

import java.nio.file.Path;

/**
 * How to start the browser.
 *
 * @param headless   no window (the command line's default; {@code --headed} turns it off)
 * @param executable the Chromium to launch, or null to ask {@link ChromiumLocator}
 * @param width      viewport width in CSS pixels
 * @param height     viewport height in CSS pixels
 */
public record BrowserOptions(boolean headless, Path executable, int width, int height) {

    public static BrowserOptions defaults() {
        return new BrowserOptions(true, null, 1280, 800);
    }

    public BrowserOptions withHeadless(boolean value) { return new BrowserOptions(value, executable, width, height); }

    public BrowserOptions withExecutable(Path value) { return new BrowserOptions(headless, value, width, height); }

    public BrowserOptions withViewport(int w, int h) { return new BrowserOptions(headless, executable, w, h); }
}
