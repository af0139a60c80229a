package dev.flowwright.bridge.macos;

import dev.flowwright.bridge.UnsupportedBridge;

/**
 * macOS: AXUIElement through ApplicationServices is the intended backend. It is not written yet, so
 * every call answers "AX desktop automation is not supported on this platform" rather than pretending
 * to work.
 */
public final class AxBridge extends UnsupportedBridge {
    public AxBridge() {
        super("macos-ax", "AX desktop automation (backend not built yet)");
    }
}
