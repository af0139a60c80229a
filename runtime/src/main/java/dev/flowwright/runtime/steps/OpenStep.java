package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

/**
 * {@code open}: launch (or bring forward) an application, then look for a readable window up to
 * {@link Thresholds#WINDOW_CHECKS} times. One that cannot be started fails with its code; one that runs but
 * cannot be read fails at once with the surface's reason and fix (docs/desktop.md#when-a-window-cannot-be-read).
 */
public final class OpenStep implements StepRunner<Step.Open> {
    @Override
    public StepOutcome run(Step.Open step, StepContext ctx) {
        String app = ctx.redaction().expand(step.app());
        ctx.account().turnBoundary(0);
        try {
            ctx.hands().act(0, Action.launch(app));
            ctx.eyes().settle(SettleKind.BRIEF);
        } catch (SurfaceException e) {
            return StepOutcome.failed(couldNotOpen(app, e));
        }
        for (int check = 0; check < Thresholds.WINDOW_CHECKS; check++) {
            Screen s = ctx.eyes().look(0, "");
            if (s.surface() != SurfaceKind.NONE) {
                ctx.account().endTurn(0, app + " is open");
                return StepOutcome.done(app + " is open");
            }
            if (check + 1 < Thresholds.WINDOW_CHECKS) ctx.eyes().awaitChange(Thresholds.WINDOW_CHECK_MS);
        }
        ctx.account().endTurn(0, app + " has no readable window yet");
        return StepOutcome.done(app + " was opened but has no readable window yet");
    }

    /** "X could not be opened: CODE (first line of the message, at most 200 characters)". */
    static String couldNotOpen(String what, SurfaceException e) {
        String first = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
        // it runs but shows nothing to read: the surface says why and what to set (docs/desktop.md#when-a-window-cannot-be-read)
        if (e.code() == dev.flowwright.runtime.surface.SurfaceError.UNREADABLE) return what + " cannot be read: " + first;
        if (first.length() > 200) first = first.substring(0, 200);
        return what + " could not be opened: " + e.code().name() + " (" + first + ")";
    }
}
