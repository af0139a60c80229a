package dev.flowwright.replay;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.surfaces.browser.BrowserSurface;

/**
 * Names the steps in a Playwright trace's action list: each step is a group holding the browser calls it
 * made ({@code step 2/5 · fill · fill role=textbox name="Email" = ${secrets.email}}), and a step that
 * failed is followed by a line saying why, so the trace viewer opens on the step that broke. Values are
 * taken out of the whole trace when it is saved ({@link TraceFiles}).
 */
public final class TraceSteps implements RunListener {
    private static final String REPLAY_PATH = "r";
    private final BrowserSurface surface;
    private final int steps;

    /** @param steps how many steps a recipe has (0 for a flow run, whose step paths are printed as they are) */
    public TraceSteps(BrowserSurface surface, int steps) {
        this.surface = surface;
        this.steps = steps;
    }

    @Override
    public void on(Event event) {
        if (!(event instanceof Event.StepEvent s)) return;
        String where = s.stepPath() != null && s.stepPath().startsWith(REPLAY_PATH) && steps > 0
                ? "step " + s.stepPath().substring(REPLAY_PATH.length()) + "/" + steps : "step " + s.stepPath();
        if (Event.StepEvent.STARTED.equals(s.phase())) {
            surface.traceGroup(where + " · " + s.kind() + " · " + s.text());
            return;
        }
        surface.traceGroupEnd();
        if ("failed".equals(s.outcome()) || "manual-required".equals(s.outcome())) {
            surface.traceGroup(where + " " + s.outcome() + (s.note() == null || s.note().isBlank() ? "" : ": " + s.note()));
            surface.traceGroupEnd();
        }
    }
}
