package dev.flowwright.runtime.steps.enter;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Screen;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The per-slot yes/no questions of an enter step, each one request with one question per slot, naming
 * slots only: {@code asks_i} (does the form ask for this at all? — NOT_ASKED) and {@code error_i} (does
 * the screen show an error about this field? — FIELD_ERROR). An unanswered slot reads as asked and as
 * not flagged: the step neither skips a slot nor re-types one on no evidence.
 */
final class SlotQuestions {
    private SlotQuestions() {}

    static Map<String, Double> asks(StepContext ctx, int turn, Screen screen, String stepText, List<String> slots) {
        return ask(ctx, turn, screen, stepText, slots, Ask.ASKS, "asks_", "is a slot asked for?", 1.0,
                slot -> "Does the screen ask for \"" + slot + "\" anywhere (a field, a prompt, a form label)?");
    }

    static Map<String, Double> errors(StepContext ctx, int turn, Screen screen, String stepText, List<String> slots) {
        return ask(ctx, turn, screen, stepText, slots, Ask.FIELD_ERROR, "error_", "field errors", 0.0,
                slot -> "Does the screen show an error message about the \"" + slot + "\" field?");
    }

    private static Map<String, Double> ask(StepContext ctx, int turn, Screen screen, String stepText, List<String> slots,
                                           Ask ask, String prefix, String purpose, double unanswered,
                                           java.util.function.Function<String, String> sentence) {
        Map<String, Question> questions = new LinkedHashMap<>();
        for (int i = 0; i < slots.size(); i++) {
            String slot = ctx.mask(slots.get(i));
            ObjectNode ins = Instructions.of(ask, sentence.apply(slot), stepText);
            ins.put("slot", slot);
            questions.put(prefix + i, new Question.Noul(ins));
        }
        Ballot b = ctx.model().ask(turn, purpose, ctx.eyes().state(screen, stepText), questions);
        Map<String, Double> out = new LinkedHashMap<>();
        for (int i = 0; i < slots.size(); i++) out.put(slots.get(i), b.yes(prefix + i).orElse(unanswered));
        return out;
    }
}
