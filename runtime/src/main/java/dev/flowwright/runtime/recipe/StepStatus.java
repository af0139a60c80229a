package dev.flowwright.runtime.recipe;

import java.util.Locale;

/** How one replayed step ended. */
public enum StepStatus {
    PASSED, FAILED, HEALED, MANUAL_REQUIRED, SKIPPED;

    /** {@code passed}, {@code manual-required}: how reports spell it. */
    public String word() { return name().toLowerCase(Locale.ROOT).replace('_', '-'); }
}
