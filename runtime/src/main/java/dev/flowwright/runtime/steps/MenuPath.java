package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A menu path ({@link dev.flowwright.runtime.reading.MenuPathReading}: "Select File > Save As", "choose
 * Korney>Sherie"). Each name but the last is a menu to open — expanded, as a person points at it (the browser
 * hovers a menu item that opens a submenu; pressing it may choose it); the last is pressed. Every name is
 * matched whole (case and spacing aside) among the controls on screen at that moment; a name not on
 * screen fails the step naming it, and every press goes through the destructive check.
 */
final class MenuPath {
    private MenuPath() {}

    static StepOutcome run(List<String> names, StepContext ctx) {
        for (int i = 0; i < names.size(); i++) {
            boolean last = i == names.size() - 1;
            Screen screen = ctx.eyes().look(ctx.account().turns(), "");
            Optional<Element> item = named(screen, names.get(i));
            // a submenu may open a moment after it is pointed at (jQuery UI's waits 300 ms): give it that moment
            long until = System.nanoTime() + Thresholds.SUBMENU_OPEN_MS * 1_000_000L;
            while (item.isEmpty() && i > 0 && System.nanoTime() < until) {
                ctx.eyes().awaitChange(Thresholds.SUBMENU_OPEN_MS / 3);
                ctx.eyes().settle(dev.flowwright.runtime.surface.SettleKind.BRIEF);
                screen = ctx.eyes().look(ctx.account().turns(), "");
                item = named(screen, names.get(i));
            }
            if (item.isEmpty()) {
                return StepOutcome.failed("menu path " + String.join(" > ", names) + ": no control named \"" + names.get(i)
                        + "\" on screen" + (i == 0 ? "" : " after opening \"" + names.get(i - 1) + "\""));
            }
            Element e = item.get();
            Optional<String> refusal = DestructiveCheck.refusal(e, screen, ctx);
            if (refusal.isPresent()) return StepOutcome.failed(refusal.get());
            boolean open = !last && e.can(ElementAction.EXPAND);
            Presses.Result r = open
                    ? Presses.press(ctx, ctx.account().turns(), screen, e, dev.flowwright.runtime.run.ActionKind.EXPAND)
                    : Presses.click(ctx, ctx.account().turns(), screen, e);
            if (!r.ok()) return StepOutcome.failed("menu path " + String.join(" > ", names) + ": the press of " + e.label() + " failed: " + r.error());
            ctx.account().endTurn(ctx.account().turns(), (open ? "opened " : "pressed ") + e.label());
        }
        return StepOutcome.done("pressed " + String.join(" > ", names));
    }

    /** The one control on screen whose whole name is {@code name}; the first in reading order among several. */
    private static Optional<Element> named(Screen screen, String name) {
        String want = QuotedNames.fold(name);
        return screen.elements().stream()
                .filter(e -> !e.actions().isEmpty() && QuotedNames.fold(e.isNamed() ? e.name() : e.description()).equals(want))
                .findFirst();
    }
}
