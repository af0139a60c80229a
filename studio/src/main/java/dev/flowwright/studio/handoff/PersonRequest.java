package dev.flowwright.studio.handoff;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A run asks a person for help: why, which field (null when the person should act rather than type),
 * the screen as it is (a PNG on disk, may be null), how long the run waits and — for "which of these
 * is …?" — the candidates (masked) to pick one of, or none.
 */
public record PersonRequest(String stepPath, String reason, String field, Path screenshot, Duration timeout, List<String> choices) {
    public PersonRequest {
        choices = choices == null ? List.of() : List.copyOf(choices);
    }

    public PersonRequest(String stepPath, String reason, String field, Path screenshot, Duration timeout) {
        this(stepPath, reason, field, screenshot, timeout, null);
    }

    public boolean wantsValue() { return field != null && !field.isBlank(); }

    public boolean wantsChoice() { return !choices.isEmpty(); }
}
