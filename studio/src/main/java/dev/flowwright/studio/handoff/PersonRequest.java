package dev.flowwright.studio.handoff;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A run asks a person for help: why, which field (null when the person should act rather than type),
 * the screen as it is (a PNG on disk, may be null), how long the run waits and — for "which of these
 * is …?" — the candidates (masked) to pick one of, or none. When the candidates are elements of the
 * screen the run looked at, {@code refs} holds each one's element ref (same order), so the author can be
 * shown them outlined on the live screen and answer by pointing (teach mode); otherwise it is empty. Then
 * {@code screenshot} is the application as it is while the question waits and {@code origin} where that
 * picture lies in the elements' coordinates; {@code cover} names what covers the page (a consent wall, a
 * dialog) when the author may answer it first, else null.
 */
public record PersonRequest(String stepPath, String reason, String field, Path screenshot, Duration timeout, List<String> choices,
                            List<String> refs, String cover, dev.flowwright.runtime.screen.PictureOrigin origin) {
    public PersonRequest {
        choices = choices == null ? List.of() : List.copyOf(choices);
        refs = refs == null ? List.of() : List.copyOf(refs);
        if (!refs.isEmpty() && refs.size() != choices.size()) throw new IllegalArgumentException("one ref per choice, or none");
        cover = cover == null || cover.isBlank() ? null : cover;
        origin = origin == null ? dev.flowwright.runtime.screen.PictureOrigin.NONE : origin;
    }

    public PersonRequest(String stepPath, String reason, String field, Path screenshot, Duration timeout, List<String> choices,
                         List<String> refs) {
        this(stepPath, reason, field, screenshot, timeout, choices, refs, null, null);
    }

    public PersonRequest(String stepPath, String reason, String field, Path screenshot, Duration timeout, List<String> choices) {
        this(stepPath, reason, field, screenshot, timeout, choices, null, null, null);
    }

    public PersonRequest(String stepPath, String reason, String field, Path screenshot, Duration timeout) {
        this(stepPath, reason, field, screenshot, timeout, null, null, null, null);
    }

    /** True when something covers the page and the author may answer it before the question. */
    public boolean hasCover() { return cover != null; }

    public boolean wantsValue() { return field != null && !field.isBlank(); }

    public boolean wantsChoice() { return !choices.isEmpty(); }

    /** True when the author may answer by pointing at an element on the live screen or in the tree. */
    public boolean canPoint() { return !refs.isEmpty(); }
}
