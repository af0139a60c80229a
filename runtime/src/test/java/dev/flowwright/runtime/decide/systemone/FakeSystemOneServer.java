package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A real HTTP server on 127.0.0.1 speaking the System One API, for tests: {@code POST /v1/systemone}
 * reads the request with {@link WireFormat#parseRequest}, then plays the next scripted {@link Reply},
 * or, when the script is used up, answers every question through its answerer. Each reply carries an
 * {@code x-typesafe-request-id} header {@code req-N}. Every call is kept in {@link #received()}. Like
 * Ollama, it can be told to refuse a choice with more options than it takes ({@link #refuseChoicesOver}).
 * {@code GET /v1/models} lists {@link #models}; with {@link #requireKey} every request without that bearer
 * key gets the 401 a real service sends.
 */
public final class FakeSystemOneServer implements AutoCloseable {

    /** One scripted reply. {@code body} null means "answer through the answerer". */
    public record Reply(int status, Map<String, String> headers, String body, Duration delay) {
        public static Reply answer() { return new Reply(200, Map.of(), null, Duration.ZERO); }

        public static Reply status(int status, String body) { return new Reply(status, Map.of(), body, Duration.ZERO); }

        /** A 200 with this exact body, JSON or not. */
        public static Reply raw(String body) { return status(200, body); }

        public Reply header(String name, String value) {
            Map<String, String> h = new LinkedHashMap<>(headers);
            h.put(name, value);
            return new Reply(status, h, body, delay);
        }

        /** Waits this long before sending anything (to outlast a client's timeout). */
        public Reply after(Duration wait) { return new Reply(status, headers, body, wait); }
    }

    /** What the server was sent: headers by lower-case name; {@code query} the address's query, or null. */
    public record Received(String method, String path, Map<String, String> headers, String body, String query) {
        public String header(String name) { return headers.get(name.toLowerCase(Locale.ROOT)); }

        public JsonNode json() {
            try {
                return WireFormat.JSON.readTree(body);
            } catch (IOException e) {
                throw new IllegalStateException("the request body was not JSON: " + body, e);
            }
        }
    }

    /** Placeholder in a scripted body, replaced by the Authorization header received (to test redaction). */
    public static final String ECHO_AUTHORIZATION = "{authorization}";

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final Queue<Reply> script = new ConcurrentLinkedQueue<>();
    private final List<Received> received = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger requestIds = new AtomicInteger();
    private final Function<DecisionRequest, Map<String, Answer>> answerer;
    private volatile int maxChoiceOptions = Question.Choice.MAX_OPTIONS;
    private volatile List<String> models = List.of("jev-latest", "jev-1.13.0");
    private volatile boolean listsModels = true;
    private volatile String requiredKey;
    private volatile boolean refusesLikeLiteLlm;
    private volatile int storm;
    private volatile Duration latency = Duration.ZERO;

    /** The service's own words for a refused key, as a test expects to see them passed on. */
    public static final String REFUSED_KEY_MESSAGE = "Invalid API key provided";

    private FakeSystemOneServer(Function<DecisionRequest, Map<String, Answer>> answerer) throws IOException {
        this.answerer = answerer;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        server.start();
    }

    public static FakeSystemOneServer start() throws IOException { return new FakeSystemOneServer(FakeSystemOneServer::confidentFirstOptions); }

    public static FakeSystemOneServer start(Function<DecisionRequest, Map<String, Answer>> answerer) throws IOException {
        return new FakeSystemOneServer(answerer);
    }

    /** Replies for the next calls, in order; later calls are answered by the answerer. */
    public FakeSystemOneServer script(Reply... replies) {
        script.addAll(List.of(replies));
        return this;
    }

    /** Answers 400 to a request with a choice of more than {@code n} options, as Ollama does over 26. */
    public FakeSystemOneServer refuseChoicesOver(int n) {
        maxChoiceOptions = n;
        return this;
    }

    /** The models {@code GET /v1/models} lists (OpenAI shape, as TypeSafe, LiteLLM and Ollama list them). */
    public FakeSystemOneServer models(String... ids) {
        models = List.of(ids);
        return this;
    }

    /** {@code GET /v1/models} is no route here (404), as on a host that does not list its models. */
    public FakeSystemOneServer noModelList() {
        listsModels = false;
        return this;
    }

    /** Refuses (401, the service's message) every request that does not carry {@code Authorization: Bearer key}. */
    public FakeSystemOneServer requireKey(String key) {
        requiredKey = key;
        return this;
    }

    /**
     * Refuses a wrong key as a LiteLLM proxy does: a 401 whose message names the key it received by its
     * last four characters and its SHA-256 ({@code Received API Key = sk-...9876, Key Hash (Token) =66c4…}).
     */
    public FakeSystemOneServer requireKeyLikeLiteLlm(String key) {
        requiredKey = key;
        refusesLikeLiteLlm = true;
        return this;
    }

    /** From now on every request, on every route, gets {@code status} (529: "overloaded") until {@link #calm()}. */
    public FakeSystemOneServer storm(int status) {
        storm = status;
        return this;
    }

    /** Every decision request waits this long before it is answered, as a hosted service's latency (benchmarks). */
    public FakeSystemOneServer latency(Duration wait) {
        latency = wait;
        return this;
    }

    public FakeSystemOneServer calm() {
        storm = 0;
        return this;
    }

    public URI baseUrl() { return URI.create("http://127.0.0.1:" + server.getAddress().getPort()); }

    public List<Received> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** Yes at 0.9, the first option of a choice at 0.9, the lowest level of a score. */
    public static Map<String, Answer> confidentFirstOptions(DecisionRequest request) {
        Map<String, Answer> answers = new LinkedHashMap<>();
        request.questions().forEach((id, q) -> answers.put(id, confident(q)));
        return answers;
    }

    private static Answer confident(Question q) {
        if (q instanceof Question.Noul) return new Answer.NoulAnswer(0.9);
        if (q instanceof Question.Choice c) {
            Map<String, Double> p = new LinkedHashMap<>();
            List<String> keys = List.copyOf(c.options().keySet());
            for (int i = 0; i < keys.size(); i++) p.put(keys.get(i), i == 0 ? 0.9 : 0.1 / (keys.size() - 1));
            return new Answer.ChoiceAnswer(keys.get(0), p, 0.8);
        }
        if (q instanceof Question.Score) return new Answer.ScoreAnswer(0.0, Map.of("0", 1.0), 1.0);
        throw new IllegalStateException("unknown question " + q);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange; InputStream in = exchange.getRequestBody()) {
            String body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Map<String, String> headers = new LinkedHashMap<>();
            exchange.getRequestHeaders().forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), String.join(",", v)));
            received.add(new Received(exchange.getRequestMethod(), exchange.getRequestURI().getPath(), headers, body,
                    exchange.getRequestURI().getQuery()));
            if (storm != 0) {
                send(exchange, storm, Map.of(), "{\"detail\":{\"message\":\"Overloaded\"}}");
                return;
            }
            if (requiredKey != null && !("Bearer " + requiredKey).equals(headers.get("authorization"))) {
                String given = String.valueOf(headers.get("authorization")).replaceFirst("^Bearer ", "");
                if (refusesLikeLiteLlm) {
                    String hash = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                            .digest(given.getBytes(StandardCharsets.UTF_8)));
                    send(exchange, 401, Map.of(), "{\"error\":{\"message\":\"Authentication Error, Invalid proxy server token passed. Received API Key = sk-..."
                            + given.substring(Math.max(0, given.length() - 4)) + ", Key Hash (Token) =" + hash
                            + ". Unable to find token in cache or `LiteLLM_VerificationTokenTable`\",\"type\":\"token_not_found_in_db\",\"param\":\"key\",\"code\":\"401\"}}");
                    return;
                }
                send(exchange, 401, Map.of(), "{\"detail\":{\"error_type\":\"authentication_error\",\"message\":\"" + REFUSED_KEY_MESSAGE + "\"}}");
                return;
            }
            if (listsModels && "GET".equals(exchange.getRequestMethod()) && "/v1/models".equals(exchange.getRequestURI().getPath())) {
                StringBuilder list = new StringBuilder("{\"object\":\"list\",\"data\":[");
                for (int i = 0; i < models.size(); i++) list.append(i == 0 ? "" : ",").append("{\"id\":\"").append(models.get(i)).append("\",\"object\":\"model\"}");
                send(exchange, 200, Map.of(), list.append("]}").toString());
                return;
            }
            if (!"POST".equals(exchange.getRequestMethod()) || !"/v1/systemone".equals(exchange.getRequestURI().getPath())) {
                send(exchange, 404, Map.of(), "{\"detail\":\"Not Found\"}");
                return;
            }
            Reply reply = script.poll();
            if (reply == null) reply = Reply.answer();
            if (!reply.delay().isZero()) Thread.sleep(reply.delay().toMillis());
            if (!latency.isZero()) Thread.sleep(latency.toMillis());
            String out = reply.body();
            if (out == null) {
                DecisionRequest request;
                try {
                    request = WireFormat.parseRequest(WireFormat.JSON.readTree(body));
                } catch (IOException | DecisionException bad) {
                    send(exchange, 422, Map.of(), "{\"detail\":{\"error_type\":\"api_usage_error\",\"message\":\"Invalid request.\"}}");
                    return;
                }
                String tooLong = tooLong(request);
                if (tooLong != null) {
                    send(exchange, 400, Map.of(), "{\"error\":\"" + tooLong + "\"}");
                    return;
                }
                DecisionResponse answered = new DecisionResponse("jev-1.13.0", answerer.apply(request),
                        new DecisionResponse.Usage(body.length() / 4, request.questions().size()), null);
                out = WireFormat.text(WireFormat.toJson(answered));
            }
            out = out.replace(ECHO_AUTHORIZATION, String.valueOf(headers.get("authorization")));
            send(exchange, reply.status(), reply.headers(), out);
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
        } catch (java.security.NoSuchAlgorithmException noSha) {
            throw new IllegalStateException(noSha);
        } catch (IOException clientGone) {
            // the client gave up (its timeout) before the reply was written: nothing to answer
        }
    }

    private String tooLong(DecisionRequest request) {
        for (var e : request.questions().entrySet())
            if (e.getValue() instanceof Question.Choice c && c.options().size() > maxChoiceOptions)
                return "question " + e.getKey() + ": choice options must be between 2 and " + maxChoiceOptions + ", got " + c.options().size();
        return null;
    }

    private void send(HttpExchange exchange, int status, Map<String, String> headers, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.getResponseHeaders().set("x-typesafe-request-id", "req-" + requestIds.incrementAndGet());
        headers.forEach((k, v) -> exchange.getResponseHeaders().set(k, v));
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
