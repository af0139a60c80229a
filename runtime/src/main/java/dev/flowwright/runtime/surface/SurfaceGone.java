package dev.flowwright.runtime.surface;

/**
 * The surface itself went away under a run: the browser closed or crashed, the connection to it dropped,
 * the application or the accessibility bus is gone. Not a {@link SurfaceException}, on purpose: a press
 * refused or a field that took no text is something a step works around, while nothing can be done on a
 * surface that is not there — so every step's own handling lets this pass and the run stops in one line
 * ({@code the browser closed during step 2 (Chromium is no longer running); the run stopped}), with the
 * cause kept for the journal's log, never printed (docs/troubleshooting.md).
 *
 * @see #what()
 * @see #why()
 */
public final class SurfaceGone extends RuntimeException {
    private final String what;
    private final String why;

    /**
     * @param what what went, as a sentence's subject and verb: "the browser closed", "the page closed"
     * @param why  what is known of why, in a few words: "Chromium exited with signal 9", "the connection to … was lost"
     */
    public SurfaceGone(String what, String why, Throwable cause) {
        super(what + (why == null || why.isBlank() ? "" : " (" + why + ")"), cause);
        this.what = what;
        this.why = why == null ? "" : why;
    }

    public String what() { return what; }

    public String why() { return why; }

    /**
     * How a process ended, from its exit status as Java reports it (128 + the signal for one ended by a
     * signal): "exited with signal 9", "exited with status 1" — the same words for Chromium and an application.
     */
    public static String exitedWith(int status) {
        return "exited with " + (status > 128 ? "signal " + (status - 128) : "status " + status);
    }

    /** "the browser closed during step 2 (Chromium exited with signal 9)". */
    public String during(String step) {
        return what + " during step " + step + (why.isBlank() ? "" : " (" + why + ")");
    }
}
