package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.act.target.Cells;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Framing;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Matches slots to fields (docs/step-kinds.md#enter, round 4): one request with a {@code slot_i} Choice per slot, all
 * over the same numbered field list, then greedy assignment from the most confident proposal down, so
 * two slots never claim one field. A proposal under {@link Thresholds#SLOT_FLOOR} is dropped. Only slot
 * names are shown, never their texts.
 */
final class SlotAssignment {
    private SlotAssignment() {}

    private record Proposal(String slot, String key, double p, int slotIndex) {}

    /** Slot → field, for the slots that got one. */
    static Map<String, Element> assign(StepContext ctx, int turn, Screen screen, String stepText,
                                       List<String> slots, List<Element> fields) {
        // a slot naming a table's cell ("cell B3", "the Amount of March") is that cell, if it is free (docs/step-kinds.md#cells-of-a-table)
        Map<String, Element> byCell = new LinkedHashMap<>();
        for (String slot : slots) {
            Cells.named(screen, slot).filter(fields::contains).filter(c -> !byCell.containsValue(c)).ifPresent(c -> byCell.put(slot, c));
        }
        byCell.forEach((slot, field) -> ctx.remember("\"" + ctx.mask(slot) + "\" names " + ctx.mask(field.label())));
        if (!byCell.isEmpty()) {
            Map<String, Element> rest = assign(ctx, turn, screen, stepText, slots.stream().filter(s -> !byCell.containsKey(s)).toList(),
                    fields.stream().filter(f -> !byCell.containsValue(f)).toList());
            Map<String, Element> out = new LinkedHashMap<>(byCell);
            out.putAll(rest);
            return out;
        }
        // a slot that names a cell by its address is that cell or nothing: never a field holding the address
        slots = slots.stream().filter(s -> Cells.explicitAddress(s).isEmpty()).toList();
        Map<String, Element> byKind = KindSlots.settle(screen, slots, fields);
        byKind.forEach((slot, field) -> ctx.remember("\"" + ctx.mask(slot) + "\" names a kind of field; "
                + ctx.mask(field.label().isBlank() ? "the " + field.role() : field.label()) + " is the one of that kind"));
        Map<String, Element> asked = ask(ctx, turn, screen, stepText,
                slots.stream().filter(s -> !byKind.containsKey(s)).toList(),
                fields.stream().filter(f -> !byKind.containsValue(f)).toList());
        Map<String, Element> out = new LinkedHashMap<>(byKind);
        out.putAll(asked);
        return out;
    }

    private static Map<String, Element> ask(StepContext ctx, int turn, Screen screen, String stepText,
                                            List<String> slots, List<Element> fields) {
        if (slots.isEmpty() || fields.isEmpty()) return Map.of();
        FieldList list = new FieldList(ctx, fields);
        Map<String, Question> questions = new LinkedHashMap<>();
        for (int i = 0; i < slots.size(); i++) {
            ObjectNode ins = Instructions.of(Ask.SLOT, "Which numbered field is the one for \"" + ctx.mask(slots.get(i))
                    + "\"? Answer none when no field on screen is for it.", stepText);
            ins.put("slot", ctx.mask(slots.get(i)));
            questions.put("slot_" + i, NoneOption.choice(ins, list.options()));
        }
        Ballot ballot = ctx.model().ask(turn, "slots", ctx.eyes().state(screen, stepText), questions);
        List<Proposal> proposals = new ArrayList<>();
        for (int i = 0; i < slots.size(); i++) {
            Answer.ChoiceAnswer a = ballot.choice("slot_" + i).orElse(null);
            // "none" won: no field on screen is for this slot, and no runner-up is taken instead
            if (a == null || Framing.NONE.equals(a.choice())) continue;
            double none = a.p(Framing.NONE);
            for (var en : a.probabilities().entrySet()) {
                // a field is proposed only when it is likelier than "none of these"
                if (list.get(en.getKey()) != null && en.getValue() >= Thresholds.SLOT_FLOOR && en.getValue() > none) {
                    proposals.add(new Proposal(slots.get(i), en.getKey(), en.getValue(), i));
                }
            }
        }
        proposals.sort(Comparator.comparingDouble(Proposal::p).reversed().thenComparingInt(Proposal::slotIndex));
        Map<String, Element> out = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        for (Proposal pr : proposals) {
            if (out.containsKey(pr.slot()) || taken.contains(pr.key())) continue;
            out.put(pr.slot(), list.get(pr.key()));
            taken.add(pr.key());
        }
        return out;
    }
}
