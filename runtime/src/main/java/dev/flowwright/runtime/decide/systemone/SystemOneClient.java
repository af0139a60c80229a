package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionException.Code;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.IOException;
import java.net.URI;
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

    /**
     * Yes unless {@code FLOWWRIGHT_FRAMINGS_TOGETHER=false}: the API takes a list of questions, and each request
     * is paid for and waited on.
     */
    @Override
    public boolean framingsTogether() { return config.framingsTogether(); }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        DecisionRequest sent = request.model() == null || request.model().isBlank()
                ? new DecisionRequest(config.model(), request.state(), request.questions()) : request;
        WireFormat.checkLimits(sent);
        checkHostLimit(sent);
        ObjectNode json = WireFormat.toJson(sent);
        byte[] body = WireFormat.toBytes(sent);
        HttpResponse<byte[]> response = exchange(attempt -> base(config.endpoint(), attempt)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
        return answered(sent, json, response);
    }

    /**
     * Checks, before a run starts, that the service answers with this key and serves this model:
     * {@code GET {base}/v1/models}. Returns the models it offers (empty when it does not list them: a host
     * without the route, or a list in a shape this client does not read, is not held against it; a host
     * that lists no models at all — an Ollama with nothing pulled — serves none, and is).
     *
     * @throws DeciderSetupException the key was refused, nothing answers at the address (nothing listening,
     *                               no such host, a TLS failure), or the service does not offer the model
     *                               — what to set is in the message, never the key
     * @throws DecisionException     the service is there but failing (5xx, rate limited, timing out) past the retries
     */
    public List<String> preflight() {
        HttpResponse<byte[]> response;
        try {
            response = exchange(attempt -> base(URI.create(config.baseUrl() + MODELS_PATH + ModelList.QUERY), attempt).GET());
        } catch (DecisionException e) {
            if (e.code() == Code.AUTH) throw new DeciderSetupException(e.getMessage(), e);
            if (e.code() == Code.NETWORK)
                throw new DeciderSetupException(e.getMessage() + ": is it running? check " + SystemOneConfig.BASE_URL_VARIABLE
                        + (config.isLocal() ? "" : " and the network") + ", or run with --decider offline", e);
            if (e.code() == Code.REFUSED) return List.of(); // no model list here (404, 405): the requests themselves will tell
            throw e;
        }
        java.util.Optional<List<String>> listed = ModelList.read(response.body());
        if (listed.isEmpty()) return List.of();
        List<String> offered = listed.get();
        if (!ModelList.offers(offered, config.model()))
            throw new DeciderSetupException(ServerErrors.service(config) + " has no model \"" + config.model() + "\" ("
                    + SystemOneConfig.MODEL_VARIABLE + "): " + (offered.isEmpty()
                    ? "it lists no models at all; add one to it (Ollama: ollama pull " + config.model() + ")"
                    : "it offers " + String.join(", ", offered)));
        return offered;
    }

    /** The route {@link #preflight} asks. */
    static final String MODELS_PATH = "/v1/models";

    /** A request to {@code uri} with the headers every attempt carries, the key among them when one is set. */
    private HttpRequest.Builder base(URI uri, int attempt) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(uri)
                .timeout(config.attemptTimeout())
                .header("Accept", "application/json")
                .header("User-Agent", "flowwright")
                .header(RETRY_COUNT_HEADER, Integer.toString(attempt));
        if (config.hasKey()) builder.header("Authorization", "Bearer " + config.apiKey());
        return builder;
    }

    /**
     * Sends the request the attempt number builds until it gets a 2xx, retrying what {@link RetryPolicy}
     * retries; anything else becomes a {@link DecisionException} saying how often and how long it was tried.
     */
    private HttpResponse<byte[]> exchange(java.util.function.IntFunction<HttpRequest.Builder> request) {
        int maxRetries = config.retry().maxRetries();
        long spentNanos = 0;
        Duration waited = Duration.ZERO;
        for (int attempt = 0; ; attempt++) {
            HttpHeaders retryHints = null;
            long t0 = System.nanoTime();
            try {
                HttpResponse<byte[]> response = send(request.apply(attempt).build());
                spentNanos += System.nanoTime() - t0;
                int status = response.statusCode();
                if (status >= 200 && status < 300) return response;
                if (!RetryPolicy.isRetried(status) || attempt >= maxRetries)
                    throw ServerErrors.forStatus(status, response.body(), requestId(response.headers()), config,
                            tries(attempt + 1, spentNanos, waited), redactor);
                retryHints = response.headers();
                LOG.log(System.Logger.Level.DEBUG, () -> "System One answered " + status + "; retrying");
            } catch (IOException failure) {
                spentNanos += System.nanoTime() - t0;
                if (attempt >= maxRetries) throw ServerErrors.forNetwork(failure, config, tries(attempt + 1, spentNanos, waited), redactor);
                LOG.log(System.Logger.Level.DEBUG, () -> "System One attempt failed (" + redactor.redact(String.valueOf(failure)) + "); retrying");
            }
            Duration wait = config.retry().delayBefore(attempt + 1, retryHints, clock, () -> ThreadLocalRandom.current().nextDouble());
            pause(wait);
            waited = waited.plus(wait);
        }
    }

    /** The attempts' own time plus the waits asked for between them (a test's sleeper records the waits without sleeping them). */
    private static ServerErrors.Tries tries(int attempts, long spentNanos, Duration waited) {
        return new ServerErrors.Tries(attempts, Duration.ofNanos(spentNanos).plus(waited));
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

    private HttpResponse<byte[]> send(HttpRequest request) throws IOException {
        CompletableFuture<HttpResponse<byte[]>> pending = http.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray());
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

    /**
     * The answer in a 2xx body. A body that is no System One answer at all — not JSON, not an object, or an
     * error in place of {@code answers} — is a decider failure ({@link Code#MALFORMED_ANSWER}), never an
     * empty ballot; one bad answer in a good body leaves only its question unanswered, with a warning.
     * Either way the exchange is logged as received, so a cassette replays what happened.
     */
    private DecisionResponse answered(DecisionRequest sent, ObjectNode sentJson, HttpResponse<byte[]> response) {
        String requestId = requestId(response.headers());
        JsonNode body;
        try {
            body = WireFormat.JSON.readTree(response.body());
        } catch (IOException notJson) {
            exchanges.record(sentJson, TextNode.valueOf(new String(response.body(), StandardCharsets.UTF_8)), requestId);
            throw ServerErrors.forMalformed("something that is not JSON", response.body(), requestId, config, redactor);
        }
        exchanges.record(sentJson, body == null || body.isMissingNode() ? TextNode.valueOf("") : body, requestId);
        if (body == null || !body.isObject())
            throw ServerErrors.forMalformed("something that is not a JSON object", response.body(), requestId, config, redactor);
        if (!body.path("answers").isObject())
            throw ServerErrors.forMalformed(body.has("error") || body.has("detail") ? "an error in place of answers" : "no answers",
                    response.body(), requestId, config, redactor);
        WireFormat.Parsed parsed = WireFormat.parseResponse(body, sent, requestId);
        List<String> problems = parsed.rejected();
        if (!problems.isEmpty())
            LOG.log(System.Logger.Level.WARNING, () -> redactor.redact("System One answer" + ServerErrors.requestIdNote(requestId)
                    + " failed closed for " + (sent.questions().size() - parsed.response().answers().size()) + " of "
                    + sent.questions().size() + " questions: " + String.join("; ", problems)));
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
