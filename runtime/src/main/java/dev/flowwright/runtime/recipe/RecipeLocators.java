package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.util.List;
import java.util.Optional;

/** The locator set of an element (strongest first), and finding a target again on a screen. */
public final class RecipeLocators {
    private RecipeLocators() {}

    /** Every locator of the target tried against the screen, with its match count. */
    public static List<LocatorAttempt> ladder(Target target, Screen screen) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The element of the first locator that matches exactly one element. */
    public static Optional<Element> resolve(Target target, Screen screen) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The locator set for an element, strongest first. */
    public static Target targetOf(Element element, SurfaceKind kind) {
        throw new UnsupportedOperationException("not yet");
    }
}
