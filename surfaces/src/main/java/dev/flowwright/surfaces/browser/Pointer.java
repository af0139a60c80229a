package dev.flowwright.surfaces.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Where a press lands (docs/browser.md#pressing). The target is scrolled into
 * view, the click point is the element's position at the look moved by how far the page actually
 * scrolled (its live box when it moved inside the page too), and the point is hit-tested before the
 * mouse goes down: a covered target is reported with its cover, never clicked through something else,
 * except a result card's own layer over its own link, with no dialog involved, which is clicked through.
 */
final class Pointer {
    private static final String BRING_FRAME_INTO_VIEW = "(el) => { const r = el.getBoundingClientRect(); "
            + "if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) "
            + "el.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'}); }";

    private final Page page;
    private Frame coverFrame;

    Pointer(Page page) { this.page = page; }

    void press(FrameTarget target, String label) {
        Frame frame = target.frame();
        double[] at = aim(frame, target, label);
        if (at == null) return;
        // the pointer arrives before the button goes down, as a person's does: a control that swaps its
        // picture on hover (an icon whose :hover image has not painted yet) would otherwise take the press
        // down on what lies under it and the click on neither
        page.mouse().move(at[0], at[1]);
        page.mainFrame().evaluate(AFTER_HOVER_PAINTS);
        // aimed again: in those frames the target may have moved (a section still sliding open) or been covered
        double[] again = aim(frame, target, label);
        if (again == null) return;
        page.mouse().click(again[0], again[1]);
    }

    /**
     * Scrolls the target into view and hit-tests the point to press: the point in page coordinates, or null
     * when the press script already pressed it (a card's layer clicked through, a list's option chosen).
     */
    private double[] aim(Frame frame, FrameTarget target, String label) {
        JsonNode result;
        try {
            bringIntoView(frame);
            result = PageReader.parse((String) frame.evaluate(Scripts.PRESS,
                    Map.of("token", target.token(), "index", target.index(), "clickThrough", true)));
        } catch (PlaywrightException e) {
            throw new SurfaceException(SurfaceError.STALE_REF, label + " is gone: the page changed since the look", e);
        }
        if (result.path("stale").asBoolean()) {
            throw new SurfaceException(SurfaceError.STALE_REF, label + ": " + result.path("why").asText());
        }
        if (result.path("clickedThrough").asBoolean() || result.path("chose").asBoolean()) return null;
        if (result.path("covered").asBoolean()) {
            coverFrame = frame;
            throw SurfaceException.covered(label, result.path("cover").asText("a layer"), result.path("empty").asBoolean());
        }
        double[] offset = PageReader.offsetOf(frame);
        return new double[]{result.path("x").asDouble() + offset[0], result.path("y").asDouble() + offset[1]};
    }

    /** Two animation frames (a hover style painted), or 100 ms where frames do not run (a hidden page). */
    private static final String AFTER_HOVER_PAINTS = "() => new Promise(done => { setTimeout(done, 100); "
            + "requestAnimationFrame(() => requestAnimationFrame(done)); })";

    /** Press the empty layer the last refused press reported, where nothing pressable lies beneath it. */
    void dismissCover() {
        Frame frame = coverFrame != null && !coverFrame.isDetached() ? coverFrame : page.mainFrame();
        coverFrame = null;
        JsonNode spot = PageReader.parse((String) frame.evaluate(Scripts.DISMISS_COVER, Map.of()));
        if (spot.path("none").asBoolean()) {
            throw new SurfaceException(SurfaceError.NOT_ACTIONABLE, "no cover to press: " + spot.path("why").asText());
        }
        double[] offset = PageReader.offsetOf(frame);
        page.mouse().click(spot.path("x").asDouble() + offset[0], spot.path("y").asDouble() + offset[1]);
    }

    /** Scroll each enclosing iframe into its parent's view, outermost first, so the press can reach it. */
    private static void bringIntoView(Frame frame) {
        List<Frame> chain = new ArrayList<>();
        for (Frame f = frame; f.parentFrame() != null; f = f.parentFrame()) chain.add(f);
        Collections.reverse(chain);
        for (Frame f : chain) {
            ElementHandle el = f.frameElement();
            try {
                el.evaluate(BRING_FRAME_INTO_VIEW);
            } finally {
                el.dispose();
            }
        }
    }
}
