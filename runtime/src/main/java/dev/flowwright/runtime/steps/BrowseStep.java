package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.ActionKind;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

/** {@code browse}: open an address in the browser; the note says it opened, or why it could not. */
public final class BrowseStep implements StepRunner<Step.Browse> {
    @Override
    public StepOutcome run(Step.Browse step, StepContext ctx) {
        String url = ctx.redaction().expand(step.url());
        ctx.account().turnBoundary(0);
        try {
            ctx.hands().act(0, Action.navigate(url));
            ctx.hands().acted(0, ActionKind.NAVIGATE, null, step.url(), dev.flowwright.runtime.events.Event.Acted.FLOW);
            ctx.eyes().settle(SettleKind.FULL);
        } catch (SurfaceException e) {
            return StepOutcome.failed(OpenStep.couldNotOpen(url, e));
        }
        // opening an address forgets the dialog the task opened (docs/how-a-run-works.md#the-do-loop): it is not on the new page
        ctx.taskDialog().forget();
        ctx.account().endTurn(0, "opened " + url);
        return StepOutcome.done("opened " + url);
    }
}
