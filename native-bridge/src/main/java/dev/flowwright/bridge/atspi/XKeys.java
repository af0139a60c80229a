package dev.flowwright.bridge.atspi;

import com.sun.jna.platform.unix.X11;

/**
 * Keysym → keycode on the X display, so modifier combos can be held with AT-SPI's keycode events.
 * Without an X display (Wayland, no DISPLAY) every keycode is 0 and callers fall back to keysyms.
 */
final class XKeys implements AutoCloseable {
    private final X11 x11;
    private X11.Display display;

    private XKeys(X11 x11, X11.Display display) {
        this.x11 = x11;
        this.display = display;
    }

    static XKeys open() {
        String name = System.getenv("DISPLAY");
        if (name == null || name.isBlank()) return new XKeys(null, null);
        try {
            X11 x11 = X11.INSTANCE;
            return new XKeys(x11, x11.XOpenDisplay(name));
        } catch (UnsatisfiedLinkError e) {
            return new XKeys(null, null);
        }
    }

    /** The keycode that produces {@code keysym} at its first level, or 0 when there is none. */
    int keycode(int keysym) {
        if (display == null) return 0;
        return x11.XKeysymToKeycode(display, new X11.KeySym(keysym)) & 0xff;
    }

    @Override
    public void close() {
        if (display != null) x11.XCloseDisplay(display);
        display = null;
    }
}
