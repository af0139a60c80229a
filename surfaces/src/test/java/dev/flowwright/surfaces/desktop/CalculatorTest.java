package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.surface.SettleKind;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** gnome-calculator (GTK 4) driven through AT-SPI: open it, press its keys, read its display. */
class CalculatorTest {
    private static DesktopSurface surface;

    @BeforeAll
    static void openCalculator() {
        surface = LiveDesktop.surface("gnome-calculator");
        LiveDesktop.openOrWait(surface, surface.open("gnome-calculator"));
    }

    @AfterAll
    static void close() {
        if (surface != null) surface.close();
    }

    @Test
    void pressingTheKeysOf128Times37ShowsTheProduct() {
        Screen screen = surface.look();
        assertThat(screen.surface()).isEqualTo(SurfaceKind.WINDOW);
        surface.press(clearButton(screen));
        for (String key : new String[]{"1", "2", "8", "×", "3", "7", "="}) {
            surface.press(LiveDesktop.named(surface.look(), "button", key));
        }
        surface.settle(SettleKind.BRIEF);
        assertThat(display(surface.look())).isEqualTo("4736");
    }

    @Test
    void theKeypadReadsAsNamedButtonsWithPathsAndIndexPaths() {
        Screen screen = surface.look();
        Element seven = LiveDesktop.named(screen, "button", "7");
        assertThat(seven.can(ElementAction.CLICK)).isTrue();
        assertThat(seven.hint("indexPath")).matches("\\d+(/\\d+)+");
        assertThat(seven.bounds()).isNotNull();
        assertThat(screen.elements()).noneMatch(e -> e.name().startsWith("Gtk") || e.name().equals("4 4"));
        assertThat(screen.window()).isEqualTo("Calculator");
    }

    @Test
    void typingAnExpressionAndPressingReturnCalculates() {
        clearTheDisplay();
        Element field = displayField(surface.look());
        surface.type(field, "12+30");
        surface.keyCombo("return");
        surface.settle(SettleKind.BRIEF);
        assertThat(display(surface.look())).isEqualTo("42");
    }

    @Test
    void openingARunningApplicationFindsItsWindow() {
        OpenResult again = surface.open("gnome-calculator");
        assertThat(again.note()).isEqualTo("gnome-calculator is open");
        assertThat(again.windowReady()).isTrue();
        assertThat(surface.look().window()).isEqualTo("Calculator");
    }

    @Test
    void theDesktopEntrysNameOpensTheSameApplication() {
        OpenResult byEntryName = surface.open("Calculator");
        assertThat(byEntryName.note()).isEqualTo("Calculator is open");
        assertThat(surface.look().window()).isEqualTo("Calculator");
        assertThat(LiveDesktop.named(surface.look(), "button", "7")).isNotNull();
    }

    @Test
    void aWindowScreenshotIsAPng() {
        surface.look();
        byte[] png = surface.screenshot();
        assertThat(png).hasSizeGreaterThan(1000);
        assertThat(new String(png, 1, 3)).isEqualTo("PNG");
    }

    /**
     * Presses Clear until the display is empty (at most three presses, each given two seconds): the
     * calculator solves on a worker thread, so a result still on its way lands after an early Clear.
     */
    private static void clearTheDisplay() {
        for (int press = 0; press < 3; press++) {
            surface.press(clearButton(surface.look()));
            long deadline = System.currentTimeMillis() + 2_000;
            while (System.currentTimeMillis() < deadline) {
                if (display(surface.look()).isEmpty()) return;
                DesktopSurface.sleep(100);
            }
        }
        assertThat(display(surface.look())).as("the display after Clear").isEmpty();
    }

    /** The clear key is an icon: it has no name, only its description. */
    static Element clearButton(Screen screen) {
        return screen.elements().stream().filter(e -> e.label().equals("button \"Clear Display [Escape]\"")).findFirst()
                .orElseThrow(() -> new AssertionError("no clear key on " + LiveDesktop.describe(screen)));
    }

    static Element displayField(Screen screen) {
        return screen.elements().stream().filter(e -> e.role().equals("textbox") && e.can(ElementAction.TYPE_TEXT))
                .findFirst().orElseThrow(() -> new AssertionError("no editable display on " + LiveDesktop.describe(screen)));
    }

    static String display(Screen screen) {
        return displayField(screen).value().strip().replace("\u2009", "").replace(",", "");
    }
}
