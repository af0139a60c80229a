package dev.flowwright.bridge.atspi;

import dev.flowwright.bridge.AccessibilityBridge;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static dev.flowwright.bridge.LiveEnvironment.require;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * While a Qt program starts, the root window of the test's display names the accessibility bus the test's
 * session has, as Qt reads it; afterwards the property is as it was, so no program started later is sent to a
 * bus that may have gone away.
 */
class BusAtomLiveTest {
    private static void requireDesktop() {
        require(System.getProperty("os.name").toLowerCase().contains("linux"), "AT-SPI is Linux only");
        String display = System.getenv("DISPLAY");
        require(display != null && !display.isBlank(), "no DISPLAY: start Xvfb (./test does)");
    }

    private static String bus() {
        Optional<String> bus = BusAtom.busAddress();
        assertThat(bus).as("the session bus answers org.a11y.Bus.GetAddress (./test starts it)").isPresent();
        return bus.get();
    }

    @Test
    void theRootWindowNamesTheBusWhileAProgramStartsAndNotAfter() {
        requireDesktop();
        String bus = bus();
        Optional<String> before = BusAtom.current(); // none on ./test's Xvfb; a desktop session's launcher may have set it
        try (AccessibilityBridge.Announcement a = BusAtom.whileStarting()) {
            if (!before.equals(Optional.of(bus))) assertThat(a.address()).contains(bus);
            assertThat(BusAtom.current()).contains(bus);
        }
        assertThat(BusAtom.current()).isEqualTo(before);
    }

    @Test
    void anAddressOfAnotherBusIsReplacedWhileStartingAndPutBackAfter() {
        requireDesktop();
        String bus = bus();
        String other = "unix:path=/tmp/flowwright-no-such-bus";
        Optional<String> before = BusAtom.current();
        try (AccessibilityBridge.Announcement held = BusAtom.whileStarting()) {
            // one announcement holds the display open, so the value written below survives its connection
            com.sun.jna.platform.unix.X11.Display d = com.sun.jna.platform.unix.X11.INSTANCE.XOpenDisplay(System.getenv("DISPLAY"));
            try {
                BusAtom.write(d, other);
                try (AccessibilityBridge.Announcement a = BusAtom.whileStarting()) {
                    assertThat(a.address()).contains(bus);
                    assertThat(BusAtom.current()).contains(bus);
                }
                assertThat(BusAtom.current()).contains(other);
                BusAtom.write(d, bus);
            } finally {
                com.sun.jna.platform.unix.X11.INSTANCE.XCloseDisplay(d);
            }
        }
        assertThat(BusAtom.current()).isEqualTo(before);
    }

    @Test
    void aPropertyNamingTheBusAlreadyIsLeftAsItIs() {
        requireDesktop();
        String bus = bus();
        try (AccessibilityBridge.Announcement first = BusAtom.whileStarting()) {
            try (AccessibilityBridge.Announcement second = BusAtom.whileStarting()) {
                assertThat(second).isSameAs(AccessibilityBridge.Announcement.NONE);
            }
            assertThat(BusAtom.current()).as("the inner one changed nothing").contains(bus);
        }
    }
}
