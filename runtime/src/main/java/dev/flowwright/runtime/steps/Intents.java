package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.DoLoop;
import dev.flowwright.runtime.act.Expansion;
import dev.flowwright.runtime.act.target.ExactTargets;
import dev.flowwright.runtime.act.target.FieldTargets;
import dev.flowwright.runtime.act.target.Ordinals;
import dev.flowwright.runtime.act.target.Tabs;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.reading.ClipboardReading;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Screen;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Runs one intent of a plan with the machinery that serves it: typing as the {@code enter} step, a choice
 * as {@code choose}, a check as {@code verify}, a read as {@code read}, keys, sign-in, adding to a list and
 * messages by their own runners, and presses, opens and goals as the do loop — with the condition that ends
 * it where the intent says what done looks like (a box ticked, a field focused, a section expanded).
 */
final class Intents {
    private Intents() {}

    /** Turns a list of names to tick gets beyond one a name: the look that sees them all chosen, and one to spare. */
    static final int LISTED_SPARE_TURNS = 2;

    static StepOutcome run(Intent intent, StepContext ctx) {
        if (intent instanceof Intent.MenuPath m) return MenuPath.run(m.names(), ctx);
        if (intent instanceof Intent.ScopedPress s) return ScopedPress.run(s, ctx).orElseGet(() -> goal(ctx, s.source(), Optional.empty()));
        if (intent instanceof Intent.Reply r) return Messages.reply(r, ctx);
        if (intent instanceof Intent.Forward f) return Messages.forward(f, ctx);
        if (intent instanceof Intent.SignIn s) return SignInStep.run(s, ctx);
        if (intent instanceof Intent.PressKey k) return PressKeyStep.run(k, ctx);
        if (intent instanceof Intent.SaveAs s) return SaveAsStep.run(s, ctx);
        if (intent instanceof Intent.AddTo a) return AddToStep.run(a, ctx);
        if (intent instanceof Intent.FillFromShown f) return LabelledValues.runEach(ctx.redaction().expand(f.source()), ctx);
        if (intent instanceof Intent.TypeShownValue v) return LabelledValues.run(v, ctx);
        if (intent instanceof Intent.TypeShownWord w) return ShownWords.run(w, ctx);
        if (intent instanceof Intent.Read r) {
            return ClipboardReading.VARIABLE.equals(r.into()) ? CopyPaste.copy(r, ctx) : new ReadStep().run(new Step.Read(r.what(), r.into()), ctx);
        }
        if (intent instanceof Intent.PasteInto p) return CopyPaste.paste(p, ctx);
        if (intent instanceof Intent.TypeInto t) return Typing.run(List.of(t), ctx);
        if (intent instanceof Intent.FillIn f) return Typing.run(f.entries(), ctx);
        if (intent instanceof Intent.SetField f) return SetFieldStep.run(f, ctx);
        if (intent instanceof Intent.Choose c) return new ChooseStep().run(new Step.Choose(c.in().phrase(), c.option()), ctx);
        if (intent instanceof Intent.Verify v) return new VerifyStep().run(new Step.Verify(v.condition()), ctx);
        if (intent instanceof Intent.Navigate n) return new BrowseStep().run(new Step.Browse(n.address()), ctx);
        String goal = ctx.redaction().expand(intent.source());
        // "focus into the 2nd textbox": done once that very field has the focus
        if (intent instanceof Intent.Focus) return goal(ctx, intent.source(), FieldTargets.focused(goal));
        // "select nothing": holds while nothing on screen is chosen
        if (intent instanceof Intent.ChooseNothing) return goal(ctx, intent.source(), Optional.of(NothingChosen::holds));
        // "uncheck Lamp": done once every box it names shows clear
        if (intent instanceof Intent.Untick u) return goal(ctx, intent.source(), Optional.of(Unticked.holds(u)));
        // "expand the section": done once a control reports itself expanded that did not at the first look
        if (intent instanceof Intent.Expand) return goal(ctx, intent.source(), Expansion.expanded(goal));
        if (intent instanceof Intent.Tick) return tick(ctx, intent.source(), goal);
        // "open the NYC tab": done once that tab says it is the selected one
        if (intent instanceof Intent.Open) return goal(ctx, intent.source(), Tabs.opened(goal));
        return goal(ctx, intent.source(), Optional.empty());
    }

    /**
     * "Select A, B from the list": done once each is ticked or chosen — pressing one again would undo it — with a
     * turn for each name; "choose the second radiobutton": done once that very control says it is chosen.
     */
    private static StepOutcome tick(StepContext ctx, String source, String goal) {
        var listed = ExactTargets.allListedChosen(goal);
        if (listed.isEmpty()) return goal(ctx, source, Ordinals.chosen(goal));
        int turns = Math.max(Thresholds.DO_TURNS, ExactTargets.listedNames(goal).size() + LISTED_SPARE_TURNS);
        return DoLoop.run(ctx, goal, new DoLoop.Options(turns, listed.get(), true));
    }

    /** The do loop for the intent's words, as the step itself, ended early once {@code until} holds. */
    static StepOutcome goal(StepContext ctx, String source, Optional<Predicate<Screen>> until) {
        DoLoop.Options options = DoLoop.Options.turns(Thresholds.DO_TURNS).asTheStep();
        if (until.isPresent()) options = options.until(until.get());
        return DoLoop.run(ctx, ctx.redaction().expand(source), options);
    }
}
