package dev.flowwright.surfaces.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The X display beside the accessibility bus, through {@code xdotool}: which windows a process shows
 * (a program with a window but no tree, docs/desktop.md#when-a-window-cannot-be-read), and bringing one
 * of an application's windows to the front before keys go to it — with no window manager the keyboard
 * goes to whichever window lies on top under the pointer, and an office suite keeps every document in one
 * process. Without xdotool nothing is known and nothing is raised.
 */
final class XDisplay {
    private static final long XDOTOOL_LIMIT_SECONDS = 3;
    /** Smallest side of a window a person could see: toolkits map 1×1 and 10×10 helper windows. */
    private static final int SMALLEST_SIDE = 20;
    private static final Pattern GEOMETRY = Pattern.compile("Geometry:\\s*(\\d+)x(\\d+)");

    private XDisplay() {}

    /** The title of a window the process shows (mapped, not a small helper), if any. */
    static Optional<String> visibleWindow(long pid) {
        for (String id : xdotool("search", "--onlyvisible", "--pid", Long.toString(pid))) {
            if (tiny(xdotool("getwindowgeometry", id))) continue;
            List<String> name = xdotool("getwindowname", id);
            String title = name.isEmpty() ? "" : name.get(0).strip();
            return Optional.of(title.isEmpty() ? "(untitled)" : title);
        }
        return Optional.empty();
    }

    /** Raises the process's window titled {@code title} and gives it the keyboard; false when there is none such. */
    static boolean raise(long pid, String title) {
        for (String id : xdotool("search", "--onlyvisible", "--pid", Long.toString(pid))) {
            List<String> name = xdotool("getwindowname", id);
            if (name.isEmpty() || !name.get(0).strip().equals(title.strip())) continue;
            xdotool("windowraise", id);
            xdotool("windowfocus", id);
            return true;
        }
        return false;
    }

    /** Whether xdotool's "Geometry: WxH" line names a helper window too small to be the program's. */
    static boolean tiny(List<String> geometry) {
        for (String line : geometry) {
            Matcher m = GEOMETRY.matcher(line);
            if (m.find()) return Integer.parseInt(m.group(1)) < SMALLEST_SIDE || Integer.parseInt(m.group(2)) < SMALLEST_SIDE;
        }
        return false;
    }

    private static List<String> xdotool(String... args) {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(XDOTOOL_LIMIT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return List.of();
            }
            return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
        } catch (IOException e) {
            return List.of(); // no xdotool: the display cannot be asked
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        }
    }
}
