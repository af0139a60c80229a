package dev.flowwright.bridge.atspi;

import com.sun.jna.Memory;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.platform.unix.X11;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;
import com.sun.jna.ptr.PointerByReference;
import dev.flowwright.bridge.AccessibilityBridge;

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
 * property, the connection is made first and the program always registers.
 *
 * <p>The property is set only while a Qt program starts ({@link #whileStarting()}), and put back as it was
 * when the program shows its window: every program that uses libatspi (GTK's bridge, LibreOffice's) reads it
 * before the session bus, so a property left behind after the bus it names went away would send the next
 * program to a dead bus. A session whose launcher set it to this bus is left alone.
 */
public final class BusAtom {
    static final String PROPERTY = "AT_SPI_BUS";
    private static final Pattern REPLY = Pattern.compile("string \"([^\"]+)\"");
    private static final long ASK_SECONDS = 3;

    private BusAtom() {}

    /**
     * Makes the root window of {@code $DISPLAY} name this session's accessibility bus until the returned
     * announcement closes, which puts the property back as it was (removed, or its earlier value). Nothing
     * happens where there is no X display, no bus address to give, no libX11, or the property names the bus
     * already. The display connection stays open until then: an X server with no client left resets itself
     * and forgets every root window property (Xvfb does).
     */
    public static AccessibilityBridge.Announcement whileStarting() {
        Optional<String> address = busAddress();
        if (address.isEmpty()) return AccessibilityBridge.Announcement.NONE;
        X11.Display display = open();
        if (display == null) return AccessibilityBridge.Announcement.NONE;
        Optional<String> before = read(display);
        if (before.equals(address)) {
            X11.INSTANCE.XCloseDisplay(display);
            return AccessibilityBridge.Announcement.NONE;
        }
        write(display, address.get());
        return new AccessibilityBridge.Announcement() {
            private boolean closed;

            @Override
            public synchronized Optional<String> address() { return closed ? Optional.empty() : address; }

            @Override
            public synchronized void close() {
                if (closed) return;
                closed = true;
                try {
                    if (before.isPresent()) write(display, before.get());
                    else remove(display);
                } finally {
                    X11.INSTANCE.XCloseDisplay(display);
                }
            }
        };
    }

    private static X11.Display open() {
        String name = System.getenv("DISPLAY");
        if (name == null || name.isBlank()) return null;
        try {
            return X11.INSTANCE.XOpenDisplay(name);
        } catch (UnsatisfiedLinkError | NoClassDefFoundError e) {
            return null;
        }
    }

    private static X11.Atom atom(X11.Display d) {
        return X11.INSTANCE.XInternAtom(d, PROPERTY, false);
    }

    /** Sets the root window's property to {@code value} (the atom created when the server has none yet). */
    static void write(X11.Display d, String value) {
        X11 x11 = X11.INSTANCE;
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        Memory data = new Memory(Math.max(1, bytes.length));
        data.write(0, bytes, 0, bytes.length);
        x11.XChangeProperty(d, x11.XDefaultRootWindow(d), atom(d), X11.XA_STRING, 8, X11.PropModeReplace, data, bytes.length);
        x11.XSync(d, false);
    }

    private static void remove(X11.Display d) {
        X11 x11 = X11.INSTANCE;
        x11.XDeleteProperty(d, x11.XDefaultRootWindow(d), atom(d));
        x11.XSync(d, false);
    }

    /** What the root window's property says now, read on a connection of its own; empty when unset or no display. */
    public static Optional<String> current() {
        X11.Display d = open();
        if (d == null) return Optional.empty();
        try {
            return read(d);
        } finally {
            X11.INSTANCE.XCloseDisplay(d);
        }
    }

    private static Optional<String> read(X11.Display display) {
        X11 x11 = X11.INSTANCE;
        X11.AtomByReference type = new X11.AtomByReference();
        IntByReference format = new IntByReference();
        NativeLongByReference items = new NativeLongByReference();
        NativeLongByReference after = new NativeLongByReference();
        PointerByReference value = new PointerByReference();
        int status = x11.XGetWindowProperty(display, x11.XDefaultRootWindow(display), atom(display), new NativeLong(0),
                new NativeLong(1024), false, X11.XA_STRING, type, format, items, after, value);
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
