package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.steps.enter.EnterStep;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.DoLoop;
import dev.flowwright.runtime.act.SubGoals;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;

import java.util.List;
import java.util.Optional;

/**
 * A plain-language step: the do loop, for up to {@link Thresholds#DO_TURNS} turns (seed 000). A step that
 * reads as typing ("enter 560001 into the pincode field") runs as the enter it means, parsed from the
 * step as written (before substitution): a do step cannot type (seed 004). A step that names an option
 * in a list ("select Livy from the list") runs as the choose it means ({@link ChoiceParser}). A compound step ("Select A, B
 * and click Submit") runs as its ordered sub-goals ({@link SubGoals}), each a step of its own at
 * "N.1", "N.2", …: completion is asked per sub-goal, and the step is done only when the last one is.
 */
public final class DoStep implements StepRunner<Step.Do> {
    /** Turns a list of names to tick gets beyond one a name: the look that sees them all chosen, and one to spare. */
    static final int LISTED_SPARE_TURNS = 2;

    @Override
    public StepOutcome run(Step.Do written, StepContext ctx) {
        List<String> subGoals = SubGoals.of(written.text());
        if (subGoals.size() > 1) return subGoals(subGoals, ctx);
        // what is left once the parts that only say how to look are gone ("Find and click X" is "click X")
        Step.Do step = subGoals.get(0).equals(written.text().strip()) ? written : new Step.Do(subGoals.get(0));
        var menuPath = MenuPath.parse(step.text());
        if (menuPath.isPresent()) return MenuPath.run(menuPath.get(), ctx);
        var scoped = ScopedPress.parse(step.text());
        if (scoped.isPresent()) {
            Optional<StepOutcome> pressed = ScopedPress.run(scoped.get(), ctx);
            if (pressed.isPresent()) return pressed.get();
        }
        var clipboard = CopyPaste.parse(step.text());
        if (clipboard.isPresent()) return CopyPaste.run(clipboard.get(), ctx);
        // "enter the value that corresponds with each label into the form": each field's value is on screen
        if (LabelledValues.asksForEach(step.text())) return LabelledValues.runEach(ctx.expand(step.text()), ctx);
        // "type the 2nd word in the paragraph into the textbox": the word is counted off the screen
        var counted = ShownWords.parse(step.text());
        if (counted.isPresent()) return ShownWords.run(counted.get(), ctx.expand(step.text()), ctx);
        var typing = TypingParser.parse(step.text());
        if (typing.isPresent()) return new EnterStep().run(typing.get(), ctx);
        var shown = LabelledValues.parse(step.text());
        if (shown.isPresent()) return LabelledValues.run(shown.get(), ctx.expand(step.text()), ctx);
        var choice = ChoiceParser.parse(step.text());
        if (choice.isPresent()) return new ChooseStep().run(choice.get(), ctx);
        String goal = ctx.expand(step.text());
        DoLoop.Options options = DoLoop.Options.turns(Thresholds.DO_TURNS).asTheStep();
        // "choose the second radiobutton": done once that very control says it is chosen
        var chosen = dev.flowwright.runtime.act.target.Ordinals.chosen(goal);
        if (chosen.isPresent()) options = options.until(chosen.get());
        // "focus into the 2nd textbox": done once that very field has the focus
        var focused = dev.flowwright.runtime.act.target.FieldTargets.focused(goal);
        if (focused.isPresent()) options = options.until(focused.get());
        // "Select A, B from the list": done once each is ticked or chosen — pressing one again would undo it
        var listed = dev.flowwright.runtime.act.target.ExactTargets.allListedChosen(goal);
        if (listed.isPresent()) {
            // a press a turn: a list of twelve names takes twelve turns, and a look more to see them all chosen
            int turns = dev.flowwright.runtime.act.target.ExactTargets.listedNames(goal).size() + LISTED_SPARE_TURNS;
            if (turns > Thresholds.DO_TURNS) options = new DoLoop.Options(turns, options.until(), options.theStep());
            options = options.until(listed.get());
        }
        // "select nothing": holds while nothing on screen is chosen
        if (NothingChosen.asks(goal)) options = options.until(NothingChosen::holds);
        // "expand the section": done once a control reports itself expanded that did not at the first look
        var expanded = dev.flowwright.runtime.act.Expansion.expanded(goal);
        if (expanded.isPresent()) options = options.until(expanded.get());
        return DoLoop.run(ctx, goal, options);
    }

    /** Each sub-goal in order; the first that fails (or is gated) ends the step. */
    private static StepOutcome subGoals(List<String> subGoals, StepContext ctx) {
        StringBuilder plan = new StringBuilder();
        for (int i = 0; i < subGoals.size(); i++) plan.append(i == 0 ? "" : " ").append(i + 1).append(") ").append(ctx.expand(subGoals.get(i)));
        ctx.remember("step " + ctx.path() + " is " + subGoals.size() + " ordered sub-goals: " + plan);
        boolean allAlreadyDone = true;
        for (int i = 0; i < subGoals.size(); i++) {
            String path = ctx.path() + "." + (i + 1);
            StepOutcome o = ctx.runSubGoal(subGoals.get(i), path);
            if (o.outcome() == Outcome.FAILED) {
                return StepOutcome.failed("sub-goal " + (i + 1) + " of " + subGoals.size() + " (" + ctx.expand(subGoals.get(i)) + "): " + o.note());
            }
            if (o.outcome() == Outcome.GATED) return o;
            if (o.outcome() != Outcome.ALREADY_DONE) allAlreadyDone = false;
            ctx.remember("sub-goal " + (i + 1) + " of " + subGoals.size() + " done: " + ctx.expand(subGoals.get(i)));
        }
        String note = "all " + subGoals.size() + " sub-goals done: " + plan;
        return allAlreadyDone ? StepOutcome.alreadyDone(note) : StepOutcome.done(note);
    }
}
