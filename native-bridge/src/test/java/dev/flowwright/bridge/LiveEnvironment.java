package dev.flowwright.bridge;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * What a live bridge test needs from the machine: skipped where it is missing, failed under
 * {@code FLOWWRIGHT_REQUIRE_ALL=1} (CI). The bridge does not depend on the runtime, so this is the
 * bridge's own copy of the runtime test jar's {@code LiveEnvironment.require}.
 */
public final class LiveEnvironment {
    private LiveEnvironment() {}

    public static void require(boolean present, String missing) {
        if (present) return;
        String v = System.getenv("FLOWWRIGHT_REQUIRE_ALL");
        if (v != null && (v.equals("1") || v.equalsIgnoreCase("true")))
            Assertions.fail(missing + " (FLOWWRIGHT_REQUIRE_ALL=1: a missing live component is a failure, not a skip)");
        Assumptions.abort("skipped: " + missing);
    }
}
