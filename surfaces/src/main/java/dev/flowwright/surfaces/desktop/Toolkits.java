package dev.flowwright.surfaces.desktop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What each family of programs needs to show its windows over AT-SPI (docs/desktop.md#program-families),
 * and how to tell which toolkit a running process draws with. GTK reads {@code GTK_A11Y} and
 * {@code NO_AT_BRIDGE}, Qt {@code QT_LINUX_ACCESSIBILITY_ALWAYS_ON}; LibreOffice draws with a plugin of its
 * own choosing — under Xvfb with no desktop session often {@code gen}, which has no accessibility tree —
 * unless {@code SAL_USE_VCLPLUGIN} names the GTK 3 one. Every program Flowwright starts gets all of them.
 */
final class Toolkits {
    /** The names LibreOffice is started by; every one of them runs (and registers on AT-SPI as) {@code soffice}. */
    static final Set<String> LIBREOFFICE = Set.of("libreoffice", "soffice", "localc", "lowriter", "loimpress", "lodraw",
            "lomath", "lobase", "libreoffice-calc", "libreoffice-writer");
    static final String LIBREOFFICE_ACCESSIBLE_NAME = "soffice";
    /** LibreOffice's GTK 3 plugin (Debian package libreoffice-gtk3): the one whose windows AT-SPI can read. */
    static final Path LIBREOFFICE_GTK3 = Path.of("/usr/lib/libreoffice/program/libvclplug_gtk3lo.so");

    private Toolkits() {}

    /** The launcher's own name without its folder ("/usr/bin/localc" → "localc"). */
    static String base(String app) {
        String b = app.strip();
        return b.contains("/") ? b.substring(b.lastIndexOf('/') + 1) : b;
    }

    static boolean isLibreOffice(String app) {
        return LIBREOFFICE.contains(base(app).toLowerCase(Locale.ROOT));
    }

    /** The name the program registers under on AT-SPI when it differs from how it was started, else empty. */
    static Optional<String> accessibleName(String app) {
        return isLibreOffice(app) ? Optional.of(LIBREOFFICE_ACCESSIBLE_NAME) : Optional.empty();
    }

    /**
     * The variables a program is started with. A variable the caller already set is kept (someone who
     * set {@code SAL_USE_VCLPLUGIN=kf5} meant it); {@code NO_AT_BRIDGE} is always 0, since 1 switches
     * GTK 3's bridge off.
     */
    static Map<String, String> launchEnvironment(String executable, Map<String, String> inherited) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("GTK_A11Y", inherited.getOrDefault("GTK_A11Y", "atspi"));
        env.put("NO_AT_BRIDGE", "0");
        env.put("GNOME_ACCESSIBILITY", inherited.getOrDefault("GNOME_ACCESSIBILITY", "1"));
        env.put("QT_ACCESSIBILITY", inherited.getOrDefault("QT_ACCESSIBILITY", "1"));
        env.put("QT_LINUX_ACCESSIBILITY_ALWAYS_ON", inherited.getOrDefault("QT_LINUX_ACCESSIBILITY_ALWAYS_ON", "1"));
        if (isLibreOffice(executable) && Files.exists(LIBREOFFICE_GTK3))
            env.put("SAL_USE_VCLPLUGIN", inherited.getOrDefault("SAL_USE_VCLPLUGIN", "gtk3"));
        return env;
    }

    /** The Qt core libraries a program links against by name, Qt 5's and Qt 6's. */
    private static final List<byte[]> QT_CORE = List.of("libQt5Core.so".getBytes(java.nio.charset.StandardCharsets.US_ASCII),
            "libQt6Core.so".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    /** A program's own executable larger than this is not searched (Qt programs keep their code in libraries). */
    private static final long QT_SEARCH_BYTES = 64L << 20;

    /**
     * Whether the executable {@code command} starts (a path, or a name on the PATH) links Qt: its list of needed
     * libraries names Qt's core. A script, a launcher or a file that cannot be read says no.
     */
    static boolean drawsWithQt(String command) {
        Optional<Path> exe = command.contains("/") ? Optional.of(Path.of(command)) : AppCommands.onPath(command);
        if (exe.isEmpty()) return false;
        try {
            if (!Files.isRegularFile(exe.get()) || Files.size(exe.get()) > QT_SEARCH_BYTES) return false;
            byte[] bytes = Files.readAllBytes(exe.get());
            if (bytes.length < 4 || bytes[0] != 0x7f || bytes[1] != 'E' || bytes[2] != 'L' || bytes[3] != 'F') return false;
            for (byte[] lib : QT_CORE)
                if (indexOf(bytes, lib) >= 0) return true;
            return false;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static int indexOf(byte[] in, byte[] what) {
        outer:
        for (int i = 0; i <= in.length - what.length; i++) {
            for (int j = 0; j < what.length; j++)
                if (in[i + j] != what[j]) continue outer;
            return i;
        }
        return -1;
    }

    /** What the open note adds about how the program was started, when it matters. */
    static Optional<String> launchNote(String executable, Map<String, String> env) {
        if (!isLibreOffice(executable)) return Optional.empty();
        String plugin = env.get("SAL_USE_VCLPLUGIN");
        if (plugin == null) return Optional.of("LibreOffice's GTK 3 plugin is not installed (Debian package libreoffice-gtk3), so its windows cannot be read");
        return Optional.of("started with SAL_USE_VCLPLUGIN=" + plugin + (plugin.equals("gtk3") ? ", the LibreOffice toolkit AT-SPI can read" : ""));
    }

    /** The toolkits a process draws with, from the libraries it has loaded. */
    enum Toolkit {
        LIBREOFFICE_GTK3("libvclplug_gtk3lo"), LIBREOFFICE_GTK4("libvclplug_gtk4lo"), LIBREOFFICE_QT("libvclplug_kf5lo", "libvclplug_qt5lo", "libvclplug_qt6lo", "libvclplug_kf6lo"),
        LIBREOFFICE_GEN("libvclplug_genlo"), LIBREOFFICE("libmergedlo", "libsofficeapp"),
        GTK4("libgtk-4."), GTK3("libgtk-3."), QT("libQt5Gui.", "libQt6Gui."), JAVA("libjvm.so"), ELECTRON("libffmpeg.so", "resources.pak"),
        /** GTK 3's (and LibreOffice's GTK 3 plugin's) bridge to AT-SPI: loaded means its tree is on the way. */
        ATK_BRIDGE("libatk-bridge-2.0.");

        final String[] libraries;

        Toolkit(String... libraries) { this.libraries = libraries; }
    }

    /** Every toolkit whose library the process has mapped, most telling first; empty when /proc cannot be read. */
    static java.util.List<Toolkit> of(long pid) {
        String maps;
        try {
            maps = Files.readString(Path.of("/proc", Long.toString(pid), "maps"));
        } catch (IOException | RuntimeException e) {
            return java.util.List.of();
        }
        java.util.List<Toolkit> found = new java.util.ArrayList<>();
        for (Toolkit t : Toolkit.values())
            for (String lib : t.libraries)
                if (maps.contains("/" + lib)) {
                    found.add(t);
                    break;
                }
        return found;
    }

    /** The process's environment (from /proc), empty when it cannot be read. */
    static Map<String, String> environment(long pid) {
        Map<String, String> env = new LinkedHashMap<>();
        try {
            String raw = Files.readString(Path.of("/proc", Long.toString(pid), "environ"));
            for (String kv : raw.split("\0")) {
                int eq = kv.indexOf('=');
                if (eq > 0) env.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        } catch (IOException | RuntimeException e) {
            // another user's process, or one that ended: nothing to say about its variables
        }
        return env;
    }
}
