package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code wait_for}: checks the condition up to {@link Thresholds#WAIT_CHECKS} times, waiting for the page
 * to change in between; a page that says plainly there is nothing ("No results") ends the wait at once,
 * failed — waiting longer would not bring results — unless the condition itself is about no results.
 */
public final class WaitForStep implements StepRunner<Step.WaitFor> {
    static final Pattern NOTHING = Pattern.compile(
            "\\b(no (results|matches|items|flights|hotels|products|records|trains|buses|rooms|options)( (were )?found)?"
                    + "|nothing (was )?found|0 results|did not match any)\\b", Pattern.CASE_INSENSITIVE);

    @Override
    public StepOutcome run(Step.WaitFor step, StepContext ctx) {
        String condition = ctx.redaction().expand(step.condition());
        boolean waitsForNothing = NOTHING.matcher(condition).find();
        Conditions.Verdict v = new Conditions.Verdict(0, false);
        for (int check = 0; check < Thresholds.WAIT_CHECKS; check++) {
            ctx.account().turnBoundary(check);
            Screen screen = ctx.eyes().look(check, "");
            Optional<String> nothing = waitsForNothing ? Optional.empty() : saysNothing(screen);
            if (nothing.isPresent()) {
                ctx.account().endTurn(check, "the page says " + nothing.get());
                return StepOutcome.failed("the page says \"" + nothing.get() + "\"; stopped waiting for: " + condition);
            }
            v = Conditions.check(ctx, check, screen, condition);
            ctx.account().confidence(v.value());
            ctx.account().endTurn(check, String.format("condition %.2f", v.value()));
            if (v.holds()) return StepOutcome.done(String.format("the screen shows: %s (check %d)", condition, check + 1));
            if (check + 1 < Thresholds.WAIT_CHECKS) ctx.eyes().awaitChange(Thresholds.WAIT_CHECK_MS);
        }
        return StepOutcome.failed(String.format("still not showing after %d checks: %s (confidence %.2f)",
                Thresholds.WAIT_CHECKS, condition, v.value()));
    }

    static Optional<String> saysNothing(Screen screen) {
        for (String line : screen.context()) {
            Matcher m = NOTHING.matcher(line);
            if (m.find()) return Optional.of(m.group());
        }
        for (Element e : screen.elements()) {
            Matcher m = NOTHING.matcher(e.name());
            if (m.find()) return Optional.of(m.group());
        }
        return Optional.empty();
    }
}
