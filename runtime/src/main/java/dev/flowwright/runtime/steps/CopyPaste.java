package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.reading.ClipboardReading;
import dev.flowwright.runtime.reading.FieldWords;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.Value;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.MaskedScreen;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.steps.enter.EditableFields;
import dev.flowwright.runtime.steps.enter.KindSlots;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The run's own clipboard ({@link ClipboardReading}): a copy is the {@code read} it means — a field named by
 * its kind gives its value, anything else is found as a read step finds it — kept in the variable
 * {@value ClipboardReading#VARIABLE}; a paste is the {@code enter} of that variable into the field named. A
 * paste with nothing copied before it fails saying so, rather than paste whatever the system clipboard
 * held. What was copied is a variable like any other: a secret stays {@code ${name}} in notes, journals and
 * recipes.
 */
final class CopyPaste {
    private CopyPaste() {}

    /** "the text in the textarea below", "the text from the 2nd text area": the field a copy names by its kind. */
    private static final Pattern FROM_FIELD = Pattern.compile(
            "^(?:the\\s+)?(?:text|value|contents?|words?)\\s+(?:in|from|of|inside)\\s+(?<field>.+?)(?:\\s+(?:below|above|here|on\\s+the\\s+(?:page|screen)))?$",
            Pattern.CASE_INSENSITIVE);

    /** A copy: the field's value when the copy names a field by its kind, else the read step's. */
    static StepOutcome copy(Intent.Read read, StepContext ctx) {
        Step.Read step = new Step.Read(read.what(), ClipboardReading.VARIABLE);
        return copyFieldOfKind(step, ctx).orElseGet(() -> new ReadStep().run(step, ctx));
    }

    /** A paste: the enter of what was copied, which needs something copied earlier in the run. */
    static StepOutcome paste(Intent.PasteInto paste, StepContext ctx) {
        if (!ctx.redaction().variables().values().containsKey(ClipboardReading.VARIABLE)) {
            return StepOutcome.failed("nothing was copied earlier in this run, so there is nothing to paste");
        }
        Value copied = new Value("${" + ClipboardReading.VARIABLE + "}");
        return Typing.run(List.of(new Intent.TypeInto(paste.source(), copied, paste.field())), ctx);
    }

    /**
     * A copy from a field named only by its kind ("the textarea below", "the 2nd text area") takes that
     * field's value, settled as an enter step settles a kind slot (the only one, or the counted one), without
     * asking which text on screen is meant: the page's own words about the field are not its text.
     */
    private static Optional<StepOutcome> copyFieldOfKind(Step.Read read, StepContext ctx) {
        Matcher m = FROM_FIELD.matcher(read.what().strip());
        if (!m.matches() || FieldWords.kind(m.group("field")).isEmpty()) return Optional.empty();
        String slot = m.group("field");
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        List<Element> fields = EditableFields.of(screen, Set.of(), e -> false);
        Element field = KindSlots.settle(screen, List.of(slot), fields).get(slot);
        if (field == null || field.value() == null) return Optional.empty();
        String value = MaskedScreen.value(field, ctx.redaction().secrets());
        ctx.redaction().setVariable(ClipboardReading.VARIABLE, value);
        ctx.account().endTurn(0, "copied " + slot);
        return Optional.of(StepOutcome.done("copied the text of " + ctx.mask(field.label()) + " (" + ctx.mask(slot) + ")"));
    }
}
