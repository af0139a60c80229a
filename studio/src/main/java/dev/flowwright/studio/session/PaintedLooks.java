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
 * journal writes the look with it before its next line ({@link JournalWriter#lookWithPictureLater}).
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
        if (journal != null && e instanceof Event.Look l && l.screenshot() == null) {
            journal.lookWithPictureLater(l, pictureSoon(l));
            return;
        }
        if (e instanceof Event.Look l && l.screenshot() == null) {
            byte[] png = picture(l);
            latest = png;
            out.on(new Event.Look(l.time(), l.stepPath(), l.turn(), l.screen(), l.changeNote(), png));
        } else {
            if (e instanceof Event.Look l) latest = ScreenshotRedactor.redact(l.screenshot(), l.screen());
            out.on(e);
        }
    }

    private byte[] picture(Event.Look l) {
        try {
            byte[] png = surface.screenshot(ScreenshotRedactor.secretElements(l.screen()), secrets.textTest());
            return png == null || png.length == 0 ? null : png;
        } catch (SurfaceException ex) {
            return null;
        }
    }

    private java.util.concurrent.CompletableFuture<byte[]> pictureSoon(Event.Look l) {
        try {
            return surface.screenshotSoon(ScreenshotRedactor.secretElements(l.screen()), secrets.textTest())
                    .thenApply(png -> {
                        if (png != null && png.length > 0) latest = png;
                        return png;
                    });
        } catch (SurfaceException ex) {
            return java.util.concurrent.CompletableFuture.completedFuture(null);
        }
    }

    /** The last painted picture: what a handoff shows the person. */
    byte[] latest() { return latest; }
}
