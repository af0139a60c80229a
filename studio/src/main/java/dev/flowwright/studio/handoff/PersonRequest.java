package dev.flowwright.studio.handoff;

import java.nio.file.Path;
import java.time.Duration;

/**
 * A run asks a person for help: why, which field (null when the person should act rather than type),
 * the screen as it is (a PNG on disk, may be null) and how long the run waits.
 */
public record PersonRequest(String stepPath, String reason, String field, Path screenshot, Duration timeout) {
    public boolean wantsValue() { return field != null && !field.isBlank(); }
}
