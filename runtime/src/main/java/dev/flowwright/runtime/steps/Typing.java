package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.steps.enter.EnterStep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Typing intents run as the {@code enter} step (docs/step-kinds.md, "enter"): a slot per field, the text as
 * written (a {@code ${name}} expanded only at the moment of typing), and the field picked first by what the
 * step's words already say of it ({@link FieldPins}: a quoted label, the field typed into before).
 */
final class Typing {
    private Typing() {}

    static StepOutcome run(List<Intent.TypeInto> entries, StepContext ctx) {
        return run(entries, ctx, Map.of());
    }

    /** As {@link #run(List, StepContext)}, with pins the runner already settled (a slot → the very field it goes into). */
    static StepOutcome run(List<Intent.TypeInto> entries, StepContext ctx, Map<String, EnterStep.Pin> settled) {
        Map<String, String> slots = new LinkedHashMap<>();
        Map<String, EnterStep.Pin> pins = new LinkedHashMap<>(settled);
        for (Intent.TypeInto e : entries) {
            String slot = e.field().slot().isEmpty() ? "text" : e.field().slot();
            slots.put(slot, e.text().text());
            if (!pins.containsKey(slot)) FieldPins.of(e.field(), ctx).ifPresent(pin -> pins.put(slot, pin));
        }
        return new EnterStep().run(new Step.Enter(slots), ctx, pins);
    }
}
