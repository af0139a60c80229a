package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.target.Cells;
import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.steps.enter.FieldList;

import dev.flowwright.runtime.steps.enter.EditableFields;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.MaskedScreen;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.StateText;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code read}: which text on screen holds {@code what} — a {@code source} Choice over at most
 * {@link Thresholds#MAX_READ_SOURCES} sources per request, paging on while the answer is none, accepted
 * at {@link Thresholds#LOCATE_FLOOR}. A field gives its value, anything else its name or line. The value
 * goes into the variable {@code into} for later steps; the state shows what earlier reads collected.
 */
public final class ReadStep implements StepRunner<Step.Read> {

    /** One readable thing: what it says in the option, and the value it gives. */
    record Source(String line, String value) {}

    @Override
    public StepOutcome run(Step.Read step, StepContext ctx) {
        String what = ctx.redaction().expand(step.what());
        ctx.account().turnBoundary(0);
        Screen screen = dev.flowwright.runtime.act.target.SheetCellsShown.withCellNamed(ctx, 0, ctx.eyes().look(0, ""), what);
        // a table's cell named by address, neighbour or headers is read with no question (docs/step-kinds.md#cells-of-a-table)
        Optional<Element> cell = Cells.named(screen, what);
        if (cell.isPresent()) {
            String value = cell.get().value() == null ? "" : cell.get().value();
            if (step.into() != null && !step.into().isBlank()) ctx.redaction().setVariable(step.into(), value);
            ctx.account().endTurn(0, "read " + what + " from " + cell.get().label());
            return StepOutcome.done("read " + what + ": " + cut(value));
        }
        // "the first paragraph": counted off the one document on screen, with no question
        Optional<String> paragraph = Paragraphs.counted(screen, what).map(ctx::mask);
        if (paragraph.isPresent()) {
            if (step.into() != null && !step.into().isBlank()) ctx.redaction().setVariable(step.into(), paragraph.get());
            ctx.account().endTurn(0, "read " + what + " off the document");
            return StepOutcome.done("read " + what + ": " + cut(paragraph.get()));
        }
        List<Source> sources = sources(ctx, screen);
        if (sources.isEmpty()) return StepOutcome.failed("nothing on screen to read " + what + " from");
        ObjectNode state = StateText.render(screen, StateText.Options.forStep(ctx.mask("read " + what))
                .withRecentActions(ctx.account().history()).withCollected(ctx.redaction().variables().values()).withSecrets(ctx.redaction().secrets()));
        for (int from = 0; from < sources.size(); from += Thresholds.MAX_READ_SOURCES) {
            List<Source> page = sources.subList(from, Math.min(sources.size(), from + Thresholds.MAX_READ_SOURCES));
            Optional<Source> found = ask(ctx, state, what, page);
            if (found.isPresent()) {
                String value = found.get().value();
                if (step.into() != null && !step.into().isBlank()) ctx.redaction().setVariable(step.into(), value);
                ctx.account().endTurn(0, "read " + what);
                return StepOutcome.done("read " + what + ": " + cut(value));
            }
        }
        ctx.account().endTurn(0, "no source for " + what);
        return StepOutcome.failed("nothing on screen clearly shows " + what);
    }

    private static Optional<Source> ask(StepContext ctx, ObjectNode state, String what, List<Source> page) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < page.size(); i++) options.put(Integer.toString(i + 1), page.get(i).line());
        ObjectNode ins = Instructions.of(Ask.SOURCE, "Which numbered source on screen shows " + ctx.mask(what)
                + "? Answer none if none does.", ctx.account().text());
        ins.put("what", ctx.mask(what));
        ins.put("words", ctx.mask(what));
        Optional<Answer.ChoiceAnswer> a = ctx.model().ask(0, "read " + what, state, Map.of("source", NoneOption.choice(ins, options)))
                .choice("source");
        if (a.isEmpty() || a.get().p(a.get().choice()) < Thresholds.LOCATE_FLOOR) return Optional.empty();
        String key = a.get().choice();
        if (!options.containsKey(key)) return Optional.empty();
        return Optional.of(page.get(Integer.parseInt(key) - 1));
    }

    /** Fields (their value), named elements (their name), then the static text lines. */
    static List<Source> sources(StepContext ctx, Screen screen) {
        List<Source> out = new ArrayList<>();
        for (Element e : screen.elements()) {
            boolean field = EditableFields.isField(e) || (e.value() != null && !e.value().isBlank());
            // what is read is kept in a variable and shown in notes: a secret read off the page stays ${name}
            if (field && e.value() != null && !e.value().isBlank()) out.add(new Source(FieldList.line(ctx, e), MaskedScreen.value(e, ctx.redaction().secrets())));
            else if (e.isNamed()) out.add(new Source(FieldList.line(ctx, e), ctx.mask(e.name())));
        }
        for (String line : screen.context()) if (!line.isBlank()) out.add(new Source(ctx.mask("text \"" + line + "\""), ctx.mask(line)));
        return out;
    }

    private static String cut(String s) { return s.length() <= 80 ? s : s.substring(0, 80) + "…"; }
}
