package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionException.Code;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.IOException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;

/**
 * Turns a refused or failed exchange into a {@link DecisionException} with a sentence the user can act
 * on: which service, what went wrong in its own words, and how often and how long it was tried
 * ({@code the decision service at http://localhost:11434 did not answer (connection refused) — 3 tries over 2 s}).
 * Everything taken from the server passes through {@link KeyRedactor} first, so a server that echoes the
 * Authorization header cannot put the key into a message.
 */
final class ServerErrors {
    /** Server messages longer than this are cut: a stack trace or an HTML error page helps nobody. */
    static final int MAX_MESSAGE = 300;

    private ServerErrors() {}

    /** How often a request was tried and for how long, for the end of a message. */
    record Tries(int attempts, Duration elapsed) {
        /** "3 tries over 7 s", "1 try over 0.2 s", "1 try in under 0.1 s". */
        String describe() {
            long ms = elapsed.toMillis();
            if (ms < 100) return attempts + (attempts == 1 ? " try" : " tries") + " in under 0.1 s";
            String time = ms < 10_000 && ms % 1000 != 0 ? String.format(Locale.ROOT, "%.1f s", ms / 1000.0) : Math.round(ms / 1000.0) + " s";
            return attempts + (attempts == 1 ? " try" : " tries") + " over " + time;
        }
    }

    static DecisionException forStatus(int status, byte[] body, String requestId, SystemOneConfig config, Tries tries, KeyRedactor redactor) {
        String said = redactor.redact(serverMessage(body));
        String tail = (said.isEmpty() ? "" : ": " + said) + requestIdNote(requestId);
        String key = SystemOneConfig.KEY_VARIABLE;
        if (status == 401 || status == 403) {
            String what = status == 401 ? "401 Unauthorized" : "403 Forbidden";
            String fix = config.hasKey()
                    ? "check " + key + " (it is set, and was refused)"
                    : "set " + key + " (it was not set)";
            return new DecisionException(Code.AUTH, "System One at " + config.baseUrl() + " refused the request (" + what + "): " + fix + tail);
        }
        if (status == 404)
            return new DecisionException(Code.REFUSED, "there is no System One endpoint at " + config.endpoint()
                    + " (404): check " + SystemOneConfig.BASE_URL_VARIABLE + " and the model \"" + config.model() + "\"" + tail);
        if (status == 429)
            return new DecisionException(Code.RATE_LIMITED, service(config) + " is rate limiting this key (429)" + tail + " — " + tries.describe());
        if (status == 408)
            return new DecisionException(Code.TIMEOUT, service(config) + " timed out the request (408)" + tail + " — " + tries.describe());
        if (status >= 500 || status == 409 || status == 425)
            return new DecisionException(Code.SERVER, service(config) + " failed with " + status + (status == 529 ? " (overloaded)" : "")
                    + tail + " — " + tries.describe());
        if (status >= 300 && status < 400)
            return new DecisionException(Code.REFUSED, "System One at " + config.baseUrl() + " answered with a redirect ("
                    + status + "): set " + SystemOneConfig.BASE_URL_VARIABLE + " to the final address" + tail);
        // 400, 413, 422 and any other refusal: the request itself was wrong
        return new DecisionException(Code.REFUSED, "System One rejected the request (" + status + ")" + tail);
    }

    /** Nothing listening, a name that does not resolve, a TLS failure, a dropped connection, a timeout: the service did not answer. */
    static DecisionException forNetwork(IOException failure, SystemOneConfig config, Tries tries, KeyRedactor redactor) {
        Code code = failure instanceof HttpTimeoutException ? Code.TIMEOUT : Code.NETWORK;
        return new DecisionException(code, service(config) + " did not answer (" + why(failure, config, redactor) + ") — " + tries.describe(), failure);
    }

    /** A 2xx whose body is not a System One answer at all: not JSON, not an object, or an error in place of answers. */
    static DecisionException forMalformed(String what, byte[] body, String requestId, SystemOneConfig config, KeyRedactor redactor) {
        String said = redactor.redact(serverMessage(body));
        return new DecisionException(Code.MALFORMED_ANSWER, service(config) + " answered with " + what
                + (said.isEmpty() ? "" : ": " + said) + requestIdNote(requestId));
    }

    /** "the decision service at http://localhost:11434". */
    static String service(SystemOneConfig config) { return "the decision service at " + config.baseUrl(); }

    /**
     * What went wrong on the network, in a few words: "connection refused", "no such host api.example",
     * "TLS failed: …", "no answer within 10 s", "the connection was closed before an answer".
     */
    static String why(IOException failure, SystemOneConfig config, KeyRedactor redactor) {
        if (failure instanceof HttpConnectTimeoutException) return "no connection within " + seconds(config);
        if (failure instanceof HttpTimeoutException) return "no answer within " + seconds(config);
        // the JDK wraps an unresolved name or a TLS failure in a ConnectException: look at the causes first
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof UnresolvedAddressException || t instanceof UnknownHostException)
                return "no such host " + config.baseUrl().getHost();
            if (t instanceof javax.net.ssl.SSLException)
                return "TLS failed: " + tidy(redactor.redact(String.valueOf(t.getMessage())));
        }
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof ConnectException) {
                String m = t.getMessage();
                return m == null || m.isBlank() || m.toLowerCase(Locale.ROOT).contains("refused") ? "connection refused" : tidy(redactor.redact(m));
            }
        }
        String m = failure.getMessage() == null ? "" : failure.getMessage().toLowerCase(Locale.ROOT);
        if (m.contains("reset") || m.contains("eof") || m.contains("closed") || m.contains("received no bytes"))
            return "the connection was closed before an answer";
        return failure.getMessage() == null ? failure.getClass().getSimpleName() : tidy(redactor.redact(failure.getMessage()));
    }

    /** {@code detail.message}, a string {@code detail}, FastAPI's {@code detail[0].msg}, {@code error.message}, or the body's text. */
    static String serverMessage(byte[] body) {
        if (body == null || body.length == 0) return "";
        String text = new String(body, StandardCharsets.UTF_8);
        try {
            JsonNode n = WireFormat.JSON.readTree(text);
            if (n != null && n.isObject()) {
                JsonNode detail = n.path("detail");
                String found = firstText(detail.path("message"), detail, detail.path(0).path("msg"),
                        n.path("error").path("message"), n.path("error"), n.path("message"));
                if (found != null) return tidy(found);
            }
        } catch (IOException notJson) {
            // not JSON: the body's own text is the message
        }
        return tidy(text);
    }

    static String requestIdNote(String requestId) { return requestId == null ? "" : " (request id " + requestId + ")"; }

    private static String firstText(JsonNode... candidates) {
        for (JsonNode c : candidates) if (c.isTextual() && !c.asText().isBlank()) return c.asText();
        return null;
    }

    private static String tidy(String s) {
        String flat = s.replaceAll("\\s+", " ").strip();
        return flat.length() <= MAX_MESSAGE ? flat : flat.substring(0, MAX_MESSAGE) + "…";
    }

    static String seconds(SystemOneConfig config) {
        long ms = config.attemptTimeout().toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }
}
