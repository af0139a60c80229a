package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.safety.FrontLayer;

import dev.flowwright.runtime.act.safety.ClosingCheck;

import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.ActionKind;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Optional;

/**
 * Pressing an already-vetted target, with covers handled (docs/how-a-run-works.md#the-do-loop): a covered press
 * gets the front layer's least-committal closer (or Escape) once, then the very same target is retried; an empty
 * layer left over it is pressed once ({@code dismissCover}) and the target retried once more. Nothing a dismissal
 * exposes is pressed here. Successful presses settle; refused ones do not.
 */
public final class Presses {
    private Presses() {}

    /** How a press ended. {@code coverNote} is "its press of … was refused because … lies over it". */
    public record Result(boolean ok, String coverNote, String error) {
        static Result pressed() { return new Result(true, null, null); }
    }

    /** Clicks {@code target} (seen on {@code screen}), handling covers; records every action. */
    public static Result click(StepContext ctx, int turn, Screen screen, Element target) {
        return press(ctx, turn, screen, target, ActionKind.CLICK);
    }

    /** Presses {@code target} as {@code kind} ({@link ActionKind#CLICK} or {@link ActionKind#EXPAND}), handling covers. */
    public static Result press(StepContext ctx, int turn, Screen screen, Element target, ActionKind kind) {
        Action action = Action.press(kind, target);
        // closing the application is hard to undo: refused here, before any press, whoever chose the target
        Optional<String> closing = ClosingCheck.refusal(target, screen, ctx.account().text(), ctx.eyes().surfaceKind(),
                new dev.flowwright.runtime.act.safety.Grant(ctx.allowed()));
        if (closing.isPresent()) {
            ctx.remember(closing.get());
            return new Result(false, null, closing.get());
        }
        SurfaceException covered;
        try {
            ctx.hands().act(turn, action);
            ctx.eyes().settle(SettleKind.FULL);
            return Result.pressed();
        } catch (SurfaceException e) {
            if (e.code() != SurfaceError.NOT_ACTIONABLE) return new Result(false, null, e.getMessage());
            covered = e;
        }
        String cover = coverOf(covered);
        if (ctx.taskDialog().isOpen()) {
            ctx.remember(target.label() + " is covered by " + cover + "; the task's own dialog is in front");
            return new Result(false, refusedNote(target, cover), covered.getMessage());
        }
        // Uncover once: the front layer's closer, else Escape; then retry the very same target.
        Optional<Element> closer = FrontLayer.leastCommittalCloser(screen, ctx.stopBefore())
                .filter(c -> ClosingCheck.refusal(c, screen, ctx.account().text(), ctx.eyes().surfaceKind()).isEmpty());
        try {
            if (closer.isPresent()) {
                Element c = closer.get();
                ctx.hands().act(turn, Action.click(c).because("uncover"));
                ctx.eyes().settle(SettleKind.FULL);
            } else {
                ctx.hands().act(turn, Action.key(Shortcuts.ESCAPE).because("uncover"));
                ctx.eyes().settle(SettleKind.BRIEF);
            }
        } catch (SurfaceException e) {
            // the uncovering itself failed; the retry below says whether the target is still covered
        }
        ctx.remember("pressed to uncover " + target.label() + " (covered by " + cover + ")");
        Element again = relocate(ctx, target);
        try {
            ctx.hands().act(turn, action.on(again).because("retry"));
            ctx.eyes().settle(SettleKind.FULL);
            return Result.pressed();
        } catch (SurfaceException e) {
            if (e.code() != SurfaceError.NOT_ACTIONABLE) return new Result(false, null, e.getMessage());
            covered = e;
        }
        cover = coverOf(covered);
        if (covered.emptyLayer()) {
            try {
                ctx.hands().act(turn, Action.dismissCover().because("uncover"));
                ctx.eyes().settle(SettleKind.BRIEF);
                Element third = relocate(ctx, target);
                ctx.hands().act(turn, action.on(third).because("retry"));
                ctx.eyes().settle(SettleKind.FULL);
                return Result.pressed();
            } catch (SurfaceException e) {
                if (e.code() == SurfaceError.NOT_ACTIONABLE) cover = coverOf(e);
                else if (e.code() != SurfaceError.ACTION_NOT_SUPPORTED) return new Result(false, refusedNote(target, cover), e.getMessage());
            }
        }
        ctx.remember("the press of " + target.label() + " was refused: " + cover + " lies over it");
        return new Result(false, refusedNote(target, cover), covered.getMessage());
    }

    static String refusedNote(Element target, String cover) {
        return "its press of " + target.label() + " was refused because " + cover + " lies over it";
    }

    private static String coverOf(SurfaceException e) {
        if (e.cover() != null && !e.cover().isBlank()) return e.cover();
        return e.emptyLayer() ? "an empty layer" : "something";
    }

    /** The same target in a fresh look (refs are minted per look), found by its signature. */
    private static Element relocate(StepContext ctx, Element target) {
        String sig = Fingerprint.signature(target);
        Screen now = ctx.eyes().glance();
        for (Element e : now.elements()) if (Fingerprint.signature(e).equals(sig)) return e;
        for (Element e : now.elements()) {
            if (e.role().equals(target.role()) && e.name().equals(target.name()) && e.path().equals(target.path())) return e;
        }
        return target;
    }
}
