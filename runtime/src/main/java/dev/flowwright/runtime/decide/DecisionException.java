package dev.flowwright.runtime.decide;

/** A decision that could not be had. The runtime treats it as "no answer" and fails closed. */
public class DecisionException extends RuntimeException {
    public enum Code { INVALID_REQUEST, AUTH, RATE_LIMITED, SERVER, TIMEOUT, NETWORK, MALFORMED_ANSWER, NOT_RECORDED, BUDGET, INTERRUPTED }

    private final Code code;

    public DecisionException(Code code, String message) { this(code, message, null); }

    public DecisionException(Code code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public Code code() { return code; }
}
