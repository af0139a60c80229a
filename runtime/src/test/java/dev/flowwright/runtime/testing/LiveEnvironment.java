package dev.flowwright.runtime.testing;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The one place a test states what it needs from the machine (Chromium, a display, the AT-SPI bus, an
 * installed program). Where it is missing the test is skipped, saying what is missing — except under
 * {@code FLOWWRIGHT_REQUIRE_ALL=1} (set by {@code .ci/run}), where it fails: a skipped test is a test that
 * did not run, and CI must not pass by skipping.
 */
public final class LiveEnvironment {
    /** The variable that turns a missing live component into a failure. */
    public static final String REQUIRE_ALL = "FLOWWRIGHT_REQUIRE_ALL";

    private LiveEnvironment() {}

    /** True where every live component must be present ({@code FLOWWRIGHT_REQUIRE_ALL=1}). */
    public static boolean requireAll() {
        String v = System.getenv(REQUIRE_ALL);
        return v != null && (v.equals("1") || v.equalsIgnoreCase("true"));
    }

    /** Goes on when {@code present}; otherwise skips, or fails under {@link #REQUIRE_ALL}, with {@code missing} as the reason. */
    public static void require(boolean present, String missing) {
        if (present) return;
        if (requireAll()) Assertions.fail(missing + " (" + REQUIRE_ALL + "=1: a missing live component is a failure, not a skip)");
        Assumptions.abort("skipped: " + missing);
    }


    /** A display for windows: DISPLAY is set. */
    public static void requireDisplay() {
        String display = System.getenv("DISPLAY");
        require(display != null && !display.isBlank(), "no DISPLAY: start Xvfb (./test does)");
    }

    /** Linux, where the desktop surface speaks AT-SPI. */
    public static void requireLinux(String why) {
        require(System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux"), why);
    }
}
