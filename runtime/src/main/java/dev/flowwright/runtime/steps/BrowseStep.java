package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

/** {@code browse}: open an address in the browser; the note says it opened, or why it could not. */
public final class BrowseStep implements StepRunner<Step.Browse> {
    @Override
    public StepOutcome run(Step.Browse step, StepContext ctx) {
        String url = ctx.expand(step.url());
        ctx.turnBoundary(0);
        try {
            ctx.act(0, "navigate", null, () -> ctx.surface().navigate(url));
            ctx.acted(0, "navigate", null, step.url(), dev.flowwright.runtime.events.Event.Acted.FLOW);
            ctx.surface().settle(SettleKind.FULL);
        } catch (SurfaceException e) {
            return StepOutcome.failed(OpenStep.couldNotOpen(url, e));
        }
        // opening an address forgets the dialog the task opened (seed 000): it is not on the new page
        ctx.taskDialog().forget();
        ctx.endTurn(0, "opened " + url);
        return StepOutcome.done("opened " + url);
    }
}
