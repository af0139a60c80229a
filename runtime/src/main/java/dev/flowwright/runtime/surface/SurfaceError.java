package dev.flowwright.runtime.surface;

/** Typed error codes every surface reports. */
public enum SurfaceError {
    /** The target is covered by something else; {@link SurfaceException#cover()} says what. */
    NOT_ACTIONABLE,
    /** The element refused text: not a genuine text input. */
    NOT_A_TEXT_FIELD,
    /** This surface cannot do that (e.g. navigate on the desktop). */
    ACTION_NOT_SUPPORTED,
    /** The ref belongs to an older look, or the element is gone. */
    STALE_REF,
    /** Text was set and pasted but never read back as sent. */
    TEXT_NOT_DELIVERED,
    /** The application or page did not answer in time. */
    TIMEOUT,
    /** The application could not be found or started. */
    LAUNCH_FAILED,
    /** The address could not be opened. */
    NAVIGATION_FAILED,
    /** The application's accessibility tree could not be read. */
    UNREADABLE,
    /** The platform has no backend for this (e.g. a desktop surface on an unsupported OS). */
    PLATFORM_NOT_SUPPORTED,
    /** Anything else; the message says what. */
    INTERNAL
}
