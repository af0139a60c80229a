package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.safety.FrontLayer;

import dev.flowwright.runtime.act.safety.ClosingCheck;

import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * Pressing an already-vetted target, with the seed's handling of covers: a covered press gets the front
 * layer's least-committal closer (or Escape) once, then the very same target is retried; an empty layer
 * left over it is pressed once ({@code dismissCover}) and the target retried once more. Nothing a
 * dismissal exposes is pressed here. Successful presses settle; refused ones do not.
 */
public final class Presses {
    private Presses() {}

    /** How a press ended. {@code coverNote} is "its press of … was refused because … lies over it". */
    public record Result(boolean ok, String coverNote, String error) {
        static Result pressed() { return new Result(true, null, null); }
    }

    /** Clicks {@code target} (seen on {@code screen}), handling covers; records every action. */
    public static Result click(StepContext ctx, int turn, Screen screen, Element target) {
        return press(ctx, turn, screen, target, "click", e -> ctx.surface().press(e));
    }

    /** Performs {@code operation} on {@code target} as action {@code action}, handling covers. */
    public static Result press(StepContext ctx, int turn, Screen screen, Element target, String action, Consumer<Element> operation) {
        // closing the application is hard to undo: refused here, before any press, whoever chose the target
        Optional<String> closing = ClosingCheck.refusal(target, screen, ctx.text(), ctx.surface().kind());
        if (closing.isPresent()) {
            ctx.remember(closing.get());
            return new Result(false, null, closing.get());
        }
        SurfaceException covered;
        try {
            ctx.act(turn, action, target, () -> operation.accept(target));
            ctx.surface().settle(SettleKind.FULL);
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
                .filter(c -> ClosingCheck.refusal(c, screen, ctx.text(), ctx.surface().kind()).isEmpty());
        try {
            if (closer.isPresent()) {
                Element c = closer.get();
                ctx.act(turn, "click (uncover)", c, () -> ctx.surface().press(c));
                ctx.surface().settle(SettleKind.FULL);
            } else {
                ctx.act(turn, "press escape (uncover)", null, () -> ctx.surface().keyCombo(Shortcuts.ESCAPE));
                ctx.surface().settle(SettleKind.BRIEF);
            }
        } catch (SurfaceException e) {
            // the uncovering itself failed; the retry below says whether the target is still covered
        }
        ctx.remember("pressed to uncover " + target.label() + " (covered by " + cover + ")");
        Element again = relocate(ctx, target);
        try {
            ctx.act(turn, action + " (retry)", again, () -> operation.accept(again));
            ctx.surface().settle(SettleKind.FULL);
            return Result.pressed();
        } catch (SurfaceException e) {
            if (e.code() != SurfaceError.NOT_ACTIONABLE) return new Result(false, null, e.getMessage());
            covered = e;
        }
        cover = coverOf(covered);
        if (covered.emptyLayer()) {
            try {
                ctx.act(turn, "press the cover (uncover)", null, () -> ctx.surface().dismissCover());
                ctx.surface().settle(SettleKind.BRIEF);
                Element third = relocate(ctx, target);
                ctx.act(turn, action + " (retry)", third, () -> operation.accept(third));
                ctx.surface().settle(SettleKind.FULL);
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
        Screen now = ctx.surface().look();
        for (Element e : now.elements()) if (Fingerprint.signature(e).equals(sig)) return e;
        for (Element e : now.elements()) {
            if (e.role().equals(target.role()) && e.name().equals(target.name()) && e.path().equals(target.path())) return e;
        }
        return target;
    }
}
