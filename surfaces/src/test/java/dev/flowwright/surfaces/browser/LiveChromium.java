package dev.flowwright.surfaces.browser;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/**
 * For tests on real Chromium: a headless browser surface. With no Chromium the test is skipped saying why —
 * except under {@code FLOWWRIGHT_REQUIRE_ALL=1} (CI), where it fails, as every real-Chromium test does
 * ({@link dev.flowwright.runtime.testing.LiveEnvironment#require}).
 */
final class LiveChromium {
    private LiveChromium() {}

    static BrowserSurface launch() {
        ChromiumLocator locator = new ChromiumLocator();
        require(locator.anyChromium(), locator.notFoundMessage());
        return BrowserSurface.launch(BrowserOptions.defaults());
    }

    static void close(BrowserSurface surface) {
        if (surface != null) surface.close();
    }
}
