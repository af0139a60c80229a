package dev.flowwright.bridge;

/**
 * A bridge call that failed. On Linux a libatspi {@code GError} becomes {@link BridgeError#FAILED} (or
 * {@link BridgeError#TIMEOUT} for a D-Bus timeout) carrying the error's domain and code, so nothing the
 * platform reports is lost or swallowed.
 */
public class BridgeException extends RuntimeException {
    private final BridgeError error;
    private final String domain;
    private final int platformCode;

    public BridgeException(BridgeError error, String message) {
        this(error, message, null, 0, null);
    }

    public BridgeException(BridgeError error, String message, Throwable cause) {
        this(error, message, null, 0, cause);
    }

    public BridgeException(BridgeError error, String message, String domain, int platformCode, Throwable cause) {
        super(message, cause);
        this.error = error;
        this.domain = domain;
        this.platformCode = platformCode;
    }

    public static BridgeException notSupported(String what) {
        return new BridgeException(BridgeError.NOT_SUPPORTED,
                what + " is not supported on this platform (" + System.getProperty("os.name") + ")");
    }

    public BridgeError error() { return error; }

    /** The platform error's domain (a GError quark name such as "atspi_error"), or null. */
    public String domain() { return domain; }

    /** The platform error's own code, 0 when there is none. */
    public int platformCode() { return platformCode; }
}
