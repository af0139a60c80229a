package dev.flowwright.cli;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceException;
import dev.flowwright.studio.session.ScreenshotRedactor;

/**
 * Gives each look of a journalled run its screenshot before the journal writes it, taken by the surface
 * with every element the (already masked) look shows a secret in painted over: a field a secret was typed
 * into, a password field, an element or a line of the page's text echoing a secret in any spelling. A picture that cannot be taken is left out, never kept raw.
 */
final class JournalPictures implements RunListener {
    private final Surface surface;
    private final Secrets secrets;
    private final RunListener journal;

    JournalPictures(Surface surface, Secrets secrets, RunListener journal) {
        this.surface = surface;
        this.secrets = secrets;
        this.journal = journal;
    }

    @Override
    public void on(Event e) {
        if (e instanceof Event.Look l && l.screenshot() == null) {
            journal.on(new Event.Look(l.time(), l.stepPath(), l.turn(), l.screen(), l.changeNote(), picture(l)));
        } else {
            journal.on(e);
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
}
