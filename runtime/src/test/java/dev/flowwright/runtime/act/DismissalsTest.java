package dev.flowwright.runtime.act;

import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** A press that took the screen from something in front back to the application's window (docs/how-a-run-works.md). */
class DismissalsTest {
    private static Element control(String role, String name) {
        return new Element("e1", role, name, "", null, Set.of(), Set.of(ElementAction.CLICK), new Bounds(1, 2, 3, 4), List.of(), Map.of());
    }

    private static Screen screen(SurfaceKind kind) {
        return new Screen("browser", "page", "http://x/", kind, List.of(), List.of(), List.of());
    }

    private static boolean ended(Element pressed, SurfaceKind before, String intent) {
        LastAction last = new LastAction(LastAction.Kind.PRESS, pressed, pressed.name(), before, null);
        return Dismissals.ended(last, screen(before), screen(SurfaceKind.WINDOW), intent);
    }

    @Test
    void aBannersButtonNamedByTheStepEndsTheDismissal() {
        assertThat(ended(control("button", "Accept Essential Only"), SurfaceKind.LAYER, "accept essential cookies only")).isTrue();
        assertThat(ended(control("button", "OK"), SurfaceKind.DIALOG, "close the dialog")).isTrue();
    }

    /** "Choose a city", the list's placeholder, shares the step's words; the list closing is no sign the city was chosen. */
    @Test
    void anOptionOfAPopupListIsAChoiceNotADismissal() {
        assertThat(ended(control("option", "Choose a city"), SurfaceKind.LAYER, "choose the city London")).isFalse();
        assertThat(ended(control("menuitem", "Close all tabs"), SurfaceKind.POPOVER, "close all tabs")).isFalse();
        assertThat(ended(control("button", "Choose a city"), SurfaceKind.LAYER, "choose the city London"))
                .as("the same words on a button of a layer still end it").isTrue();
    }
}
