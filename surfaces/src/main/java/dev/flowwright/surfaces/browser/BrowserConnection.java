package dev.flowwright.surfaces.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.PlaywrightException;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.nio.file.Path;
import java.util.Map;

/**
 * One Playwright and the browser it drives — launched here, or reached at a {@link BrowserEndpoint} —
 * owned by one {@link PlaywrightThread}. Surfaces opened on it ({@link BrowserSurface#open}) each get a
 * browser context of their own and close only that; the connection closes the rest. A replay of many
 * recipes gives every worker its own connection to one browser, because Playwright for Java objects
 * belong to the thread that made them.
 */
public final class BrowserConnection implements AutoCloseable {
    /** How long a connection to a browser elsewhere may take before the replay gives up on it. */
    static final double CONNECT_TIMEOUT_MS = 30_000;

    final PlaywrightThread thread = new PlaywrightThread();
    private final String description;
    private Playwright playwright;
    private Browser browser;
    private volatile boolean dropped;

    /** The Chromium process this connection launched (a grandchild: Playwright's driver starts it), or null. */
    private volatile ProcessHandle chromium;

    private BrowserConnection(String description) {
        this.description = description;
        thread.goneCheck(this::gone);
    }

    /**
     * Whether {@code failure} happened because the browser went away: it is no longer connected, or the
     * page or context was closed under the call (Playwright's TargetClosedError).
     */
    private dev.flowwright.runtime.surface.SurfaceGone gone(RuntimeException failure) {
        if (browser == null) return null;
        boolean connected = !dropped && browser.isConnected();
        boolean targetClosed = false;
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String m = String.valueOf(t.getMessage());
            if (t.getClass().getSimpleName().equals("TargetClosedError") || m.contains("has been closed") || m.contains("Browser closed"))
                targetClosed = true;
        }
        if (connected && !targetClosed) return null;
        if (connected) return new dev.flowwright.runtime.surface.SurfaceGone("the page closed", "it was closed outside the run", failure);
        return new dev.flowwright.runtime.surface.SurfaceGone("the browser closed", whyGone(), failure);
    }

    /** What is known of why the browser is gone: its process ended, or the connection to it was lost. */
    String whyGone() {
        ProcessHandle p = chromium;
        if (p != null && !p.isAlive()) return "Chromium is no longer running";
        return "the connection to " + (p != null ? "Chromium" : description) + " was lost";
    }

    /** Launches Chromium for this connection alone (a single replay or run). */
    public static BrowserConnection launch(BrowserOptions options) {
        BrowserConnection c = new BrowserConnection("Chromium launched here");
        return c.starting(() -> c.launchHere(options));
    }

    /** Connects a new Playwright to a browser that is already running. */
    public static BrowserConnection connect(BrowserEndpoint endpoint) {
        BrowserConnection c = new BrowserConnection(endpoint.toString());
        return c.starting(() -> c.connectTo(endpoint));
    }

    private BrowserConnection starting(Runnable start) {
        try {
            thread.run(start);
            return this;
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private void launchHere(BrowserOptions options) {
        ChromiumLocator locator = new ChromiumLocator();
        Path executable = options.executable();
        try {
            if (executable == null) executable = locator.locate().orElse(null);
        } catch (IllegalStateException e) {
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, e.getMessage(), e);
        }
        playwright = newPlaywright();
        BrowserType.LaunchOptions launch = new BrowserType.LaunchOptions()
                .setHeadless(options.headless()).setArgs(BrowserSurface.CHROMIUM_ARGS);
        if (executable != null) launch.setExecutablePath(executable);
        java.util.Set<Long> before = chromiums().map(ProcessHandle::pid).collect(java.util.stream.Collectors.toSet());
        try {
            browser = playwright.chromium().launch(launch);
            chromium = chromiums().filter(p -> !before.contains(p.pid()))
                    .filter(p -> p.parent().map(parent -> !isChromium(parent)).orElse(true)).findFirst().orElse(null);
        } catch (PlaywrightException e) {
            String why = BrowserSurface.firstLine(e.getMessage());
            String message = executable == null ? locator.notFoundMessage() + " (" + why + ")"
                    : "Chromium at " + executable + " could not be started: " + why;
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, message, e);
        }
        browser.onDisconnected(b -> dropped = true);
    }

    private void connectTo(BrowserEndpoint endpoint) {
        playwright = newPlaywright();
        try {
            browser = switch (endpoint.kind()) {
                case PLAYWRIGHT_SERVER -> playwright.chromium().connect(endpoint.address(),
                        new BrowserType.ConnectOptions().setTimeout(CONNECT_TIMEOUT_MS));
                case DEVTOOLS -> playwright.chromium().connectOverCDP(endpoint.address(),
                        new BrowserType.ConnectOverCDPOptions().setTimeout(CONNECT_TIMEOUT_MS));
            };
        } catch (PlaywrightException e) {
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, "no browser at " + endpoint + ": " + BrowserSurface.firstLine(e.getMessage()), e);
        }
        browser.onDisconnected(b -> dropped = true);
    }

    /** The Chromium processes under this one (Playwright's driver starts the browser). */
    private static java.util.stream.Stream<ProcessHandle> chromiums() {
        return ProcessHandle.current().descendants().filter(BrowserConnection::isChromium);
    }

    private static boolean isChromium(ProcessHandle p) {
        String command = p.info().command().orElse("");
        String name = command.substring(command.lastIndexOf('/') + 1).toLowerCase(java.util.Locale.ROOT);
        return name.startsWith("chrom") || name.startsWith("headless_shell");
    }

    private static Playwright newPlaywright() {
        PlaywrightDriver.useCache();
        return Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    /** Runs {@code work} with the browser on the thread that owns it. */
    <T> T withBrowser(java.util.function.Function<Browser, T> work) {
        return thread.call(() -> work.apply(browser));
    }

    /** False once the browser went away (closed, crashed, or the network to it dropped). */
    public boolean isConnected() {
        if (dropped) return false;
        try {
            return thread.call(() -> browser != null && browser.isConnected());
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Where the browser is, as a person reads it: {@code cdp:http://127.0.0.1:9222}, {@code Chromium launched here}. */
    public String describe() { return description; }

    @Override
    public void close() {
        try {
            thread.call(() -> {
                // a browser reached at an endpoint is only disconnected from (its contexts go, the browser stays)
                try {
                    if (browser != null) browser.close();
                } finally {
                    if (playwright != null) playwright.close();
                }
                return null;
            }, BrowserSurface.CLOSE_LIMIT);
        } catch (RuntimeException e) {
            // closing is best effort: the browser may already be gone
        } finally {
            thread.close();
        }
    }
}
