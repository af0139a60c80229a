package dev.flowwright.surfaces.browser;

import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Request;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.surface.SettleKind;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Waiting (docs/browser.md#waiting): a fixed pause is the same as no pause, so settling samples the
 * element count <em>and</em> the page's text length until both hold still (the count alone settles
 * while a server-rendered app still has an empty content region), with no request in flight; and a
 * click that looks inert is given three more seconds to commit a navigation before it is written off.
 * Runs on the Playwright thread; the request listeners fire while it waits.
 */
final class Settler {

    /** What settling compares over every frame: the address, element count, text length, and control state. */
    record Sample(String url, long count, long textLength, long states, String target) {}

    private final Map<Request, Long> inFlight = new IdentityHashMap<>();
    private Page page;
    private Sample beforePress;
    private FrameTarget pressed;
    private long lastSettleMillis;

    void attach(Page newPage) {
        this.page = newPage;
        inFlight.clear();
        newPage.onRequest(r -> inFlight.put(r, System.currentTimeMillis()));
        newPage.onRequestFinished(inFlight::remove);
        newPage.onRequestFailed(inFlight::remove);
    }

    /** Remember the page (and the pressed element, when there is one) just before a press, for the inert-click grace. */
    void pressing(FrameTarget target) {
        pressed = target;
        beforePress = sample();
    }

    /** Forget the press: a refused press or a key combo has nothing to wait for. */
    void forgetPress() {
        beforePress = null;
        pressed = null;
    }

    void settle(SettleKind kind) {
        long start = System.currentTimeMillis();
        boolean full = kind != SettleKind.BRIEF; // FULL and QUICK wait for the network
        long limit = kind == SettleKind.BRIEF ? Thresholds.BRIEF_SETTLE_LIMIT_MS : Thresholds.SETTLE_LIMIT_MS;
        long every = kind == SettleKind.QUICK ? Thresholds.QUICK_SETTLE_SAMPLE_MS : Thresholds.SETTLE_SAMPLE_MS;
        // a quick settle needs one repeat of the sample, the others two (SETTLE_STILL_SAMPLES in a row)
        int repeats = kind == SettleKind.QUICK ? 1 : Thresholds.SETTLE_STILL_SAMPLES - 1;
        Sample still = waitStill(full, limit, every, repeats);
        Sample before = beforePress;
        if (full && before != null && still != null && still.equals(before)) {
            // an inert-looking click: give a navigation (or a late reaction) time to commit
            if (waitForChange(before, Thresholds.INERT_CLICK_GRACE_MS, every)) waitStill(true, limit, every, repeats);
        }
        forgetPress();
        lastSettleMillis = System.currentTimeMillis() - start;
    }

    /** How long the last settle took, for the benchmark of settle overhead per action. */
    long lastSettleMillis() { return lastSettleMillis; }

    /** Wait up to {@code millis} for the page to differ from {@code from}; true if it did. */
    boolean waitForChange(Sample from, long millis) {
        return waitForChange(from, millis, Thresholds.SETTLE_SAMPLE_MS);
    }

    /** Wait up to {@code millis} for the page to differ from {@code from}, sampling every {@code every} ms. */
    boolean waitForChange(Sample from, long millis, long every) {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            pause(every);
            Sample now = sample();
            if (now == null || !now.equals(from)) return true;
            if (navigationInFlight()) return true;
        }
        return false;
    }

    Sample sample() {
        try {
            long count = 0, text = 0, states = 0;
            for (Frame f : page.frames()) {
                try {
                    String[] parts = ((String) f.evaluate(Scripts.SAMPLE)).split(",");
                    count += Long.parseLong(parts[0]);
                    text += Long.parseLong(parts[1]);
                    states += Long.parseLong(parts[2]) * 100_003 + Long.parseLong(parts[3]);
                } catch (PlaywrightException e) {
                    if (f == page.mainFrame()) return null;
                }
            }
            return new Sample(page.url(), count, text, states, targetState());
        } catch (PlaywrightException e) {
            return null; // a navigation is replacing the document: not still
        }
    }

    private String targetState() {
        if (pressed == null || pressed.frame().isDetached()) return null;
        try {
            return (String) pressed.frame().evaluate(Scripts.TARGET_STATE, java.util.Map.of("token", pressed.token(), "index", pressed.index()));
        } catch (PlaywrightException e) {
            return "gone";
        }
    }

    private Sample waitStill(boolean waitForNetwork, long limit, long every, int repeats) {
        long end = System.currentTimeMillis() + limit;
        Sample last = sample();
        int same = 0;
        while (System.currentTimeMillis() < end) {
            pause(every);
            Sample now = sample();
            boolean quiet = !waitForNetwork || !busy();
            if (now != null && now.equals(last) && quiet) {
                if (++same >= repeats) return now;
            } else {
                same = 0;
            }
            last = now;
        }
        return last;
    }

    private boolean busy() {
        long now = System.currentTimeMillis();
        return inFlight.values().stream().anyMatch(started -> now - started < Thresholds.LONG_REQUEST_MS);
    }

    private boolean navigationInFlight() {
        return inFlight.keySet().stream().anyMatch(r -> {
            try {
                return r.isNavigationRequest() && r.frame() == page.mainFrame();
            } catch (PlaywrightException e) {
                return false;
            }
        });
    }

    private void pause() {
        pause(Thresholds.SETTLE_SAMPLE_MS);
    }

    private void pause(long millis) {
        try {
            page.waitForTimeout(millis);
        } catch (PlaywrightException e) {
            // the page is navigating or closing; the next sample says which
        }
    }
}
