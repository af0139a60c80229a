package dev.flowwright.bridge.atspi;

import com.sun.jna.Memory;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.platform.unix.X11;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;
import com.sun.jna.ptr.PointerByReference;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The X root window's {@code AT_SPI_BUS} property: the accessibility bus's address, where an X11 session's
 * bus launcher publishes it and where Qt 5 programs look for it first (docs/desktop.md#qt-programs).
 * Without it Qt asks the session bus, and then registers with the accessibility registry only when a race
 * inside Qt goes its way: its bridge tries the registry before its connection to the bus is made, fails,
 * and never tries again. On this machine's Xvfb that was about half of kcalc's starts. Found through the
 * property, the connection is made first and the program always registers. GTK and LibreOffice do not
 * need it; a session whose launcher set it keeps its value unless it names another bus than this one.
 */
public final class BusAtom {
    static final String PROPERTY = "AT_SPI_BUS";
    private static final Pattern REPLY = Pattern.compile("string \"([^\"]+)\"");
    private static final long ASK_SECONDS = 3;

    private BusAtom() {}

    /**
     * Makes the root window of {@code $DISPLAY} name this session's accessibility bus; returns the address it
     * names now, empty where there is no X display, no bus address to give, or no libX11.
     */
    public static Optional<String> announce() {
        Optional<String> address = busAddress();
        if (address.isEmpty()) return Optional.empty();
        if (address.equals(current())) return address;
        return write(address.get()) ? current() : Optional.empty();
    }

    /**
     * This process's connection to the X display, open until it ends: an X server with no client left resets
     * itself and forgets every root window property (Xvfb does), so the property lives while we hold it.
     */
    private static X11.Display display;

    private static synchronized X11.Display display() {
        if (display != null) return display;
        String name = System.getenv("DISPLAY");
        if (name == null || name.isBlank()) return null;
        try {
            display = X11.INSTANCE.XOpenDisplay(name);
        } catch (UnsatisfiedLinkError | NoClassDefFoundError e) {
            display = null;
        }
        return display;
    }

    /** Sets the root window's property to {@code value}; false where there is no X display or no libX11. */
    static synchronized boolean write(String value) {
        X11.Display d = display();
        if (d == null) return false;
        X11 x11 = X11.INSTANCE;
        X11.Atom atom = x11.XInternAtom(d, PROPERTY, false);
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        Memory data = new Memory(Math.max(1, bytes.length));
        data.write(0, bytes, 0, bytes.length);
        x11.XChangeProperty(d, x11.XDefaultRootWindow(d), atom, X11.XA_STRING, 8, X11.PropModeReplace, data, bytes.length);
        x11.XFlush(d);
        return true;
    }

    /** What the root window's property says now, read back from the display; empty when unset. */
    public static synchronized Optional<String> current() {
        X11.Display d = display();
        if (d == null) return Optional.empty();
        X11 x11 = X11.INSTANCE;
        return read(x11, d, x11.XDefaultRootWindow(d), x11.XInternAtom(d, PROPERTY, false));
    }

    private static Optional<String> read(X11 x11, X11.Display display, X11.Window root, X11.Atom atom) {
        X11.AtomByReference type = new X11.AtomByReference();
        IntByReference format = new IntByReference();
        NativeLongByReference items = new NativeLongByReference();
        NativeLongByReference after = new NativeLongByReference();
        PointerByReference value = new PointerByReference();
        int status = x11.XGetWindowProperty(display, root, atom, new NativeLong(0), new NativeLong(1024), false,
                X11.XA_STRING, type, format, items, after, value);
        Pointer p = value.getValue();
        try {
            if (status != 0 || p == null || format.getValue() != 8 || items.getValue().longValue() == 0) return Optional.empty();
            return Optional.of(new String(p.getByteArray(0, (int) items.getValue().longValue()), StandardCharsets.UTF_8));
        } finally {
            if (p != null) x11.XFree(p);
        }
    }

    /**
     * The accessibility bus this process reads: {@code AT_SPI_BUS_ADDRESS} when set (the address libatspi asks
     * first), else the session bus's answer to {@code org.a11y.Bus.GetAddress}.
     */
    static Optional<String> busAddress() {
        String set = System.getenv("AT_SPI_BUS_ADDRESS");
        if (set != null && !set.isBlank()) return Optional.of(set.strip());
        try {
            Process p = new ProcessBuilder("dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply",
                    "/org/a11y/bus", "org.a11y.Bus.GetAddress").redirectErrorStream(true).start();
            if (!p.waitFor(ASK_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return Optional.empty();
            }
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            Matcher m = REPLY.matcher(out);
            return p.exitValue() == 0 && m.find() ? Optional.of(m.group(1)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
