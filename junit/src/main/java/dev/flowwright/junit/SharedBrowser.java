package dev.flowwright.junit;

import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.surfaces.browser.BrowserOptions;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The one Chromium a test JVM's recipe classes replay on, started by the first class that needs it and
 * closed when JUnit closes the root context (the JVM's tests are done). A Chromium that dies is replaced
 * for the recipes after it ({@link SuiteReplay.Local}).
 */
@SuppressWarnings("deprecation") // CloseableResource: what JUnit before 5.13 closes; AutoCloseable for the newer ones
final class SharedBrowser implements ExtensionContext.Store.CloseableResource, AutoCloseable {
    private SuiteReplay.Local local;
    private boolean closed;

    /** The running Chromium, started with {@code options} on first use. */
    synchronized SuiteReplay.Local local(BrowserOptions options) {
        if (closed) throw new IllegalStateException("the test run's browser was already closed");
        if (local == null) local = new SuiteReplay.Local(options);
        return local;
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (local != null) local.close();
        local = null;
    }
}
