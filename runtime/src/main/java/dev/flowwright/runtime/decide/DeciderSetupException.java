package dev.flowwright.runtime.decide;

/**
 * A decider could not be set up: an unknown {@code --decider} value, a remote base URL without a key,
 * a cassette that is missing or malformed. Raised before any run starts; the command line turns it
 * into exit code 2 with this message.
 */
public class DeciderSetupException extends RuntimeException {
    public DeciderSetupException(String message) { super(message); }

    public DeciderSetupException(String message, Throwable cause) { super(message, cause); }
}
