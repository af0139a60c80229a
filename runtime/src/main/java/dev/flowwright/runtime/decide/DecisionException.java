package dev.flowwright.runtime.decide;

import java.util.EnumSet;
import java.util.Set;

/**
 * A decision that could not be had. A {@linkplain #deciderFailure() decider failure} — the decision
 * service refused, failed, timed out, could not be reached or answered something that is not an answer —
 * is its own outcome: the run ends with {@code decider_failed} (exit code 4) or goes on with the offline
 * decider when asked to, and it is never read as "none of these", an abstention or a low score. The
 * other codes (a request the runtime could not build, a cassette with no recording for it, a spent
 * budget, a cancelled decision) leave the question unanswered, and the step fails closed.
 */
public class DecisionException extends RuntimeException {
    public enum Code {
        INVALID_REQUEST,
        /** The service refused the request itself (400, 404, 413, 422, a redirect): the service's own message says why. */
        REFUSED,
        AUTH, RATE_LIMITED, SERVER, TIMEOUT, NETWORK,
        /** A body that is not a System One answer at all (not JSON, not an object, no answers); one bad answer in a good body only leaves its question unanswered. */
        MALFORMED_ANSWER,
        NOT_RECORDED, BUDGET, INTERRUPTED
    }

    /** The codes that say the decision service itself failed, rather than one question or this runtime. */
    private static final Set<Code> DECIDER_FAILURES = EnumSet.of(Code.REFUSED, Code.AUTH, Code.RATE_LIMITED, Code.SERVER,
            Code.TIMEOUT, Code.NETWORK, Code.MALFORMED_ANSWER);

    private final Code code;

    public DecisionException(Code code, String message) { this(code, message, null); }

    public DecisionException(Code code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public Code code() { return code; }

    /** Whether the decision service failed (see the class comment): a run ends on it, or falls back to the offline decider. */
    public boolean deciderFailure() { return DECIDER_FAILURES.contains(code); }
}
