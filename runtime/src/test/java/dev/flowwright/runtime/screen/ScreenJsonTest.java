package dev.flowwright.runtime.screen;

import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ScreenJsonTest {

    static Screen richScreen() {
        Element field = new Element("e1", "textbox", "From", "departure city", "Ist\"anbul\n",
                EnumSet.of(ElementState.FOCUSED, ElementState.EDITABLE, ElementState.REQUIRED),
                EnumSet.of(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT),
                new Bounds(10.5, 20.25, 300, 32.125), List.of("form \"Search\"", "group #2"),
                Map.of("id", "from", "frame", "name=booking", "tag", "input"));
        Element empty = new Element("e2", "textbox", "To", "", "", Set.of(), Set.of(ElementAction.TYPE_TEXT), null, List.of(), Map.of());
        Element unnamed = new Element("e3", "button", "", "", null, Set.of(ElementState.COVERED), Set.of(ElementAction.CLICK),
                new Bounds(0, 0, 0, 0), List.of(), Map.of());
        return new Screen("browser", "Flights — Book", "http://localhost:8700/flights/", SurfaceKind.DIALOG,
                List.of(field, empty, unnamed), List.of("Book a flight", "ünïcödé ✈ \uFFFC"), List.of("e7"));
    }

    @Test
    void screenRoundTripsLosslessly() {
        Screen screen = richScreen();
        assertThat(ScreenJson.read(ScreenJson.write(screen))).isEqualTo(screen);
    }

    @Test
    void aNullValueStaysNullAndAnEmptyValueStaysEmpty() {
        Screen back = ScreenJson.read(ScreenJson.write(richScreen()));
        assertThat(back.elements().get(1).value()).isEmpty();
        assertThat(back.elements().get(2).value()).isNull();
    }

    @Test
    void aDesktopScreenWithoutUrlRoundTrips() {
        Screen desktop = new Screen("gnome-calculator", "Calculator", null, SurfaceKind.WINDOW, List.of(), List.of(), List.of());
        Screen back = ScreenJson.read(ScreenJson.write(desktop));
        assertThat(back).isEqualTo(desktop);
        assertThat(back.url()).isNull();
    }

    @Test
    void roundTripKeepsTheFingerprint() {
        Screen screen = richScreen();
        assertThat(Fingerprint.of(ScreenJson.read(ScreenJson.write(screen)))).isEqualTo(Fingerprint.of(screen));
    }

    @Test
    void anUnknownStateIsNamedInTheError() {
        String json = "{\"elements\":[{\"ref\":\"e1\",\"role\":\"button\",\"states\":[\"sparkly\"]}]}";
        assertThatThrownBy(() -> ScreenJson.read(json)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sparkly");
    }
}
