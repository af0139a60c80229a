package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.target.Grounding;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Screen;

import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code stop_before}: without permission ({@code allow_destructive}) the run records what it held back
 * as pending and stops there, gated — a completion, not a failure. With permission it presses the
 * control and then requires "has happened" at {@link Thresholds#DONE}. A stop_before that only names
 * signing in is Done at once: signing in destroys nothing.
 */
public final class StopBeforeStep implements StepRunner<Step.StopBefore> {
    private static final Pattern SIGN_IN_ONLY = Pattern.compile(
            "^\\s*(the\\s+)?(sign(ing)?[ -]?in|log(ging)?[ -]?in|login|signin)(\\s+(page|screen|form|step|button))?\\s*$",
            Pattern.CASE_INSENSITIVE);

    public static final String GATED_NOTE = "stopped before ";

    @Override
    public StepOutcome run(Step.StopBefore step, StepContext ctx) {
        String phrase = ctx.redaction().expand(step.phrase());
        if (SIGN_IN_ONLY.matcher(phrase).matches()) return StepOutcome.done("signing in is not destructive; nothing to hold back");
        if (!ctx.options().allowDestructive()) {
            ctx.account().addPending(phrase);
            return StepOutcome.gated(GATED_NOTE + phrase);
        }
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        Grounding.Result r = Grounding.ground(ctx, 0, screen, Grounding.Request.click(phrase, e -> true));
        if (!(r instanceof Grounding.Result.Found found)) {
            // an abstaining grounding names its candidates and their probabilities: the note says so
            String why = r instanceof Grounding.Result.NothingFits n && !n.candidates().isEmpty() ? " (" + n.note() + ")" : "";
            return StepOutcome.failed("no control clearly does \"" + phrase + "\"" + why);
        }
        Presses.Result pressed = Presses.click(ctx, 0, screen, found.element());
        if (!pressed.ok()) {
            return StepOutcome.failed("the press of " + found.element().label() + " did not go through"
                    + (pressed.coverNote() == null ? ": " + pressed.error() : "; " + pressed.coverNote()));
        }
        ctx.account().endTurn(0, "pressed " + found.element().label());
        Screen after = ctx.eyes().look(1, "");
        ObjectNode ins = Instructions.of(Ask.HAPPENED, "Has this happened: " + ctx.mask(phrase) + "?", ctx.mask(phrase));
        double p = ctx.model().ask(1, "has it happened?", ctx.eyes().state(after, phrase), Map.of("happened", new Question.Noul(ins)))
                .yes("happened").orElse(0.0);
        ctx.account().confidence(p);
        if (p >= Thresholds.DONE) return StepOutcome.done("carried out, as allowed: " + phrase);
        return StepOutcome.failed("pressed " + found.element().label() + " but the screen does not show that it happened");
    }
}
