package dev.flowwright.surfaces.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.Tracing;
import com.microsoft.playwright.options.ScreenshotType;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.ScrollDirection;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.Picture;
import dev.flowwright.runtime.screen.PictureOrigin;
import dev.flowwright.runtime.surface.SurfaceException;
import dev.flowwright.surfaces.Redaction;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The runtime's {@link Surface} on Chromium through Playwright for Java. One thread owns Playwright
 * and everything made from it; every method hands its work to that thread. A look reads every frame
 * (see {@link PageReader}); a press scrolls to its target, corrects the click point by how far the
 * page scrolled, hit-tests it and reports a cover instead of clicking something else (see {@link Pointer});
 * settling follows docs/browser.md#waiting (see {@link Settler}).
 */
public final class BrowserSurface implements Surface {

    static final List<String> CHROMIUM_ARGS = List.of("--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--no-first-run", "--disable-sync");
    private static final double NAVIGATION_TIMEOUT_MS = 30_000;
    private static final double ACTION_TIMEOUT_MS = 5_000;

    private final BrowserConnection connection;
    /** Whether closing this surface closes the connection too (a single run's own browser) or only its context. */
    private final boolean ownsConnection;
    private final PlaywrightThread thread;
    private final Settler settler = new Settler();
    private final PageReader reader = new PageReader();
    private final boolean mac = System.getProperty("os.name", "").toLowerCase().contains("mac");
    private BrowserContext context;
    private boolean tracing;
    private Page page;
    private PageReader.Look latest;
    private Pointer pointer;

    private BrowserSurface(BrowserConnection connection, boolean ownsConnection) {
        this.connection = connection;
        this.ownsConnection = ownsConnection;
        this.thread = connection.thread;
    }

    /** Starts Chromium (headless or not) with an empty page; closing the surface closes the browser. */
    public static BrowserSurface launch(BrowserOptions options) {
        return opened(new BrowserSurface(BrowserConnection.launch(options), true), options);
    }

    /** An empty page on a browser elsewhere ({@code --browser}); closing the surface disconnects (the browser stays). */
    public static BrowserSurface connect(BrowserEndpoint endpoint, BrowserOptions options) {
        return opened(new BrowserSurface(BrowserConnection.connect(endpoint), true), options);
    }

    /**
     * An empty page in a browser context of its own on a shared connection (cookies, storage and pages
     * isolated from every other surface on it); closing the surface closes only that context.
     */
    public static BrowserSurface open(BrowserConnection connection, BrowserOptions options) {
        return opened(new BrowserSurface(connection, false), options);
    }

    private static BrowserSurface opened(BrowserSurface surface, BrowserOptions options) {
        try {
            surface.thread.run(() -> surface.start(options));
        } catch (RuntimeException e) {
            surface.close();
            throw e;
        }
        return surface;
    }

    private void start(BrowserOptions options) {
        try {
            context = connection.withBrowser(b -> b.newContext(new Browser.NewContextOptions().setViewportSize(options.width(), options.height())));
        } catch (PlaywrightException e) {
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, "the browser at " + connection.describe()
                    + " gave no new context: " + firstLine(e.getMessage()), e);
        }
        context.setDefaultTimeout(ACTION_TIMEOUT_MS);
        context.addInitScript(Scripts.LISTENERS);
        context.onPage(this::adopt);
        adopt(context.newPage());
    }

    /**
     * Starts recording a Playwright trace of this surface's context (actions, DOM snapshots, network;
     * film-strip screenshots only when {@code screenshots}, since a picture of a typed secret cannot be
     * redacted afterwards). {@link #stopTrace} writes it.
     */
    public void startTrace(String title, boolean screenshots) {
        thread.run(() -> {
            context.tracing().start(new Tracing.StartOptions().setTitle(title).setSnapshots(true).setScreenshots(screenshots).setSources(false));
            tracing = true;
        });
    }

    /** Opens a group in the trace's action list (a recipe step), holding the actions until {@link #traceGroupEnd}; nothing when not tracing. */
    public void traceGroup(String name) {
        thread.run(() -> {
            if (tracing) context.tracing().group(name);
        });
    }

    public void traceGroupEnd() {
        thread.run(() -> {
            if (tracing) context.tracing().groupEnd();
        });
    }

    /** Writes the trace started by {@link #startTrace} to {@code zip} (null: throw it away). */
    public void stopTrace(Path zip) {
        thread.run(() -> {
            if (!tracing) return;
            tracing = false;
            context.tracing().stop(zip == null ? new Tracing.StopOptions() : new Tracing.StopOptions().setPath(zip));
        });
    }

    /** A new page (the first one, or a popup the page opened) becomes the one the surface drives. */
    private void adopt(Page newPage) {
        page = newPage;
        settler.attach(newPage);
        pointer = new Pointer(newPage);
        latest = null;
    }

    /** False once the browser went away under this surface (closed, crashed, or the connection to it dropped). */
    public boolean isConnected() { return connection.isConnected(); }

    @Override
    public boolean isGone() { return !isConnected(); }

    @Override
    public String kind() { return "browser"; }

    @Override
    public Screen look() {
        return thread.call(() -> {
            try {
                latest = reader.read(page);
            } catch (PlaywrightException e) {
                // the document was being replaced; read the new one once it has loaded
                waitForLoad();
                latest = reader.read(page);
            }
            return latest.screen();
        });
    }

    /**
     * Runs {@code work} with the page on the thread that owns Playwright (the studio's screencast, tests,
     * benchmarks). The page must not escape {@code work}.
     */
    public <T> T withPage(java.util.function.Function<Page, T> work) {
        return thread.call(() -> work.apply(page));
    }

    @Override
    public void press(Element target) {
        thread.run(() -> {
            FrameTarget t = resolve(target);
            settler.pressing(t);
            try {
                pointer.press(t, target.label());
            } catch (RuntimeException e) {
                settler.forgetPress();
                throw e;
            }
        });
    }

    @Override
    public void dismissCover() {
        thread.run(() -> {
            settler.pressing(null);
            try {
                pointer.dismissCover();
            } catch (RuntimeException e) {
                settler.forgetPress();
                throw e;
            }
        });
    }

    /** Input types whose value Playwright's fill takes only in ISO form. */
    private static final java.util.Set<String> DATE_LIKE = java.util.Set.of("date", "time", "datetime-local", "month", "week");

    private static final java.util.regex.Pattern CLOCK = java.util.regex.Pattern.compile(
            "^(\\d{1,2})[:.](\\d{2})(?:[:.](\\d{2}))?\\s*(?:([AaPp])\\.?\\s*[Mm]\\.?)?$");

    /** "5:51 AM", "17:51", "5.51 p.m." as a time input's ISO value ("05:51"); empty when it is no clock time. */
    static java.util.Optional<String> isoTime(String text) {
        var m = CLOCK.matcher(text.replace('\u202f', ' ').replace('\u00a0', ' ').strip());
        if (!m.matches()) return java.util.Optional.empty();
        int h = Integer.parseInt(m.group(1));
        int min = Integer.parseInt(m.group(2));
        if (m.group(4) != null) {
            if (h < 1 || h > 12) return java.util.Optional.empty();
            h = h % 12 + (Character.toLowerCase(m.group(4).charAt(0)) == 'p' ? 12 : 0);
        }
        if (h > 23 || min > 59) return java.util.Optional.empty();
        String iso = String.format(java.util.Locale.ROOT, "%02d:%02d", h, min);
        return java.util.Optional.of(m.group(3) == null ? iso : iso + ":" + m.group(3));
    }

    @Override
    public void setValue(Element target, String text) {
        thread.run(() -> {
            ElementHandle el = textField(target);
            try {
                try {
                    el.fill(text, new ElementHandle.FillOptions().setTimeout(ACTION_TIMEOUT_MS));
                } catch (PlaywrightException malformed) {
                    // a date or time input takes only its ISO form through fill; a person types it the way the
                    // field shows it ("01/03/2010", "5:51 AM"), segment by segment, and so do we
                    String type = String.valueOf(target.hint("type"));
                    if (!DATE_LIKE.contains(type)) throw malformed;
                    var clock = "time".equals(type) ? isoTime(text) : java.util.Optional.<String>empty();
                    if (clock.isPresent()) {
                        el.fill(clock.get(), new ElementHandle.FillOptions().setTimeout(ACTION_TIMEOUT_MS)); // "5:51 PM" is 17:51 anywhere
                    } else {
                        el.evaluate(Scripts.FOCUS_FIELD, false);
                        page.keyboard().type(text);
                    }
                }
                el.evaluate(Scripts.COMMIT_VALUE);
                String back = (String) el.evaluate(Scripts.READ_VALUE);
                if (!text.isEmpty() && (back == null || back.isBlank())) {
                    throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED,
                            target.label() + " was filled but reads back empty");
                }
            } catch (PlaywrightException e) {
                throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, target.label() + " did not take text: " + firstLine(e.getMessage()), e);
            } finally {
                el.dispose();
            }
        });
    }

    @Override
    public void type(Element target, String text) {
        thread.run(() -> {
            ElementHandle el = textField(target);
            try {
                el.scrollIntoViewIfNeeded();
                el.evaluate(Scripts.FOCUS_FIELD, false);
                page.keyboard().type(text);
                String back = (String) el.evaluate(Scripts.READ_VALUE);
                if (!text.isBlank() && (back == null || back.isBlank())) {
                    throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED, target.label() + " was typed into but reads back empty");
                }
            } catch (PlaywrightException e) {
                throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, target.label() + " did not take typing: " + firstLine(e.getMessage()), e);
            } finally {
                el.dispose();
            }
        });
    }

    @Override
    public Optional<String> readValue(Element target) {
        return thread.call(() -> {
            ElementHandle el = handle(target);
            try {
                return Optional.ofNullable((String) el.evaluate(Scripts.READ_VALUE));
            } finally {
                el.dispose();
            }
        });
    }

    @Override
    public void paste(Element target, String text, boolean replace) {
        thread.run(() -> {
            ElementHandle el = textField(target);
            try {
                el.evaluate(Scripts.FOCUS_FIELD, replace);
                // inserting as a paste does: one input event, and the clipboard is never touched
                page.keyboard().insertText(text);
            } finally {
                el.dispose();
            }
        });
    }

    @Override
    public void keyCombo(String combo) {
        String keys;
        try {
            keys = KeyCombos.toPlaywright(combo, mac);
        } catch (IllegalArgumentException e) {
            throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, e.getMessage(), e);
        }
        thread.run(() -> {
            settler.pressing(null);
            try {
                page.keyboard().press(keys);
            } catch (PlaywrightException e) {
                settler.forgetPress();
                throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, "the browser refused the key " + combo + ": " + firstLine(e.getMessage()), e);
            }
        });
    }

    @Override
    public void scroll(Element target, ScrollDirection direction) {
        thread.run(() -> {
            double dx = 0, dy = 0;
            switch (direction) {
                case UP -> dy = -1;
                case DOWN -> dy = 1;
                case LEFT -> dx = -1;
                case RIGHT -> dx = 1;
            }
            Map<String, Object> arg = Map.of("dx", dx, "dy", dy);
            if (target == null) {
                page.evaluate("(a) => window.scrollBy({left: a.dx * innerWidth * 0.8, top: a.dy * innerHeight * 0.8, behavior: 'instant'})", arg);
            } else {
                ElementHandle el = handle(target);
                try {
                    el.evaluate("(el, a) => el.scrollBy({left: a.dx * el.clientWidth * 0.8, top: a.dy * el.clientHeight * 0.8, behavior: 'instant'})", arg);
                } finally {
                    el.dispose();
                }
            }
        });
    }

    @Override
    public void expand(Element target) {
        if ("select".equals(target.hint("tag"))) {
            // a native list opens outside the page; its options are chosen with select()
            thread.run(() -> {
                ElementHandle el = handle(target);
                try { el.focus(); } finally { el.dispose(); }
            });
            return;
        }
        if ("submenu".equals(target.hint("opens"))) {
            // a menu item that opens its submenu when pointed at: pressing it may choose the item itself
            thread.run(() -> {
                ElementHandle el = handle(target);
                try { el.hover(); } finally { el.dispose(); }
            });
            return;
        }
        press(target);
    }

    @Override
    public void select(Element target, String option) {
        thread.run(() -> new Chooser(page, pointer, settler).select(resolve(target), handle(target), target, option));
    }

    @Override
    public void settle(SettleKind kind) {
        thread.run(() -> settler.settle(kind));
    }

    /** How long the last settle took, in milliseconds (the benchmark's settle overhead). */
    public long lastSettleMillis() {
        return thread.call(settler::lastSettleMillis);
    }

    @Override
    public boolean awaitChange(long millis) {
        return thread.call(() -> {
            Settler.Sample from = settler.sample();
            // sampled fast: a replay waiting for its next element reacts as soon as the page does
            return from == null || settler.waitForChange(from, millis, Thresholds.QUICK_SETTLE_SAMPLE_MS);
        });
    }

    @Override
    public void navigate(String url) {
        thread.run(() -> {
            Response response;
            try {
                response = page.navigate(url, new Page.NavigateOptions().setTimeout(NAVIGATION_TIMEOUT_MS));
            } catch (PlaywrightException e) {
                throw new SurfaceException(SurfaceError.NAVIGATION_FAILED, url + " could not be opened: " + firstLine(e.getMessage()), e);
            }
            latest = null;
            if (response != null && response.status() >= 400) {
                throw new SurfaceException(SurfaceError.NAVIGATION_FAILED, url + " answered " + response.status() + " " + response.statusText());
            }
            // loaded, and the requests it started are done; a caller that decides on the page settles FULL after
            settler.settle(SettleKind.QUICK);
        });
    }

    @Override
    public void back() {
        thread.run(() -> {
            Response response;
            try {
                response = page.goBack(new Page.GoBackOptions().setTimeout(NAVIGATION_TIMEOUT_MS));
            } catch (PlaywrightException e) {
                throw new SurfaceException(SurfaceError.NAVIGATION_FAILED, "going back failed: " + firstLine(e.getMessage()), e);
            }
            if (response == null && page.url().equals("about:blank")) {
                throw new SurfaceException(SurfaceError.NAVIGATION_FAILED, "there is no page to go back to");
            }
            latest = null;
            settler.settle(SettleKind.FULL);
        });
    }

    @Override
    public byte[] screenshot() {
        return thread.call(() -> {
            try {
                return page.screenshot(SCREENSHOT);
            } catch (PlaywrightException e) {
                return new byte[0];
            }
        });
    }

    /**
     * Pictures in CSS pixels, the unit of the elements' bounds, whatever the device's pixel ratio (a HiDPI
     * remote browser): a box painted over a secret, or an outline drawn over an element, lands on it.
     */
    private static final Page.ScreenshotOptions SCREENSHOT = new Page.ScreenshotOptions().setType(ScreenshotType.PNG)
            .setScale(com.microsoft.playwright.options.ScreenshotScale.CSS);

    /**
     * The viewport with the given elements painted over: their bounds are page coordinates, so the page's
     * scroll at the moment of the picture places them.
     */
    @Override
    public byte[] screenshot(List<Element> hide) {
        if (hide == null || hide.isEmpty()) return screenshot();
        return picture(hide, null).png();
    }

    /** {@link #picture(List, java.util.function.Predicate)} queued on the browser's thread: taken before the next action, not waited for. */
    @Override
    public java.util.concurrent.CompletableFuture<Picture> pictureSoon(List<Element> hide, java.util.function.Predicate<String> showsSecret) {
        return thread.later(() -> picture(hide, showsSecret));
    }

    /**
     * The viewport with the given elements painted over, and every block of the page's text that
     * {@code showsSecret} accepts: a line echoing a card number is not an element, yet the picture shows it.
     * Text that cannot be read (or more than {@link Thresholds#MAX_PICTURE_TEXT_NODES} text nodes) gives no
     * picture at all.
     */
    @Override
    public byte[] screenshot(List<Element> hide, java.util.function.Predicate<String> showsSecret) {
        return picture(hide, showsSecret).png();
    }

    /**
     * The viewport as {@link #screenshot(List, java.util.function.Predicate)} paints it, with the page's
     * scroll at that moment as its origin: bounds are page coordinates, the picture is the viewport in CSS
     * pixels (docs/studio.md#teach-mode: outlines land on the elements at every scroll and pixel ratio).
     */
    @Override
    public Picture picture(List<Element> hide, java.util.function.Predicate<String> showsSecret) {
        return thread.call(() -> {
            try {
                List<Element> all = new java.util.ArrayList<>(hide == null ? List.of() : hide);
                if (showsSecret != null) {
                    JsonNode text = TEXT_JSON.readTree((String) page.evaluate(Scripts.TEXT_BOXES,
                            Map.of("maxNodes", Thresholds.MAX_PICTURE_TEXT_NODES)));
                    if (!text.path("complete").asBoolean()) return new Picture(new byte[0], null);
                    for (JsonNode block : text.path("blocks")) {
                        if (!showsSecret.test(block.path("text").asText())) continue;
                        for (JsonNode b : block.path("boxes")) {
                            all.add(new Element("text", "text", "", "", null, null, null,
                                    new dev.flowwright.runtime.screen.Bounds(b.get(0).asDouble(), b.get(1).asDouble(), b.get(2).asDouble(), b.get(3).asDouble()),
                                    null, null));
                        }
                    }
                }
                List<?> scroll = (List<?>) page.evaluate("() => [window.scrollX, window.scrollY]");
                double x = ((Number) scroll.get(0)).doubleValue(), y = ((Number) scroll.get(1)).doubleValue();
                byte[] png = page.screenshot(SCREENSHOT);
                return new Picture(all.isEmpty() ? png : Redaction.paint(png, all, x, y), new PictureOrigin(x, y, 1));
            } catch (PlaywrightException | java.io.IOException e) {
                return new Picture(new byte[0], null);
            }
        });
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper TEXT_JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    /** The address the page shows now. */
    public String url() {
        return thread.call(() -> page.url());
    }

    /** How long closing the browser may take before it is abandoned (a browser that stopped answering must not hang the run's end). */
    static final java.time.Duration CLOSE_LIMIT = java.time.Duration.ofSeconds(30);

    @Override
    public void close() {
        if (ownsConnection) {
            connection.close();
            return;
        }
        try {
            thread.call(() -> {
                if (context != null) context.close();
                return null;
            }, CLOSE_LIMIT);
        } catch (RuntimeException e) {
            // closing is best effort: the browser may already be gone
        }
    }

    // ---- refs back to live elements ----

    private FrameTarget resolve(Element target) {
        FrameTarget t = latest == null ? null : latest.targets().get(target.ref());
        if (t == null || !t.matches(target)) {
            throw new SurfaceException(SurfaceError.STALE_REF, target.label() + " (" + target.ref() + ") is not from the latest look; look again");
        }
        if (t.frame().isDetached()) {
            throw new SurfaceException(SurfaceError.STALE_REF, target.label() + " was in a frame that has gone");
        }
        return t;
    }

    private ElementHandle handle(Element target) {
        FrameTarget t = resolve(target);
        JSHandle h;
        try {
            h = t.frame().evaluateHandle(Scripts.ELEMENT, Map.of("token", t.token(), "index", t.index()));
        } catch (PlaywrightException e) {
            throw new SurfaceException(SurfaceError.STALE_REF, target.label() + " is gone: the page changed since the look", e);
        }
        ElementHandle el = h.asElement();
        if (el == null) {
            h.dispose();
            throw new SurfaceException(SurfaceError.STALE_REF, target.label() + " is no longer on the page; look again");
        }
        return el;
    }

    private ElementHandle textField(Element target) {
        ElementHandle el = handle(target);
        if (!Boolean.TRUE.equals(el.evaluate(Scripts.TAKES_TEXT))) {
            el.dispose();
            throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, target.label() + " is not a text field");
        }
        return el;
    }

    private void waitForLoad() {
        try {
            page.waitForLoadState();
        } catch (PlaywrightException e) {
            // nothing more to wait for
        }
    }

    static String firstLine(String message) {
        if (message == null) return "";
        String m = message.strip();
        // Playwright wraps a driver error as "Error {\n  message='Timeout 5000ms exceeded.\n…": the message is the line
        int inner = m.startsWith("Error {") ? m.indexOf("message='") : -1;
        if (inner >= 0) m = m.substring(inner + "message='".length()).strip();
        String line = m.split("\n", 2)[0];
        if (inner >= 0 && line.endsWith("'")) line = line.substring(0, line.length() - 1);
        return line.length() > 200 ? line.substring(0, 200) : line;
    }
}
