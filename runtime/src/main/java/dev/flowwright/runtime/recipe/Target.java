package dev.flowwright.runtime.recipe;

import java.util.List;

/**
 * The element a step acts on.
 *
 * @param frame    the frame chain outermost first, each {@code name=…} or {@code url=…}, never an index;
 *                 empty for the top document and for desktop targets
 * @param locators strongest first; never empty
 */
public record Target(List<String> frame, List<Locator> locators) {
    public Target {
        frame = frame == null ? List.of() : List.copyOf(frame);
        locators = List.copyOf(locators);
    }

    public Target withLocators(List<Locator> replaced) {
        return new Target(frame, replaced);
    }
}
