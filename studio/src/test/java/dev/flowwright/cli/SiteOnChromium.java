package dev.flowwright.cli;

import dev.flowwright.samples.SampleSite;
import dev.flowwright.surfaces.browser.ChromiumLocator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.nio.file.Path;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/**
 * The sample site and a Chromium for a test class that drives the command line on real pages: the
 * class is skipped (saying why) where no Chromium is found, the site serves on a free port, and each
 * test starts from an empty event log. The commands it runs open their pages on the test JVM's one
 * Chromium ({@link SharedChromium}). Register as a static field with {@code @RegisterExtension}.
 */
final class SiteOnChromium implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback {
    private SampleSite site;
    private Path chromium;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        ChromiumLocator locator = new ChromiumLocator();
        require(locator.anyChromium(), locator.notFoundMessage());
        chromium = locator.locate().orElse(null);
        SharedChromium.install();
        site = SampleSite.start(0);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (site != null) site.close();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        site.clearEvents();
    }

    SampleSite site() { return site; }

    /** The Chromium found, or null when Playwright's own browser is what there is. */
    Path chromium() { return chromium; }
}
