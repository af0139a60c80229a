package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.Bridges;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** For tests on real applications: a desktop surface, or the test is skipped saying what is missing. */
final class LiveDesktop {
    private LiveDesktop() {}

    static DesktopSurface surface(String... programs) {
        assumeTrue(System.getProperty("os.name", "").toLowerCase().contains("linux"), "desktop tests run on Linux (AT-SPI)");
        String display = System.getenv("DISPLAY");
        assumeTrue(display != null && !display.isBlank(), "no DISPLAY: start Xvfb (./test does)");
        for (String program : programs)
            assumeTrue(AppCommands.onPath(program).isPresent(), program + " is not installed");
        try {
            return new DesktopSurface(Bridges.forThisPlatform());
        } catch (BridgeException e) {
            if (e.error() != dev.flowwright.bridge.BridgeError.UNAVAILABLE) throw e; // a bug is a failure, not a skip
            assumeTrue(false, "no AT-SPI bus (" + e.getMessage() + "): ./test starts one");
            throw e;
        }
    }

    /**
     * Opens an application for a test. The first GTK start on a fresh machine can outlast the open step's
     * ten checks (font caches are built), so a test gives a started application a little longer.
     */
    static void openOrWait(DesktopSurface surface, OpenResult opened) {
        org.assertj.core.api.Assertions.assertThat(opened.opened()).as(opened.note()).isTrue();
        for (int i = 0; i < 40 && !opened.windowReady() && surface.look().elements().isEmpty(); i++) DesktopSurface.sleep(500);
        org.assertj.core.api.Assertions.assertThat(surface.look().elements()).as("a readable window").isNotEmpty();
    }

    static Element named(Screen screen, String role, String name) {
        return screen.elements().stream().filter(e -> e.role().equals(role) && e.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + role + " \"" + name + "\" on " + describe(screen)));
    }

    static String describe(Screen screen) {
        StringBuilder b = new StringBuilder(screen.window() + " (" + screen.surface().word() + "):");
        for (Element e : screen.elements()) b.append("\n  ").append(e.ref()).append(' ').append(e.label())
                .append(e.value() == null ? "" : " = \"" + e.value() + "\"").append(' ').append(e.states()).append(' ').append(e.path());
        for (String c : screen.context()) b.append("\n  text: ").append(c);
        return b.toString();
    }
}
