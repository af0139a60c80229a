package dev.flowwright.surfaces.desktop;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why a program that was opened has no readable window, in one line with the fix
 * (docs/desktop.md#when-a-window-cannot-be-read): it shows a window on the display but its toolkit puts
 * no tree on the accessibility bus (which toolkit, and the variable that turns it on), or it is on the bus
 * with an empty tree, or it is still starting (no window of its own yet). The display is asked with
 * {@code xdotool}, the toolkit is read off the libraries the process loaded, the variables off its
 * environment.
 */
final class Unreadable {
    private Unreadable() {}

    /** What was found out about the program. */
    enum Kind { NO_TREE, EMPTY_TREE, STILL_STARTING, GONE }

    record Diagnosis(Kind kind, String sentence) {}

    /**
     * @param app        the name it was opened by
     * @param processes  its process and every process it started (LibreOffice's launcher starts soffice.bin)
     * @param registered whether it is on the accessibility bus with a window
     */
    static Diagnosis diagnose(String app, List<ProcessHandle> processes, boolean registered) {
        List<ProcessHandle> alive = processes.stream().filter(ProcessHandle::isAlive).toList();
        if (alive.isEmpty()) return new Diagnosis(Kind.GONE, app + " ended without a window of its own: a program that runs"
                + " one copy hands a second start to the copy already running (LibreOffice does), and that copy is not on the"
                + " accessibility bus; quit it and open " + app + " again");
        Optional<String> window = Optional.empty();
        ProcessHandle drawing = null;
        for (ProcessHandle p : alive) {
            Optional<String> w = XDisplay.visibleWindow(p.pid());
            if (w.isPresent()) {
                window = w;
                drawing = p;
                break;
            }
        }
        if (window.isEmpty()) return new Diagnosis(Kind.STILL_STARTING, app + " is still starting: it shows no window on the display yet");
        String shows = app + " shows the window \"" + window.get() + "\" but ";
        if (registered) return new Diagnosis(Kind.EMPTY_TREE, shows + "its accessibility tree is empty: it is still drawing"
                + " it, or its toolkit exposes only the window; open it again in a moment");
        List<Toolkits.Toolkit> toolkits = Toolkits.of(drawing.pid());
        Map<String, String> env = Toolkits.environment(drawing.pid());
        // GTK 3's bridge is loaded: the tree is on its way (an office suite registers seconds after its first window)
        if (toolkits.contains(Toolkits.Toolkit.ATK_BRIDGE) && !toolkits.contains(Toolkits.Toolkit.LIBREOFFICE_GEN))
            return new Diagnosis(Kind.STILL_STARTING, shows + "is still starting: it has not put its tree on the accessibility bus yet");
        return new Diagnosis(Kind.NO_TREE, shows + "puts no accessibility tree on the AT-SPI bus: " + why(toolkits, env));
    }

    /** The toolkit's reason and its fix. */
    static String why(List<Toolkits.Toolkit> toolkits, Map<String, String> env) {
        if (toolkits.contains(Toolkits.Toolkit.LIBREOFFICE_GEN) || toolkits.contains(Toolkits.Toolkit.LIBREOFFICE)
                && !toolkits.contains(Toolkits.Toolkit.LIBREOFFICE_GTK3))
            return "LibreOffice draws it with its " + (toolkits.contains(Toolkits.Toolkit.LIBREOFFICE_GEN) ? "\"gen\" (X11)" : "current")
                    + " toolkit plugin, which has no accessibility tree; start it with SAL_USE_VCLPLUGIN=gtk3"
                    + (java.nio.file.Files.exists(Toolkits.LIBREOFFICE_GTK3) ? "" : " after installing the Debian package libreoffice-gtk3");
        if (toolkits.contains(Toolkits.Toolkit.QT) || toolkits.contains(Toolkits.Toolkit.LIBREOFFICE_QT))
            return "Qt puts its tree there only when asked, and Qt 5 reliably only when the X root window's AT_SPI_BUS names the "
                    + "accessibility bus as it starts; let flowwright start it (app: in the flow): it names the bus there while the "
                    + "program starts and sets QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1"
                    + (env.containsKey("QT_LINUX_ACCESSIBILITY_ALWAYS_ON") ? " (it has " + value(env, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON") + ")" : "");
        if (toolkits.contains(Toolkits.Toolkit.GTK4))
            return "GTK 4's accessibility is off"
                    + (env.containsKey("GTK_A11Y") ? " (it was started with " + value(env, "GTK_A11Y") + ")" : "")
                    + "; start it with GTK_A11Y=atspi and a D-Bus session with the AT-SPI bus (DBUS_SESSION_BUS_ADDRESS)";
        if (toolkits.contains(Toolkits.Toolkit.GTK3))
            return "GTK 3's AT-SPI bridge is not loaded"
                    + ("1".equals(env.get("NO_AT_BRIDGE")) ? " (it was started with NO_AT_BRIDGE=1)" : "")
                    + "; start it with NO_AT_BRIDGE=0 (Debian package at-spi2-core holds the bridge) and a D-Bus session with the AT-SPI bus (DBUS_SESSION_BUS_ADDRESS)";
        if (toolkits.contains(Toolkits.Toolkit.JAVA))
            return "a Java program needs the ATK wrapper (Debian package libatk-wrapper-java-jni) and"
                    + " assistive_technologies=org.GNOME.Accessibility.AtkWrapper in its accessibility.properties";
        if (toolkits.contains(Toolkits.Toolkit.ELECTRON))
            return "a Chromium or Electron program builds its tree only when started with --force-renderer-accessibility";
        return "its toolkit does not expose AT-SPI (programs drawn with Xlib, Motif, Tk or a game engine have no tree to read)";
    }

    private static String value(Map<String, String> env, String name) {
        return name + "=" + env.get(name);
    }

    /** A program and everything it started, the launcher first. */
    static List<ProcessHandle> family(Process launched) {
        List<ProcessHandle> all = new ArrayList<>();
        all.add(launched.toHandle());
        launched.descendants().forEach(all::add);
        return all;
    }
}
