package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.surface.SurfaceError;

/**
 * How opening an application went, with the note the seed words: "X is open", "X cannot be read: why and
 * the fix" (docs/desktop.md#when-a-window-cannot-be-read), "X could not be opened: CODE (first line)".
 *
 * @param opened  the application started (a window may still be missing: see {@link #windowReady})
 * @param windowReady a readable window was found within the checks
 * @param code    why it failed ({@link SurfaceError#UNREADABLE} for a program that runs but cannot be read), null when it opened
 * @param note    the sentence for the step report
 * @param reason  why it cannot be read, with the fix ("" unless unreadable)
 */
public record OpenResult(boolean opened, boolean windowReady, SurfaceError code, String note, String reason) {
    /** The first line of a launch failure is cut to 200 characters. */
    static final int MAX_FAILURE_LINE = 200;

    static OpenResult open(String app) {
        return open(app, "");
    }

    /** Open, with how it was started when that matters ("started with SAL_USE_VCLPLUGIN=gtk3, …"). */
    static OpenResult open(String app, String how) {
        return new OpenResult(true, true, null, app + " is open" + (how == null || how.isBlank() ? "" : " (" + how + ")"), "");
    }

    /** Running, but with nothing to read: {@code reason} says why and what to set. */
    static OpenResult unreadable(String app, String reason) {
        return new OpenResult(true, false, SurfaceError.UNREADABLE, app + " cannot be read: " + reason, reason);
    }

    static OpenResult failed(String app, SurfaceError code, String message) {
        String first = message == null ? "" : message.strip().lines().findFirst().orElse("");
        if (first.length() > MAX_FAILURE_LINE) first = first.substring(0, MAX_FAILURE_LINE);
        return new OpenResult(false, false, code, app + " could not be opened: " + code + " (" + first + ")", "");
    }
}
