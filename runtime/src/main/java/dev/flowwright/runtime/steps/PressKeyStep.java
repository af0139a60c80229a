package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.PurePress;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.act.Shortcuts;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.safety.KeyCheck;
import dev.flowwright.runtime.act.target.Grounding;
import dev.flowwright.runtime.reading.Field;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.steps.enter.EditableFields;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Keys on the keyboard ({@link Intent.PressKey}: "press Enter", "hit Tab", "press Ctrl+A"): pressed in the
 * focused element, or in the field the step names — focused first, with a click, as a person would. Each key
 * goes through the same safety as a press: Return over a sheet or dialog is refused unless the run's last
 * action typed into a search box ({@link Shortcuts#refusal}), and {@link KeyCheck} holds the control the key
 * would press (the focused button, a form's default button) to the destructive check. Recorded as a recipe
 * {@code press} of the combo (after the focusing click). Done once every key went through and no complaint
 * appeared on screen ("… is required").
 */
final class PressKeyStep {
    private PressKeyStep() {}

    static StepOutcome run(Intent.PressKey intent, StepContext ctx) {
        ctx.account().turnBoundary(0);
        Screen first = ctx.eyes().look(0, "");
        Screen screen = first;
        Element field = null;
        if (intent.field() != null) {
            Optional<Element> named = field(ctx, screen, intent.field());
            if (named.isEmpty() && intent.field().how() != Field.How.TYPED_BEFORE) {
                ctx.account().endTurn(0, "no field for the key");
                return StepOutcome.failed("no field on screen is " + ctx.mask(intent.field().phrase()) + " to press " + intent.keys() + " in");
            }
            field = named.orElse(null);
        }
        if (field != null && !field.has(ElementState.FOCUSED)) {
            Optional<String> refusal = DestructiveCheck.refusal(field, screen, ctx);
            if (refusal.isPresent()) return StepOutcome.failed(refusal.get());
            Presses.Result r = Presses.click(ctx, 0, screen, field);
            if (!r.ok()) return StepOutcome.failed("could not put the cursor in " + ctx.mask(field.label()) + ": " + r.error());
            screen = ctx.eyes().look(0, "");
        }
        for (String combo : intent.keys().combos()) {
            Screen now = screen;
            Element focused = focused(now);
            Optional<String> refused = Shortcuts.refusal(combo, now, ctx.hands().lastTypedInto())
                    .or(() -> KeyCheck.refusal(combo, focused, now, Submitting.guard(ctx), ctx.eyes().surfaceKind()));
            if (refused.isPresent()) {
                ctx.remember(refused.get());
                ctx.account().endTurn(0, "refused " + combo);
                return StepOutcome.failed(refused.get());
            }
            try {
                ctx.hands().act(0, Action.key(combo));
                ctx.eyes().settle(Shortcuts.ESCAPE.equals(combo) || "tab".equals(combo) ? SettleKind.BRIEF : SettleKind.FULL);
            } catch (SurfaceException e) {
                ctx.account().endTurn(0, "the key " + combo + " failed");
                return StepOutcome.failed("the key " + combo + " could not be pressed: " + e.getMessage());
            }
            screen = ctx.eyes().look(0, "");
        }
        ctx.account().endTurn(0, "pressed " + intent.keys());
        if (PurePress.complains(first, screen)) {
            return StepOutcome.failed("after pressing " + intent.keys() + " the screen complains: " + ctx.mask(complaint(first, screen)));
        }
        return StepOutcome.done("pressed " + intent.keys() + (field == null ? "" : " in " + ctx.mask(field.label())));
    }

    /** The element that has the focus, or null. */
    static Element focused(Screen screen) {
        return screen.elements().stream().filter(e -> e.has(ElementState.FOCUSED)).findFirst().orElse(null);
    }

    /** The field a key goes to: the one typed into before, the one a quoted label names, or the one grounding finds. */
    private static Optional<Element> field(StepContext ctx, Screen screen, Field field) {
        List<Element> fields = EditableFields.of(screen, Set.of(), e -> false);
        return switch (field.how()) {
            case TYPED_BEFORE -> FieldPins.typedBefore(fields, ctx.hands().lastTypedInto());
            case QUOTED -> one(fields.stream().filter(f -> FieldPins.labelled(f, field.slot())).toList());
            default -> {
                Grounding.Result r = Grounding.ground(ctx, 0, screen, Grounding.Request.click("click into " + field.phrase(),
                        e -> EditableFields.isField(e)));
                yield r.found();
            }
        };
    }

    private static Optional<Element> one(List<Element> fields) {
        return fields.size() == 1 ? Optional.of(fields.get(0)) : Optional.empty();
    }

    /** The first line the screen shows now that it did not at the step's first look. */
    private static String complaint(Screen before, Screen now) {
        Set<String> old = Set.copyOf(before.context());
        return now.context().stream().filter(l -> !old.contains(l)).findFirst().orElse("");
    }
}
