package dev.flowwright.studio.session;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.journal.JournalWriter;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceException;

/**
 * Pairs each look with its screenshot, taken on the run thread by the surface with everything that shows
 * a secret painted over — a field a secret was typed into, a password field, an element or a line of the
 * page's text echoing a secret in any spelling — then passes every event on. A look that came with a
 * picture has it painted too. A picture that cannot be taken is left out, never kept raw. The studio's
 * runs and replays and {@code flowwright run --journal} all use this one. For a journal the picture is not
 * waited for: the surface takes it before the run's next action, while the run asks its decider, and the
 * journal writes the look with it before its next line ({@link JournalWriter#lookWithPictureLater}). A look
 * whose screen is the same as the one pictured last (the same elements with the same names, values, states
 * and places, the same text) shares that picture instead of taking another: a run looks again and again at
 * a screen that is settling or waiting, and most of those looks see nothing new (docs/journal.md).
 */
public final class PaintedLooks implements RunListener {
    private final Surface surface;
    private final Secrets secrets;
    private final RunListener out;
    /** The journal, when the pictures go to one: it waits for them itself, so the run need not. */
    private final JournalWriter journal;
    /** The studio's runs lower what the surface starts so the window keeps drawing; the command line does not. */
    private final boolean lowerPriority;
    private volatile byte[] latest;
    /** The screen of the latest look: what a fresh picture is painted by ({@link #now()}). */
    private volatile dev.flowwright.runtime.screen.Screen lastScreen;
    /** The screen the journal's last picture was taken of, and that picture: shared by a look of the same screen. */
    private dev.flowwright.runtime.screen.Screen picturedScreen;
    private java.util.concurrent.CompletableFuture<dev.flowwright.runtime.surface.Picture> pictured;

    private PaintedLooks(Surface surface, Secrets secrets, RunListener out, boolean lowerPriority) {
        this.journal = out instanceof JournalWriter j && !lowerPriority ? j : null;
        this.surface = surface;
        this.secrets = secrets;
        this.out = out;
        this.lowerPriority = lowerPriority;
    }

    /** For the studio: what the surface starts runs at a lower priority than the window ({@link BackgroundPriority}). */
    static PaintedLooks forStudio(Surface surface, Secrets secrets, RunListener out) {
        return new PaintedLooks(surface, secrets, out, true);
    }

    /** For a command-line run's journal. */
    public static PaintedLooks forJournal(Surface surface, Secrets secrets, JournalWriter journal) {
        return new PaintedLooks(surface, secrets, journal, false);
    }

    @Override
    public void on(Event e) {
        if (lowerPriority && e instanceof Event.Look) BackgroundPriority.lowerNewChildren();
        if (e instanceof Event.Look l) lastScreen = l.screen();
        if (journal != null && e instanceof Event.Look l && l.screenshot() == null) {
            journal.lookWithPictureLater(l, pictureSoon(l));
            return;
        }
        if (e instanceof Event.Look l && l.screenshot() == null) {
            dev.flowwright.runtime.surface.Picture p = picture(l.screen());
            byte[] png = p == null ? null : p.png();
            latest = png;
            out.on(new Event.Look(l.time(), l.stepPath(), l.turn(), l.screen(), l.changeNote(), png, p == null ? null : p.origin()));
        } else {
            if (e instanceof Event.Look l) latest = ScreenshotRedactor.redact(l.screenshot(), l.screen());
            out.on(e);
        }
    }

    private dev.flowwright.runtime.surface.Picture picture(dev.flowwright.runtime.screen.Screen screen) {
        try {
            dev.flowwright.runtime.surface.Picture p = surface.picture(ScreenshotRedactor.secretElements(screen), secrets.textTest());
            return p == null || p.isEmpty() ? null : p;
        } catch (SurfaceException ex) {
            return null;
        }
    }

    /**
     * The application as it is now, painted like every look's picture by the latest look's screen: what a
     * question that waits for a person shows (a wall that arrived after the look included). Null when
     * none can be taken; call on the run thread.
     */
    dev.flowwright.runtime.surface.Picture now() {
        dev.flowwright.runtime.screen.Screen screen = lastScreen;
        if (screen == null) return null;
        dev.flowwright.runtime.surface.Picture p = picture(screen);
        if (p != null) latest = p.png();
        return p;
    }

    private java.util.concurrent.CompletableFuture<dev.flowwright.runtime.surface.Picture> pictureSoon(Event.Look l) {
        if (pictured != null && l.screen().equals(picturedScreen) && taken(pictured)) return pictured;
        java.util.concurrent.CompletableFuture<dev.flowwright.runtime.surface.Picture> soon;
        try {
            soon = surface.pictureSoon(ScreenshotRedactor.secretElements(l.screen()), secrets.textTest())
                    .thenApply(p -> {
                        if (p != null && p.png() != null && p.png().length > 0) latest = p.png();
                        return p;
                    });
        } catch (SurfaceException ex) {
            soon = java.util.concurrent.CompletableFuture.completedFuture(null);
        }
        picturedScreen = l.screen();
        pictured = soon;
        return soon;
    }

    /** A picture still being taken, or one that was: not one that failed or came back empty (the next look tries again). */
    private static boolean taken(java.util.concurrent.CompletableFuture<dev.flowwright.runtime.surface.Picture> picture) {
        if (!picture.isDone()) return true;
        if (picture.isCompletedExceptionally()) return false;
        dev.flowwright.runtime.surface.Picture p = picture.getNow(null);
        return p != null && p.png() != null && p.png().length > 0;
    }

    /** The last painted picture: what a handoff shows the person. */
    byte[] latest() { return latest; }
}
