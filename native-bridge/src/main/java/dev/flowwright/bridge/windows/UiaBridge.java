package dev.flowwright.bridge.windows;

import dev.flowwright.bridge.UnsupportedBridge;

/**
 * Windows: UI Automation through JNA's COM support is the intended backend. It is not written yet, so
 * every call answers "UI Automation desktop automation is not supported on this platform" rather than
 * pretending to work.
 */
public final class UiaBridge extends UnsupportedBridge {
    public UiaBridge() {
        super("windows-uia", "UI Automation desktop automation (backend not built yet)");
    }
}
