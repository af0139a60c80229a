package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.Set;

/**
 * "Select nothing", "check none of the boxes" ({@link dev.flowwright.runtime.reading.ChooseNothingReading}): a
 * choosing step whose object is nothing has no control to press — it holds when nothing on screen is chosen, which is read off the
 * controls (checked boxes and radios, selected options), not asked. When something is chosen the step
 * runs as any other (unsure still means none).
 */
final class NothingChosen {
    private NothingChosen() {}

    private static final Set<String> CHOOSABLE = Set.of("checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio",
            "check box", "radio button", "toggle button", "option", "listitem", "list item");


    /**
     * True when no control on screen reports itself chosen — and none is itself called "None" or "Nothing"
     * (a radio button "None" is what "select none" means to press).
     */
    static boolean holds(Screen screen) {
        for (Element e : screen.elements()) {
            if (!CHOOSABLE.contains(e.role())) continue;
            String name = e.name().strip().toLowerCase(java.util.Locale.ROOT);
            if (name.equals("none") || name.equals("nothing")) return false;
            if (e.has(ElementState.CHECKED) || (e.has(ElementState.SELECTED) && !"listitem".equals(e.role()))) return false;
        }
        return true;
    }
}
