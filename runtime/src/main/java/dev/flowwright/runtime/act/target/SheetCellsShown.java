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
 * look cut short are read once, and the step goes on with every cell that shows.
 */
public final class SheetCellsShown {
    private SheetCellsShown() {}

    /** {@code screen}, with what it cut short read when {@code words} name a cell it lacks; else {@code screen} itself. */
    public static Screen withCellNamed(StepContext ctx, Screen screen, String words) {
        if (screen.unexplored().isEmpty() || !Cells.namesMissing(screen, words)) return screen;
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
