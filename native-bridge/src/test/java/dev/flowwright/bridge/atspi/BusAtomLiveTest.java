package dev.flowwright.bridge.atspi;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static dev.flowwright.bridge.LiveEnvironment.require;
import static org.assertj.core.api.Assertions.assertThat;

/** The root window of the test's display names the accessibility bus the test's session has, as Qt programs read it. */
class BusAtomLiveTest {
    private static void requireDesktop() {
        require(System.getProperty("os.name").toLowerCase().contains("linux"), "AT-SPI is Linux only");
        String display = System.getenv("DISPLAY");
        require(display != null && !display.isBlank(), "no DISPLAY: start Xvfb (./test does)");
    }

    @Test
    void theRootWindowNamesThisSessionsAccessibilityBus() {
        requireDesktop();
        Optional<String> bus = BusAtom.busAddress();
        assertThat(bus).as("the session bus answers org.a11y.Bus.GetAddress (./test starts it)").isPresent();
        assertThat(BusAtom.announce()).contains(bus.get());
        assertThat(BusAtom.current()).contains(bus.get());
    }

    @Test
    void anAddressOfAnotherBusIsReplaced() {
        requireDesktop();
        Optional<String> bus = BusAtom.busAddress();
        assertThat(bus).isPresent();
        try {
            assertThat(BusAtom.write("unix:path=/tmp/flowwright-no-such-bus")).isTrue();
            assertThat(BusAtom.current()).contains("unix:path=/tmp/flowwright-no-such-bus");
            assertThat(BusAtom.announce()).contains(bus.get());
        } finally {
            BusAtom.write(bus.get());
        }
        assertThat(BusAtom.current()).contains(bus.get());
    }
}
