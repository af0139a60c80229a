package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionException.Code;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * Turns a refused or failed exchange into a {@link DecisionException} with a sentence the user can act
 * on. Everything taken from the server passes through {@link KeyRedactor} first, so a server that
 * echoes the Authorization header cannot put the key into a message.
 */
final class ServerErrors {
    /** Server messages longer than this are cut: a stack trace or an HTML error page helps nobody. */
    static final int MAX_MESSAGE = 300;

    private ServerErrors() {}

    static DecisionException forStatus(int status, byte[] body, String requestId, SystemOneConfig config, int attempts, KeyRedactor redactor) {
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
            return new DecisionException(Code.INVALID_REQUEST, "there is no System One endpoint at " + config.endpoint()
                    + " (404): check " + SystemOneConfig.BASE_URL_VARIABLE + " and the model \"" + config.model() + "\"" + tail);
        if (status == 429)
            return new DecisionException(Code.RATE_LIMITED, "System One is rate limiting this key (429), still after "
                    + attempts + " attempts" + tail);
        if (status == 408)
            return new DecisionException(Code.TIMEOUT, "System One timed out the request (408), " + attempts + " attempts" + tail);
        if (status >= 500 || status == 409 || status == 425)
            return new DecisionException(Code.SERVER, "System One failed with " + status + (status == 529 ? " (overloaded)" : "")
                    + ", " + attempts + " attempts in a row" + tail);
        if (status >= 300 && status < 400)
            return new DecisionException(Code.INVALID_REQUEST, "System One at " + config.baseUrl() + " answered with a redirect ("
                    + status + "): set " + SystemOneConfig.BASE_URL_VARIABLE + " to the final address" + tail);
        // 400, 413, 422 and any other refusal: the request itself was wrong
        return new DecisionException(Code.INVALID_REQUEST, "System One rejected the request (" + status + ")" + tail);
    }

    static DecisionException forNetwork(IOException failure, SystemOneConfig config, int attempts, KeyRedactor redactor) {
        if (failure instanceof HttpTimeoutException)
            return new DecisionException(Code.TIMEOUT, "System One at " + config.baseUrl() + " did not answer within "
                    + seconds(config) + " (" + attempts + (attempts == 1 ? " attempt)" : " attempts)"), failure);
        String why = failure.getMessage() == null ? failure.getClass().getSimpleName() : redactor.redact(failure.getMessage());
        String hint = config.isLocal() ? " — is the local server running?" : " — check the network and " + SystemOneConfig.BASE_URL_VARIABLE;
        return new DecisionException(Code.NETWORK, "could not reach System One at " + config.baseUrl() + " (" + why + ", "
                + attempts + (attempts == 1 ? " attempt)" : " attempts)") + hint, failure);
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

    private static String seconds(SystemOneConfig config) {
        long ms = config.attemptTimeout().toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }
}
