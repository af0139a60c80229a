package dev.flowwright.bridge.atspi;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
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

    /** The two Xlib calls JNA's X11 mapping leaves out. */
    private interface XFocus extends Library {
        XFocus INSTANCE = Native.load("X11", XFocus.class);
        int XSetInputFocus(X11.Display display, X11.Window focus, int revertTo, NativeLong time);
        int XSync(X11.Display display, boolean discard);
    }

    /** X's {@code PointerRoot}: the keyboard goes to whichever window is under the pointer. */
    private static final X11.Window POINTER_ROOT = new X11.Window(1);
    private static final int REVERT_TO_POINTER_ROOT = 1;

    /**
     * Sends the keyboard to the window under the pointer. With no window manager an application may
     * take the X focus for itself when it maps a window, and keep it after it is gone; synthetic keys
     * then go nowhere. Returns false without an X display.
     */
    boolean keyboardFollowsPointer() {
        if (display == null) return false;
        try {
            XFocus.INSTANCE.XSetInputFocus(display, POINTER_ROOT, REVERT_TO_POINTER_ROOT, new NativeLong(0));
            XFocus.INSTANCE.XSync(display, false);
            return true;
        } catch (UnsatisfiedLinkError e) {
            return false;
        }
    }

    @Override
    public void close() {
        if (display != null) x11.XCloseDisplay(display);
        display = null;
    }
}
