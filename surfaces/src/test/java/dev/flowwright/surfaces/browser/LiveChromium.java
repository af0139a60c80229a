package dev.flowwright.surfaces.browser;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/** For tests on real Chromium: a headless browser surface, or the test is skipped saying why there is none. */
final class LiveChromium {
    private LiveChromium() {}

    static BrowserSurface launchOrSkip() {
        ChromiumLocator locator = new ChromiumLocator();
        require(locator.anyChromium(), locator.notFoundMessage());
        return BrowserSurface.launch(BrowserOptions.defaults());
    }

    static void close(BrowserSurface surface) {
        if (surface != null) surface.close();
    }
}
