package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.Surface;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks a recipe's {@code expect} on the final screen: an element a locator finds (at least one), or
 * text the screen shows (names, values, static text, the title; whitespace and case aside). An
 * expectation not met yet is given until {@link Thresholds#REPLAY_FIND_MS}, re-checked each time the
 * screen changes: the result page may still be loading.
 */
final class ExpectationCheck {
    private final Surface surface;

    ExpectationCheck(Surface surface) {
        this.surface = surface;
    }

    List<ExpectationResult> check(List<Expectation> expect) {
        if (expect.isEmpty()) return List.of();
        long deadline = System.nanoTime() + Thresholds.REPLAY_FIND_MS * 1_000_000L;
        while (true) {
            Screen screen = surface.look();
            List<ExpectationResult> out = new ArrayList<>();
            for (Expectation e : expect) out.add(one(e, screen));
            boolean all = out.stream().allMatch(ExpectationResult::met);
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            if (all || left <= 0 || !surface.awaitChange(Math.min(left, Thresholds.REPLAY_QUIET_MS))) return out;
            surface.settle(SettleKind.QUICK);
        }
    }

    static ExpectationResult one(Expectation e, Screen screen) {
        if (e.visible() != null) {
            long n = screen.elements().stream().filter(el -> RecipeLocators.matches(e.visible(), el)).count();
            return new ExpectationResult(e, n > 0, n > 0 ? e.visible().describe() + " is on screen"
                    : "nothing on the final screen matches " + e.visible().describe());
        }
        String want = RecipeLocators.norm(e.textContains());
        boolean shown = RecipeLocators.norm(screenText(screen)).contains(want);
        return new ExpectationResult(e, shown, (shown ? "the final screen shows \"" : "the final screen does not show \"") + e.textContains() + "\"");
    }

    private static String screenText(Screen s) {
        StringBuilder b = new StringBuilder(s.window()).append('\n');
        for (Element e : s.elements()) {
            b.append(e.name()).append('\n').append(e.description()).append('\n');
            if (e.value() != null) b.append(e.value()).append('\n');
        }
        for (String line : s.context()) b.append(line).append('\n');
        return b.toString();
    }
}
