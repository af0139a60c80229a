package dev.flowwright.cli;

import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceException;
import dev.flowwright.surfaces.browser.BrowserConnection;
import dev.flowwright.surfaces.browser.BrowserEndpoint;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import dev.flowwright.surfaces.desktop.DesktopSurface;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What {@code run} and {@code replay} share: opening the surface (a failure is printed and the command
 * exits 2), the values a user supplies ({@code FLOWWRIGHT_SECRET_NAME} variables, then {@code --fact}),
 * and the one-line "invalid input" exit.
 */
final class CliSurfaces {
    static final String SECRET_ENV_PREFIX = "FLOWWRIGHT_SECRET_";

    /**
     * A headless browser already running in this process, for a host that runs many commands in one JVM
     * (the test suite: a Chromium launch and a Playwright driver per command were most of its time). A
     * command given none — the default, and always on the real command line — launches its own Chromium;
     * given one, it opens its page in a browser context of its own there (cookies, storage and pages
     * isolated; closed with the command) and launches its own when the supplier gives null.
     */
    private static volatile Supplier<BrowserConnection> shared;

    private CliSurfaces() {}

    /** Headless commands in this JVM open their pages on {@code host}'s browser from now on (null: each launches its own again). */
    static void shareBrowser(Supplier<BrowserConnection> host) {
        shared = host;
    }

    /** Chromium (headless unless asked), or null after printing why it could not start. */
    static Surface browser(boolean headed, PrintWriter err) {
        return browser(headed, null, err);
    }

    /** As above, or a page on the browser at {@code endpoint} when one is given ({@code --browser}). */
    static Surface browser(boolean headed, BrowserEndpoint endpoint, PrintWriter err) {
        try {
            BrowserOptions options = BrowserOptions.defaults().withHeadless(!headed);
            if (endpoint != null) return BrowserSurface.connect(endpoint, options);
            Supplier<BrowserConnection> host = shared;
            BrowserConnection connection = host == null || headed ? null : host.get();
            return connection == null ? BrowserSurface.launch(options) : BrowserSurface.open(connection, options);
        } catch (SurfaceException e) {
            return failed(err, e);
        }
    }

    /** The desktop of this platform (AT-SPI on Linux), or null after printing why not. */
    static Surface desktop(PrintWriter err) {
        try {
            return DesktopSurface.forThisPlatform();
        } catch (SurfaceException e) {
            return failed(err, e);
        }
    }

    private static Surface failed(PrintWriter err, SurfaceException e) {
        err.println("flowwright: " + e.getMessage());
        err.flush();
        return null;
    }

    /** Values by name from {@code FLOWWRIGHT_SECRET_NAME} variables (name lower-cased) and {@code --fact} (the flag wins). */
    static Map<String, String> values(Map<String, String> env, Map<String, String> facts) {
        Map<String, String> values = new LinkedHashMap<>();
        env.forEach((k, v) -> {
            if (k.startsWith(SECRET_ENV_PREFIX) && k.length() > SECRET_ENV_PREFIX.length()) {
                values.put(k.substring(SECRET_ENV_PREFIX.length()).toLowerCase(Locale.ROOT), v);
            }
        });
        values.putAll(facts);
        return values;
    }

    static int invalid(PrintWriter err, String message) {
        err.println("flowwright: " + message);
        err.flush();
        return Main.EXIT_INVALID;
    }
}
