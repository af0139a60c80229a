package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionException.Code;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The System One HTTP client: {@code POST {base}/v1/systemone} with the JDK's HttpClient. Checks the
 * API's limits before sending, retries what is worth retrying (see {@link RetryPolicy}), turns refusals
 * into {@link DecisionException}s a user can act on, and parses answers through
 * {@link WireFormat#parseResponse} so a malformed answer leaves its question unanswered rather than
 * guessed. Safe for concurrent framings: it holds no per-call state. The key is sent only in the
 * Authorization header and is redacted from every message and log line.
 */
public final class SystemOneClient implements Decider {
    static final String RETRY_COUNT_HEADER = "X-TypeSafe-Retry-Count";
    /** Where servers put the request id, in the order the Go SDK looks (there is none in the body). */
    static final List<String> REQUEST_ID_HEADERS = List.of("x-typesafe-request-id", "x-request-id", "request-id");

    private static final System.Logger LOG = System.getLogger(SystemOneClient.class.getName());

    /** How the client waits between attempts; tests pass one that records the wait instead. */
    @FunctionalInterface
    public interface Sleeper {
        Sleeper REAL = d -> Thread.sleep(d.toMillis());

        void sleep(Duration wait) throws InterruptedException;
    }

    private final SystemOneConfig config;
    private final ExchangeLog exchanges;
    private final Sleeper sleeper;
    private final Clock clock;
    private final KeyRedactor redactor;
    private final HttpClient http;

    public SystemOneClient(SystemOneConfig config) { this(config, ExchangeLog.NONE); }

    /** @param exchanges receives every answered exchange as sent and as received (requests arrive masked) */
    public SystemOneClient(SystemOneConfig config, ExchangeLog exchanges) { this(config, exchanges, Sleeper.REAL, Clock.systemUTC()); }

    /** @throws dev.flowwright.runtime.decide.DeciderSetupException for a remote base URL without a key */
    public SystemOneClient(SystemOneConfig config, ExchangeLog exchanges, Sleeper sleeper, Clock clock) {
        this.config = config.requireUsable();
        this.exchanges = exchanges == null ? ExchangeLog.NONE : exchanges;
        this.sleeper = sleeper;
        this.clock = clock;
        this.redactor = new KeyRedactor(config.apiKey());
        this.http = HttpClient.newBuilder()
                .connectTimeout(config.attemptTimeout())
                // plain http (a local server) gets HTTP/1.1: an h2c upgrade on a POST confuses some servers
                .version("http".equalsIgnoreCase(config.baseUrl().getScheme()) ? HttpClient.Version.HTTP_1_1 : HttpClient.Version.HTTP_2)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    public SystemOneConfig config() { return config; }

    @Override
    public String describe() { return "systemone " + config.describe(); }

    /** The host's limit from the configuration: {@code FLOWWRIGHT_MAX_CHOICE_OPTIONS}, else 26 on loopback, 255 elsewhere. */
    @Override
    public int maxChoiceOptions() { return config.maxChoiceOptions(); }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        DecisionRequest sent = request.model() == null || request.model().isBlank()
                ? new DecisionRequest(config.model(), request.state(), request.questions()) : request;
        WireFormat.checkLimits(sent);
        checkHostLimit(sent);
        ObjectNode json = WireFormat.toJson(sent);
        byte[] body = WireFormat.toBytes(sent);
        int maxRetries = config.retry().maxRetries();
        for (int attempt = 0; ; attempt++) {
            HttpHeaders retryHints = null;
            try {
                HttpResponse<byte[]> response = send(body, attempt);
                int status = response.statusCode();
                if (status >= 200 && status < 300) return answered(sent, json, response);
                if (!RetryPolicy.isRetried(status) || attempt >= maxRetries)
                    throw ServerErrors.forStatus(status, response.body(), requestId(response.headers()), config, attempt + 1, redactor);
                retryHints = response.headers();
                LOG.log(System.Logger.Level.DEBUG, () -> "System One answered " + status + "; retrying");
            } catch (IOException failure) {
                if (attempt >= maxRetries) throw ServerErrors.forNetwork(failure, config, attempt + 1, redactor);
                LOG.log(System.Logger.Level.DEBUG, () -> "System One attempt failed (" + redactor.redact(String.valueOf(failure)) + "); retrying");
            }
            pause(config.retry().delayBefore(attempt + 1, retryHints, clock, () -> ThreadLocalRandom.current().nextDouble()));
        }
    }

    /**
     * A guard: the request pipeline asks a longer choice in knockout rounds, so a choice over the host's
     * limit reaching here is a bug upstream — refused before sending, never left for the server to refuse.
     */
    private void checkHostLimit(DecisionRequest request) {
        request.questions().forEach((id, q) -> {
            if (q instanceof Question.Choice c && c.options().size() > config.maxChoiceOptions())
                throw new DecisionException(Code.INVALID_REQUEST, "question \"" + id + "\" has " + c.options().size()
                        + " options; the System One host at " + config.baseUrl() + " takes at most " + config.maxChoiceOptions()
                        + " in one choice (" + SystemOneConfig.MAX_CHOICE_OPTIONS_VARIABLE + "); a longer choice is asked in knockout rounds");
        });
    }

    private HttpResponse<byte[]> send(byte[] body, int attempt) throws IOException {
        HttpRequest.Builder builder = HttpRequest.newBuilder(config.endpoint())
                .timeout(config.attemptTimeout())
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .header("User-Agent", "flowwright")
                .header(RETRY_COUNT_HEADER, Integer.toString(attempt))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (config.hasKey()) builder.header("Authorization", "Bearer " + config.apiKey());
        CompletableFuture<HttpResponse<byte[]>> pending = http.sendAsync(builder.build(), HttpResponse.BodyHandlers.ofByteArray());
        try {
            // the request timeout stops at the response headers; this bounds the whole attempt, body included
            return pending.get(config.attemptTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException slow) {
            pending.cancel(true);
            throw new HttpTimeoutException("no answer within " + config.attemptTimeout().toMillis() + " ms");
        } catch (ExecutionException failed) {
            Throwable cause = failed.getCause();
            if (cause instanceof IOException io) throw io;
            throw new IOException(cause == null ? "the request failed" : cause.toString(), cause);
        } catch (InterruptedException interrupted) {
            pending.cancel(true);
            Thread.currentThread().interrupt();
            throw new DecisionException(Code.INTERRUPTED, "the decision was cancelled while waiting for System One", interrupted);
        }
    }

    private void pause(Duration wait) {
        try {
            sleeper.sleep(wait);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new DecisionException(Code.INTERRUPTED, "the decision was cancelled while waiting to retry System One", interrupted);
        }
    }

    private DecisionResponse answered(DecisionRequest sent, ObjectNode sentJson, HttpResponse<byte[]> response) {
        String requestId = requestId(response.headers());
        JsonNode body;
        JsonNode recorded;
        List<String> problems = new ArrayList<>();
        try {
            body = WireFormat.JSON.readTree(response.body());
            recorded = body == null || body.isMissingNode() ? TextNode.valueOf("") : body;
            if (body == null || !body.isObject()) problems.add("the answer is not a JSON object");
        } catch (IOException notJson) {
            body = null;
            recorded = TextNode.valueOf(new String(response.body(), StandardCharsets.UTF_8));
            problems.add("the answer is not JSON");
        }
        WireFormat.Parsed parsed = WireFormat.parseResponse(body != null && body.isObject() ? body : null, sent, requestId);
        problems.addAll(parsed.rejected());
        if (!problems.isEmpty())
            LOG.log(System.Logger.Level.WARNING, () -> redactor.redact("System One answer" + ServerErrors.requestIdNote(requestId)
                    + " failed closed for " + (sent.questions().size() - parsed.response().answers().size()) + " of "
                    + sent.questions().size() + " questions: " + String.join("; ", problems)));
        exchanges.record(sentJson, recorded, requestId);
        return parsed.response();
    }

    static String requestId(HttpHeaders headers) {
        for (String name : REQUEST_ID_HEADERS) {
            var v = headers.firstValue(name);
            if (v.isPresent() && !v.get().isBlank()) return v.get();
        }
        return null;
    }
}
