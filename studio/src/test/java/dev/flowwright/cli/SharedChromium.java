package dev.flowwright.cli;

import dev.flowwright.surfaces.browser.BrowserConnection;
import dev.flowwright.surfaces.browser.BrowserOptions;

/**
 * One headless Chromium per test JVM for the command-line tests that drive pages but are not about
 * starting a browser: every {@code run} and {@code replay} in this JVM opens its page in a fresh browser
 * context on it ({@link CliSurfaces#shareBrowser}) — cookies, storage and pages of its own, closed with
 * the command — the way a suite's workers share one browser. A Chromium launch and a Playwright driver per
 * command were most of the suite's time. Launched at the first command that needs a page, launched again
 * if it went away, closed when the JVM ends. Headed commands, {@code --browser} and suites start their own
 * browsers as before; so does everything outside this JVM (the real command line never shares).
 */
final class SharedChromium {
    private static BrowserConnection connection;
    private static boolean installed;

    private SharedChromium() {}

    /** From now on, commands in this JVM open their pages on the shared browser. */
    static synchronized void install() {
        if (installed) return;
        installed = true;
        CliSurfaces.shareBrowser(SharedChromium::connection);
        Runtime.getRuntime().addShutdownHook(new Thread(SharedChromium::close, "shared-chromium-close"));
    }

    /**
     * Commands in this JVM launch their own browsers again until {@link #resume()}: for the tests about a
     * command's own browser (killed mid-run, its process stopped), which the real command line always has.
     */
    static synchronized void standAside() {
        CliSurfaces.shareBrowser(null);
    }

    /** Commands share the browser again after {@link #standAside()} (when it was installed). */
    static synchronized void resume() {
        if (installed) CliSurfaces.shareBrowser(SharedChromium::connection);
    }

    /** The shared browser, launched now if there is none or it went away. */
    static synchronized BrowserConnection connection() {
        if (connection != null && !connection.isConnected()) close();
        if (connection == null) connection = BrowserConnection.launch(BrowserOptions.defaults());
        return connection;
    }

    private static synchronized void close() {
        if (connection != null) connection.close();
        connection = null;
    }
}
