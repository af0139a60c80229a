package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.steps.enter.KindSlots;

import dev.flowwright.runtime.steps.enter.EditableFields;

import dev.flowwright.runtime.steps.enter.EnterStep;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.MaskedScreen;
import dev.flowwright.runtime.screen.Screen;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Copy the text in the textarea below" then "paste it into the textbox": the run's own clipboard (issue
 * #13). Copying is the {@code read} it means — the text found as a read step finds it (a field's value,
 * else a line), kept in the variable {@value #VARIABLE}; pasting is the one-slot {@code enter} of that
 * variable into the field the step names. A paste with nothing copied before it fails saying so, rather
 * than paste whatever the system clipboard held. What was copied is a variable like any other: a secret
 * stays {@code ${name}} in notes, journals and recipes.
 */
final class CopyPaste {
    private CopyPaste() {}

    /** The variable that holds what a do step copied. */
    static final String VARIABLE = "copied";

    private static final Pattern COPY = Pattern.compile("^copy\\s+(?:all\\s+(?:of\\s+)?)?(?<what>\\S.*?)[.!]?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern PASTE = Pattern.compile(
            "^paste\\s+(?:it|that|this|them|(?:the\\s+)?(?:copied\\s+)?(?:text|value|words?|contents?))\\s+(?:into|in|to|onto)\\s+(?<field>\\S.*?)[.!]?$",
            Pattern.CASE_INSENSITIVE);

    /** The read or enter a copy or paste step means, or empty for any other step. */
    static Optional<Step> parse(String step) {
        if (step == null) return Optional.empty();
        String s = step.strip();
        Matcher copy = COPY.matcher(s);
        if (copy.matches()) return Optional.of(new Step.Read(copy.group("what"), VARIABLE));
        Matcher paste = PASTE.matcher(s);
        if (paste.matches()) {
            return TypingParser.parse("enter ${" + VARIABLE + "} into " + paste.group("field")).map(e -> (Step) e);
        }
        return Optional.empty();
    }

    /** "the text in the textarea below", "the text from the 2nd text area": the field a copy names by its kind. */
    private static final Pattern FROM_FIELD = Pattern.compile(
            "^(?:the\\s+)?(?:text|value|contents?|words?)\\s+(?:in|from|of|inside)\\s+(?<field>.+?)(?:\\s+(?:below|above|here|on\\s+the\\s+(?:page|screen)))?$",
            Pattern.CASE_INSENSITIVE);

    /** Runs what {@link #parse} found: a paste needs something copied earlier in the run. */
    static StepOutcome run(Step meant, StepContext ctx) {
        if (meant instanceof Step.Read read) {
            Optional<StepOutcome> byKind = copyFieldOfKind(read, ctx);
            return byKind.orElseGet(() -> new ReadStep().run(read, ctx));
        }
        if (!ctx.variables().values().containsKey(VARIABLE)) {
            return StepOutcome.failed("nothing was copied earlier in this run, so there is nothing to paste");
        }
        return new EnterStep().run((Step.Enter) meant, ctx);
    }

    /**
     * A copy from a field named only by its kind ("the textarea below", "the 2nd text area") takes that
     * field's value, settled as an enter step settles a kind slot (the only one, or the counted one), without
     * asking which text on screen is meant: the page's own words about the field are not its text.
     */
    private static Optional<StepOutcome> copyFieldOfKind(Step.Read read, StepContext ctx) {
        Matcher m = FROM_FIELD.matcher(read.what().strip());
        if (!m.matches() || KindSlots.of(m.group("field")).isEmpty()) return Optional.empty();
        String slot = m.group("field");
        ctx.turnBoundary(0);
        Screen screen = ctx.look(0, "");
        List<Element> fields = EditableFields.of(screen, Set.of(), e -> false);
        Element field = KindSlots.settle(screen, List.of(slot), fields).get(slot);
        if (field == null || field.value() == null) return Optional.empty();
        String value = MaskedScreen.value(field, ctx.secrets());
        ctx.setVariable(VARIABLE, value);
        ctx.endTurn(0, "copied " + slot);
        return Optional.of(StepOutcome.done("copied the text of " + ctx.mask(field.label()) + " (" + ctx.mask(slot) + ")"));
    }
}
