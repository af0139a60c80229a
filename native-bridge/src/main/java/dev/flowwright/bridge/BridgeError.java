package dev.flowwright.bridge;

/** Why a bridge call failed; surfaces translate these into their own typed errors. */
public enum BridgeError {
    /** The platform has no accessibility backend in this build ("not supported on this platform"). */
    NOT_SUPPORTED,
    /** The accessibility bus or library could not be reached (no display, no AT-SPI bus, no permission). */
    UNAVAILABLE,
    /** The call did not answer within its timeout: a frozen or busy application. */
    TIMEOUT,
    /** The element a path named is gone, or is no longer the element it was. */
    STALE,
    /** The element does not offer what was asked (no action, not editable text, no value). */
    NOT_SUPPORTED_BY_ELEMENT,
    /** The application refused or failed the call; the platform's own error is in the message. */
    FAILED
}
