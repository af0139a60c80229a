package dev.flowwright.runtime.testing;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * For window tests: {@code @ExtendWith(NeedsDisplay.class)} before the toolkit's own extension. Without
 * a DISPLAY the class is skipped, or fails under {@code FLOWWRIGHT_REQUIRE_ALL=1} ({@link LiveEnvironment}).
 */
public final class NeedsDisplay implements BeforeAllCallback {
    @Override
    public void beforeAll(ExtensionContext context) {
        LiveEnvironment.requireDisplay();
    }
}
