package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.surface.SurfaceError;

/**
 * How opening an application went, with the note the seed words: "X is open", "X is open but shows no
 * readable window yet", "X could not be opened: CODE (first line)".
 *
 * @param opened  the application started (a window may still be missing: see {@link #windowReady})
 * @param windowReady a readable window was found within the checks
 * @param code    why it failed, null when it opened
 * @param note    the sentence for the step report
 */
public record OpenResult(boolean opened, boolean windowReady, SurfaceError code, String note) {
    /** The first line of a launch failure is cut to 200 characters. */
    static final int MAX_FAILURE_LINE = 200;

    static OpenResult open(String app) {
        return new OpenResult(true, true, null, app + " is open");
    }

    static OpenResult noWindowYet(String app) {
        return new OpenResult(true, false, null, app + " is open but shows no readable window yet");
    }

    static OpenResult failed(String app, SurfaceError code, String message) {
        String first = message == null ? "" : message.strip().lines().findFirst().orElse("");
        if (first.length() > MAX_FAILURE_LINE) first = first.substring(0, MAX_FAILURE_LINE);
        return new OpenResult(false, false, code, app + " could not be opened: " + code + " (" + first + ")");
    }
}
