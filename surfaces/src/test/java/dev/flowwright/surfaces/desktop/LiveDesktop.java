package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.platform.Bridges;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.testing.LiveEnvironment;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/** For tests on real applications: a desktop surface, or the test is skipped saying what is missing. */
final class LiveDesktop {
    private LiveDesktop() {}

    static DesktopSurface surface(String... programs) {
        LiveEnvironment.requireLinux("desktop tests run on Linux (AT-SPI)");
        LiveEnvironment.requireDisplay();
        for (String program : programs)
            require(AppCommands.onPath(program).isPresent(), program + " is not installed");
        try {
            return new DesktopSurface(Bridges.forThisPlatform());
        } catch (BridgeException e) {
            if (e.error() != dev.flowwright.bridge.BridgeError.UNAVAILABLE) throw e; // a bug is a failure, not a skip
            require(false, "no AT-SPI bus (" + e.getMessage() + "): ./test starts one");
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
        org.assertj.core.api.Assertions.assertThat(surface.look().elements()).as(() -> "a readable window: " + whatTheDesktopShows(surface))
                .isNotEmpty();
    }

    /** For a failure message: the open note, the started process, and every application AT-SPI lists. */
    static String whatTheDesktopShows(DesktopSurface surface) {
        StringBuilder b = new StringBuilder("look says ").append(surface.look().context());
        surface.launchedProcess().ifPresent(p -> b.append("; started pid ").append(p.pid())
                .append(p.isAlive() ? " running" : " exited " + p.exitValue()));
        String out = surface.launchedOutput().strip();
        if (!out.isEmpty()) b.append("; it printed: ").append(out.length() > 600 ? out.substring(0, 600) : out);
        try {
            b.append("; AT-SPI lists ");
            for (dev.flowwright.bridge.AppInfo a : surface.bridge().applications())
                b.append(a.name()).append(" (pid ").append(a.pid()).append(", ").append(a.windowCount()).append(" windows) ");
        } catch (BridgeException e) {
            b.append("nothing: ").append(e.getMessage());
        }
        b.append("; DISPLAY=").append(System.getenv("DISPLAY")).append(" DBUS_SESSION_BUS_ADDRESS=")
                .append(System.getenv("DBUS_SESSION_BUS_ADDRESS"));
        return b.toString();
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
