package dev.flowwright.bridge.platform;

import dev.flowwright.bridge.AccessibilityBridge;
import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.atspi.AtspiBridge;
import dev.flowwright.bridge.macos.AxBridge;
import dev.flowwright.bridge.windows.UiaBridge;

import java.time.Duration;
import java.util.Locale;

/**
 * Picks the accessibility bridge for the operating system this runs on. It sits above the platform
 * packages (which build on the bridge's own types), so the bridge's API never depends on a platform.
 */
public final class Bridges {
    /** Per-call limit: long enough for a busy GTK app to answer, short enough that a frozen one cannot hang a run. */
    public static final Duration CALL_TIMEOUT = Duration.ofSeconds(5);

    private Bridges() {}

    public static AccessibilityBridge forThisPlatform() {
        return forThisPlatform(CALL_TIMEOUT);
    }

    /**
     * For a process that shows windows of its own and reads others' through the bridge (the studio): call it before
     * the window toolkit starts. On Linux, GTK would otherwise load its AT-SPI bridge into the process, and that
     * bridge shares libatspi, and its one connection to the bus, with this one: asked about the studio's own
     * window (every listing of applications does), the reply waits on a main loop the asking thread blocks.
     * The studio draws with JavaFX, which gives AT-SPI nothing on Linux anyway.
     */
    public static void beforeWindowsOpen() {
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) AtspiBridge.keepToolkitBridgeOut();
    }

    public static AccessibilityBridge forThisPlatform(Duration callTimeout) {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("linux")) return AtspiBridge.open(callTimeout);
        if (os.contains("windows")) return new UiaBridge();
        if (os.contains("mac")) return new AxBridge();
        throw BridgeException.notSupported("desktop automation");
    }
}
