package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.act.Shortcuts;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.safety.Grant;
import dev.flowwright.runtime.act.safety.KeyCheck;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.ScreenPlace;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Sending what was typed into a field, as a person does: with the control beside the field that a rule
 * names (an Add or "+" button, a form's sign-in button), or with Return in the field. The control goes
 * through the destructive check, the key through the key check ({@link KeyCheck}); two controls that fit
 * equally are the person's to pick (teach mode), never the first.
 */
final class Submitting {
    private Submitting() {}

    /** How the text was sent, or why not. */
    record Result(boolean ok, String how, String note) {
        static Result failed(String note) { return new Result(false, null, note); }
    }

    /**
     * The controls beside {@code field} that {@code fits}: in its form when the surface reports forms, else
     * in its container (the same ancestors), enabled and pressable.
     */
    static List<Element> beside(Screen screen, Element field, Predicate<Element> fits) {
        String form = field.hint(Element.FORM_HINT);
        List<Element> fitting = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (e == field || e.ref().equals(field.ref()) || !e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED) || !fits.test(e)) continue;
            fitting.add(e);
        }
        if (form != null) return fitting.stream().filter(e -> form.equals(e.hint(Element.FORM_HINT))).toList();
        // no forms: the field's own container, else the one around it (a button in the field's row or group)
        List<Element> same = fitting.stream().filter(e -> e.path().equals(field.path())).toList();
        if (!same.isEmpty() || field.path().isEmpty()) return same;
        List<String> parent = field.path().subList(0, field.path().size() - 1);
        return fitting.stream().filter(e -> e.path().size() >= parent.size() && e.path().subList(0, parent.size()).equals(parent)
                && !parent.isEmpty()).toList();
    }

    /** True when the control's whole name is one of {@code names} (folded). */
    static boolean named(Element e, List<String> names) {
        String shown = QuotedNames.fold(e.isNamed() ? e.name() : e.description());
        return names.stream().anyMatch(n -> QuotedNames.fold(n).equals(shown));
    }

    /** The one control of {@code controls}, or the person's pick among several; empty when there is none or nobody picks. */
    static Optional<Element> one(StepContext ctx, Screen screen, List<Element> controls, String purpose) {
        if (controls.size() == 1) return Optional.of(controls.get(0));
        if (controls.isEmpty()) return Optional.empty();
        List<HumanHandoff.Candidate> candidates = controls.stream()
                .map(e -> new HumanHandoff.Candidate(ScreenPlace.line(e, screen), e.ref(), Double.NaN)).toList();
        HumanHandoff.Which which = ctx.handoff().askWhich(ctx.account().path(), ctx.account().turns(), purpose, "which of these is the control to " + purpose + "?",
                ctx.mask(screen.window()), candidates);
        ctx.remember("which control to " + purpose + ": " + which.note());
        return which.picked().map(controls::get);
    }

    /** The run's guard as a press sees it: stop_before, the grant, the step's words. */
    static DestructiveCheck.Guard guard(StepContext ctx) {
        return new DestructiveCheck.Guard(ctx.stopBefore(), new Grant(ctx.allowed()), ctx.account().text());
    }

    /** Presses {@code control} through the destructive check. */
    static Result press(StepContext ctx, Screen screen, Element control) {
        Optional<String> refusal = DestructiveCheck.refusal(control, screen, ctx);
        if (refusal.isPresent()) return Result.failed(refusal.get());
        Presses.Result r = Presses.click(ctx, ctx.account().turns(), screen, control);
        if (!r.ok()) return Result.failed("the press of " + ctx.mask(control.label()) + " failed: " + r.error());
        return new Result(true, "pressed " + ctx.mask(control.label()), null);
    }

    /** Presses Return in {@code field} (focused first), through the Return rule and the key check. */
    static Result pressReturn(StepContext ctx, Screen screen, Element field) {
        Screen now = screen;
        Element focused = PressKeyStep.focused(now);
        if (focused == null || !FieldPins.typedBefore(List.of(focused), field).isPresent()) {
            Presses.Result r = Presses.click(ctx, ctx.account().turns(), now, field);
            if (!r.ok()) return Result.failed("could not put the cursor in " + ctx.mask(field.label()) + ": " + r.error());
            now = ctx.eyes().look(ctx.account().turns(), "");
            focused = PressKeyStep.focused(now);
        }
        String combo = Shortcuts.RETURN;
        Element inField = focused == null ? field : focused;
        Screen at = now;
        Optional<String> refused = Shortcuts.refusal(combo, at, ctx.hands().lastTypedInto())
                .or(() -> KeyCheck.refusal(combo, inField, at, guard(ctx), ctx.eyes().surfaceKind()));
        if (refused.isPresent()) return Result.failed(refused.get());
        try {
            ctx.hands().act(ctx.account().turns(), Action.key(combo));
            ctx.eyes().settle(SettleKind.FULL);
        } catch (SurfaceException e) {
            return Result.failed("the key " + combo + " could not be pressed: " + e.getMessage());
        }
        return new Result(true, "pressed Return in " + ctx.mask(inField.label()), null);
    }
}
