package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer.Reply;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.ServerSocket;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class SystemOneClientTest {
    private static final String KEY = "ts-live-SECRET-4242";

    private FakeSystemOneServer server;
    private final List<Duration> waits = Collections.synchronizedList(new ArrayList<>());
    private final List<String> logLines = Collections.synchronizedList(new ArrayList<>());
    private final Logger log = Logger.getLogger(SystemOneClient.class.getName());
    private final Handler capture = new Handler() {
        @Override public void publish(LogRecord r) { logLines.add(r.getMessage()); }
        @Override public void flush() {}
        @Override public void close() {}
    };

    @BeforeEach
    void start() throws Exception {
        server = FakeSystemOneServer.start();
        log.addHandler(capture);
    }

    @AfterEach
    void stop() {
        server.close();
        log.removeHandler(capture);
    }

    private SystemOneClient client(SystemOneConfig config) {
        return new SystemOneClient(config, null, waits::add, Clock.systemUTC());
    }

    private SystemOneClient client() { return client(SystemOneConfig.local(server.baseUrl())); }

    private static DecisionRequest request() {
        Map<String, Question> q = new LinkedHashMap<>();
        q.put("done", new Question.Noul(TextNode.valueOf("Has the search been done?")));
        q.put("move", new Question.Choice(TextNode.valueOf("Which move?"), Map.of("activate", "click it", "wait", "wait")));
        q.put("progress", new Question.Score(TextNode.valueOf("How far?"), List.of("nothing", "started", "done")));
        return new DecisionRequest(null, TextNode.valueOf("a search page"), q);
    }

    @Test
    void answersEveryQuestionAndKeepsTheRequestId() {
        DecisionResponse r = client().decide(request());

        assertThat(r.answers()).containsOnlyKeys("done", "move", "progress");
        assertThat(((Answer.ChoiceAnswer) r.answers().get("move")).choice()).isIn("activate", "wait");
        assertThat(r.requestId()).isEqualTo("req-1");
        assertThat(r.model()).isEqualTo("jev-1.13.0");
        FakeSystemOneServer.Received call = server.received().get(0);
        assertThat(call.path()).isEqualTo("/v1/systemone");
        assertThat(call.json().path("model").asText()).isEqualTo("jev-latest");
        assertThat(call.header("content-type")).isEqualTo("application/json");
    }

    @Test
    void localBaseWithoutAKeySendsNoAuthorization() {
        client().decide(request());

        assertThat(server.received().get(0).header("authorization")).isNull();
    }

    @Test
    void aSetKeyIsSentAsABearerToken() {
        client(SystemOneConfig.local(server.baseUrl()).withApiKey(KEY)).decide(request());

        assertThat(server.received().get(0).header("authorization")).isEqualTo("Bearer " + KEY);
    }

    @Test
    void overloadedWithRetryAfterIsRetriedAfterTheServersDelayAndCountsTheRetry() {
        server.script(Reply.status(529, "{\"detail\":{\"message\":\"Overloaded\"}}").header("Retry-After", "3"));

        DecisionResponse r = client().decide(request());

        assertThat(r.answers()).hasSize(3);
        assertThat(waits).containsExactly(Duration.ofSeconds(3));
        assertThat(server.received()).extracting(c -> c.header("x-typesafe-retry-count")).containsExactly("0", "1");
    }

    @Test
    void serverErrorsAreRetriedTwiceThenReportedWithTheStatus() {
        server.script(Reply.status(503, "down"), Reply.status(503, "down"), Reply.status(503, "still down"));

        DecisionException e = catchThrowableOfType(() -> client().decide(request()), DecisionException.class);

        assertThat(e.code()).isEqualTo(DecisionException.Code.SERVER);
        assertThat(e.deciderFailure()).isTrue();
        assertThat(e.getMessage()).startsWith("the decision service at " + server.baseUrl() + " failed with 503: still down (request id req-3)")
                // the retry waits are 1.5 s in all; a loaded machine adds a little to the tries themselves
                .containsPattern(" — 3 tries over [12]\\.\\d s$");
        assertThat(waits).hasSize(2);
        assertThat(waits.get(0)).isBetween(Duration.ofMillis(375), Duration.ofMillis(500));
        assertThat(waits.get(1)).isBetween(Duration.ofMillis(750), Duration.ofMillis(1000));
    }

    @Test
    void unauthorizedWithoutAKeySaysToSetIt() {
        server.script(Reply.status(401, "{\"detail\":{\"message\":\"Missing bearer token\"}}"));

        assertThatThrownBy(() -> client().decide(request()))
                .isInstanceOf(DecisionException.class)
                .hasMessageContaining("set TYPESAFE_API_KEY (it was not set)")
                .hasMessageContaining("401")
                .extracting(t -> ((DecisionException) t).code()).isEqualTo(DecisionException.Code.AUTH);
        assertThat(server.received()).hasSize(1);
    }

    @Test
    void forbiddenWithAKeySaysTheKeyWasRefused() {
        server.script(Reply.status(403, ""));

        assertThatThrownBy(() -> client(SystemOneConfig.local(server.baseUrl()).withApiKey(KEY)).decide(request()))
                .hasMessageContaining("check TYPESAFE_API_KEY (it is set, and was refused)");
    }

    @Test
    void unprocessableRequestCarriesTheServersMessageAndIsNotRetried() {
        server.script(Reply.status(422, "{\"detail\":{\"error_type\":\"api_usage_error\",\"message\":\"Invalid request.\"}}"));

        DecisionException e = catchThrowableOfType(() -> client().decide(request()), DecisionException.class);

        assertThat(e.code()).isEqualTo(DecisionException.Code.REFUSED);
        assertThat(e.deciderFailure()).as("the service refused: no answer can be had from it").isTrue();
        assertThat(e.getMessage()).isEqualTo("System One rejected the request (422): Invalid request. (request id req-1)");
        assertThat(server.received()).hasSize(1);
    }

    @Test
    void limitsAreCheckedBeforeAnythingIsSent() {
        DecisionRequest oneOption = new DecisionRequest(null, TextNode.valueOf("s"),
                Map.of("pick", new Question.Choice(TextNode.valueOf("Which?"), Map.of("only", "the only one"))));

        assertThatThrownBy(() -> client().decide(oneOption)).hasMessageContaining("question \"pick\" has 1 options");
        assertThat(server.received()).isEmpty();
    }

    @Test
    void aChoiceOverTheHostsLimitIsRefusedBeforeAnythingIsSent() {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i <= 27; i++) options.put(Integer.toString(i), "item " + i);
        DecisionRequest long27 = new DecisionRequest(null, TextNode.valueOf("s"),
                Map.of("target", new Question.Choice(TextNode.valueOf("Which?"), options)));
        SystemOneClient local = client();

        DecisionException e = catchThrowableOfType(() -> local.decide(long27), DecisionException.class);

        assertThat(local.maxChoiceOptions()).isEqualTo(26);
        assertThat(e.code()).isEqualTo(DecisionException.Code.INVALID_REQUEST);
        assertThat(e.deciderFailure()).as("refused here, before sending: not the service's failure").isFalse();
        assertThat(e.getMessage()).startsWith("question \"target\" has 27 options; the System One host at " + server.baseUrl()
                + " takes at most 26 in one choice (FLOWWRIGHT_MAX_CHOICE_OPTIONS)");
        assertThat(server.received()).isEmpty();
        // the same request goes out to a host configured to take it
        assertThat(client(SystemOneConfig.local(server.baseUrl()).withMaxChoiceOptions(27)).decide(long27).answers()).containsKey("target");
        assertThat(server.received()).hasSize(1);
    }

    @Test
    void anAnswerNamingAnOptionThatWasNotAskedLeavesThatQuestionUnanswered() {
        server.script(Reply.raw("""
                {"model":"jev-1.13.0","answers":{"done":{"type":"noul","noul":0.9},
                 "move":{"type":"choice","choice":"delete","probabilities":{"delete":1.0},"confidence":1.0},
                 "progress":{"type":"score","score":0,"probabilities":{"0":1.0},"confidence":1.0}},
                 "usage":{"input_tokens":10,"output_tokens":3}}"""));

        DecisionResponse r = client().decide(request());

        assertThat(r.answers()).containsOnlyKeys("done", "progress");
        assertThat(logLines).anyMatch(l -> l.contains("\"delete\", which was not asked"));
    }

    @Test
    void aMissingAnswerLeavesThatQuestionUnanswered() {
        server.script(Reply.raw("{\"model\":\"m\",\"answers\":{\"done\":{\"type\":\"noul\",\"noul\":0.2}},\"usage\":{}}"));

        assertThat(client().decide(request()).answers()).containsOnlyKeys("done");
        assertThat(logLines).anyMatch(l -> l.contains("failed closed for 2 of 3 questions") && l.contains("\"move\" got no answer"));
    }

    @Test
    void aProbabilityAboveOneLeavesThatQuestionUnanswered() {
        server.script(Reply.raw("{\"model\":\"m\",\"answers\":{\"done\":{\"type\":\"noul\",\"noul\":1.7}},\"usage\":{}}"));

        assertThat(client().decide(request()).answers()).isEmpty();
        assertThat(logLines).anyMatch(l -> l.contains("outside 0–1: 1.7"));
    }

    @Test
    void aBodyThatIsNotJsonIsADeciderFailureNotAnEmptyAnswerAndIsStillLogged() {
        server.script(Reply.raw("<html>502 Bad Gateway</html>"));
        List<JsonNode> logged = new ArrayList<>();
        SystemOneClient client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()), (req, resp, id) -> logged.add(resp),
                waits::add, Clock.systemUTC());

        DecisionException e = catchThrowableOfType(() -> client.decide(request()), DecisionException.class);

        assertThat(e.code()).isEqualTo(DecisionException.Code.MALFORMED_ANSWER);
        assertThat(e.deciderFailure()).isTrue();
        assertThat(e.getMessage()).isEqualTo("the decision service at " + server.baseUrl()
                + " answered with something that is not JSON: <html>502 Bad Gateway</html> (request id req-1)");
        assertThat(logged).singleElement().extracting(JsonNode::asText).isEqualTo("<html>502 Bad Gateway</html>");
    }

    @Test
    void anErrorBodyInPlaceOfAnswersIsADeciderFailureWithTheServicesWords() {
        server.script(Reply.raw("{\"error\":{\"message\":\"model is loading\"}}"));

        DecisionException e = catchThrowableOfType(() -> client().decide(request()), DecisionException.class);

        assertThat(e.code()).isEqualTo(DecisionException.Code.MALFORMED_ANSWER);
        assertThat(e.getMessage()).contains("answered with an error in place of answers: model is loading");
    }

    @Test
    void anAttemptThatOutlastsItsTimeoutIsAbandonedAndRetried() {
        server.script(Reply.answer().after(Duration.ofSeconds(3)));
        SystemOneClient client = client(SystemOneConfig.local(server.baseUrl()).withAttemptTimeout(Duration.ofMillis(300)));

        DecisionResponse r = client.decide(request());

        assertThat(r.answers()).hasSize(3);
        assertThat(server.received()).extracting(c -> c.header("x-typesafe-retry-count")).containsExactly("0", "1");
        assertThat(waits).hasSize(1);
    }

    @Test
    void aTimeoutOnEveryAttemptIsReportedAsATimeout() {
        server.script(Reply.answer().after(Duration.ofSeconds(3)));
        SystemOneConfig config = SystemOneConfig.local(server.baseUrl()).withAttemptTimeout(Duration.ofMillis(200))
                .withRetry(RetryPolicy.DEFAULT.withMaxRetries(0));

        assertThatThrownBy(() -> client(config).decide(request()))
                // the time the one try took is measured: 0.2 s on a quiet machine, a little more on a loaded one
                .hasMessageMatching(java.util.regex.Pattern.quote("the decision service at " + server.baseUrl()
                        + " did not answer (no answer within 200 ms) — 1 try over ") + "0\\.[2-9] s")
                .extracting(t -> ((DecisionException) t).code()).isEqualTo(DecisionException.Code.TIMEOUT);
    }

    @Test
    void aCancelledDecisionStopsWaitingAndSaysSo() throws Exception {
        server.script(Reply.answer().after(Duration.ofSeconds(3)));
        SystemOneClient client = client();
        List<Throwable> thrown = Collections.synchronizedList(new ArrayList<>());
        Thread asking = new Thread(() -> {
            try {
                client.decide(request());
            } catch (Throwable t) {
                thrown.add(t);
            }
        });
        asking.start();
        while (server.received().isEmpty()) Thread.sleep(10);
        asking.interrupt();
        asking.join(2000);

        assertThat(asking.isAlive()).isFalse();
        assertThat(thrown).singleElement().isInstanceOfSatisfying(DecisionException.class,
                e -> assertThat(e.code()).isEqualTo(DecisionException.Code.INTERRUPTED));
    }

    @Test
    void anUnreachableLocalServerIsANetworkErrorAfterRetries() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        SystemOneClient client = client(SystemOneConfig.local(URI.create("http://127.0.0.1:" + closedPort)));

        DecisionException e = catchThrowableOfType(() -> client.decide(request()), DecisionException.class);

        assertThat(e.code()).isEqualTo(DecisionException.Code.NETWORK);
        assertThat(e.getMessage()).startsWith("the decision service at http://127.0.0.1:" + closedPort + " did not answer (connection refused) — 3 tries over ");
        assertThat(waits).hasSize(2);
    }

    @Test
    void eightThreadsAtOnceEachGetTheirOwnAnswer() throws Exception {
        server.close();
        // picks the option the instructions name, so a crossed wire would show
        server = FakeSystemOneServer.start(req -> {
            Map<String, Answer> a = new LinkedHashMap<>();
            req.questions().forEach((id, q) -> {
                String wanted = q.instructions().asText().replace("pick ", "");
                a.put(id, new Answer.ChoiceAnswer(wanted, Map.of(wanted, 1.0), 1.0));
            });
            return a;
        });
        SystemOneClient client = client();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> picks = new ArrayList<>();
            for (int i = 0; i < 32; i++) {
                String wanted = "o" + (i % 8);
                Map<String, String> options = new LinkedHashMap<>();
                for (int k = 0; k < 8; k++) options.put("o" + k, "option " + k);
                DecisionRequest r = new DecisionRequest(null, TextNode.valueOf("state " + i),
                        Map.of("pick", new Question.Choice(TextNode.valueOf("pick " + wanted), options)));
                picks.add(pool.submit(() -> ((Answer.ChoiceAnswer) client.decide(r).answers().get("pick")).choice()));
            }
            for (int i = 0; i < 32; i++) assertThat(picks.get(i).get()).isEqualTo("o" + (i % 8));
        } finally {
            pool.shutdownNow();
        }
        assertThat(server.received()).hasSize(32);
    }

    @Test
    void theKeyNeverAppearsInAMessageOrALogLineEvenWhenTheServerEchoesIt() {
        SystemOneClient client = client(SystemOneConfig.local(server.baseUrl()).withApiKey(KEY));
        server.script(Reply.raw("not json; you sent " + FakeSystemOneServer.ECHO_AUTHORIZATION),
                Reply.status(401, "{\"detail\":{\"message\":\"bad token " + FakeSystemOneServer.ECHO_AUTHORIZATION + "\"}}"));

        DecisionException garbled = catchThrowableOfType(() -> client.decide(request()), DecisionException.class);
        DecisionException refused = catchThrowableOfType(() -> client.decide(request()), DecisionException.class);

        assertThat(garbled.getMessage()).doesNotContain(KEY).contains("you sent Bearer (the key)");
        assertThat(refused.getMessage()).doesNotContain(KEY).contains("bad token Bearer (the key)");
        assertThat(logLines).noneMatch(l -> l.contains(KEY));
        assertThat(client.describe()).doesNotContain(KEY).contains("(key set)");
        assertThat(client.config().toString()).doesNotContain(KEY);
    }

    @Test
    void everyAnsweredExchangeGoesToTheExchangeLogAsSent() {
        List<JsonNode[]> logged = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        SystemOneClient client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()),
                (req, resp, id) -> { logged.add(new JsonNode[]{req, resp}); ids.add(id); }, waits::add, Clock.systemUTC());

        client.decide(request());

        assertThat(logged).hasSize(1);
        assertThat(logged.get(0)[0]).isEqualTo(server.received().get(0).json());
        assertThat(logged.get(0)[1].path("answers").size()).isEqualTo(3);
        assertThat(ids).containsExactly("req-1");
    }
}
