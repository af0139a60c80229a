package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.List;

/**
 * A sheet's cells past the part in use (docs/desktop.md#spreadsheets-and-large-tables): a look reads a sheet where it
 * holds something and a margin after it, and leaves the table in {@link Screen#unexplored()}. When a step names a cell
 * by address that the look does not show ("type 7 into cell H9" on a sheet whose data ends at column C), the parts the
 * look cut short are read once, and the step goes on with every cell that shows. A cell that does not show at all
 * ("cell Z200" on a sheet showing rows 1 to 40) is brought into view first, as a person scrolls to it, and the screen
 * looked at again.
 */
public final class SheetCellsShown {
    private SheetCellsShown() {}

    /**
     * {@code screen}, with what it cut short read when {@code words} name a cell it lacks; else {@code screen} itself. A
     * look taken after a cell is brought into view is the step's at {@code turn}.
     */
    public static Screen withCellNamed(StepContext ctx, int turn, Screen screen, String words) {
        if (screen.unexplored().isEmpty() || !Cells.namesMissing(screen, words)) return screen;
        Screen shown = explored(ctx, screen);
        java.util.Optional<String> away = Cells.missingAddress(shown, words);
        if (away.isEmpty()) return shown;
        for (String ref : screen.unexplored()) {
            try {
                if (!ctx.eyes().reveal(ref, away.get())) continue;
            } catch (SurfaceException e) {
                ctx.remember("could not bring cell " + away.get() + " into view: " + e.getMessage());
                continue;
            }
            ctx.account().usedLoop("reveal");
            Screen moved = ctx.eyes().look(turn, "brought cell " + away.get() + " into view");
            return Cells.namesMissing(moved, words) && !moved.unexplored().isEmpty() ? explored(ctx, moved) : moved;
        }
        return shown;
    }

    /** {@code screen} with every part it cut short read. */
    private static Screen explored(StepContext ctx, Screen screen) {
        List<Element> all = new ArrayList<>(screen.elements());
        for (String ref : screen.unexplored()) {
            try {
                all.addAll(ctx.eyes().explore(ref));
            } catch (SurfaceException e) {
                ctx.remember("could not read the rest of the cells that show: " + e.getMessage());
            }
        }
        ctx.account().usedLoop("explore");
        return new Screen(screen.app(), screen.window(), screen.url(), screen.surface(), all, screen.context(), List.of());
    }
}
