package dev.flowwright.runtime.decide.systemone;

import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.DecisionException;
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
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The check a run makes before its first step ({@code GET /v1/models} with the key): each way the service
 * can be wrong for the run is said in one sentence naming what to set — and never the key.
 */
class PreflightTest {
    private static final String KEY = "ts-live-PREFLIGHT-7731";

    private FakeSystemOneServer server;
    private final List<Duration> waits = Collections.synchronizedList(new ArrayList<>());

    @BeforeEach
    void start() throws Exception { server = FakeSystemOneServer.start(); }

    @AfterEach
    void stop() { server.close(); }

    private SystemOneClient client(SystemOneConfig config) { return new SystemOneClient(config, null, waits::add, Clock.systemUTC()); }

    @Test
    void aServedModelPassesAndTheKeyIsSent() {
        server.requireKey(KEY);

        List<String> offered = client(SystemOneConfig.local(server.baseUrl()).withApiKey(KEY)).preflight();

        assertThat(offered).containsExactly("jev-latest", "jev-1.13.0");
        assertThat(server.received()).singleElement().satisfies(r -> {
            assertThat(r.method()).isEqualTo("GET");
            assertThat(r.path()).isEqualTo("/v1/models");
            assertThat(r.header("authorization")).isEqualTo("Bearer " + KEY);
        });
    }

    @Test
    void aRefusedKeyIsASetupProblemWithTheServicesOwnWordsAndWhatToSetNeverTheKey() {
        server.requireKey("the-right-one");

        DeciderSetupException e = catchThrowableOfType(() -> client(SystemOneConfig.local(server.baseUrl()).withApiKey(KEY)).preflight(),
                DeciderSetupException.class);

        assertThat(e.getMessage()).isEqualTo("System One at " + server.baseUrl() + " refused the request (401 Unauthorized): check TYPESAFE_API_KEY"
                + " (it is set, and was refused): " + FakeSystemOneServer.REFUSED_KEY_MESSAGE + " (request id req-1)");
        assertThat(e.getMessage()).doesNotContain(KEY);
        assertThat(server.received()).as("a refused key is not retried").hasSize(1);
    }

    @Test
    void nothingListeningIsASetupProblemNamingTheAddress() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }

        DeciderSetupException e = catchThrowableOfType(() -> client(SystemOneConfig.local(URI.create("http://127.0.0.1:" + closed))).preflight(),
                DeciderSetupException.class);

        assertThat(e.getMessage()).startsWith("the decision service at http://127.0.0.1:" + closed + " did not answer (connection refused) — 3 tries over ")
                .endsWith(": is it running? check TYPESAFE_BASE_URL, or run with --decider offline");
    }

    @Test
    void aHostThatDoesNotResolveIsASetupProblemNamingIt() {
        SystemOneConfig config = SystemOneConfig.local(URI.create("http://nowhere.invalid:11434")).withApiKey(KEY)
                .withRetry(RetryPolicy.DEFAULT.withMaxRetries(0));

        DeciderSetupException e = catchThrowableOfType(() -> client(config).preflight(), DeciderSetupException.class);

        assertThat(e.getMessage()).contains("the decision service at http://nowhere.invalid:11434 did not answer (no such host nowhere.invalid)")
                .doesNotContain(KEY);
    }

    @Test
    void anUnknownModelListsTheModelsTheServiceOffers() {
        DeciderSetupException e = catchThrowableOfType(() -> client(SystemOneConfig.local(server.baseUrl()).withModel("jev-nope")).preflight(),
                DeciderSetupException.class);

        assertThat(e.getMessage()).isEqualTo("the decision service at " + server.baseUrl()
                + " has no model \"jev-nope\" (TYPESAFE_DEFAULT_MODEL): it offers jev-latest, jev-1.13.0");
    }

    @Test
    void ollamaListsModelsWithTheirTagAndALatestAliasMatchesAVersion() {
        server.models("nimble:latest", "tev1:0.8b");
        assertThat(client(SystemOneConfig.local(server.baseUrl()).withModel("nimble")).preflight()).contains("nimble:latest");
        server.models("jev-1.13.0");
        assertThat(client(SystemOneConfig.local(server.baseUrl()).withModel("jev-latest")).preflight()).containsExactly("jev-1.13.0");
        assertThat(ModelList.offers(List.of("jev-1.13.0"), "jevx-latest")).isFalse();
    }

    @Test
    void aHostWithoutAModelListIsNotHeldAgainstTheRun() {
        server.noModelList();
        assertThat(client(SystemOneConfig.local(server.baseUrl())).preflight()).isEmpty();
        assertThat(ModelList.read("{\"detail\":\"Not Found\"}".getBytes())).isEmpty();
        assertThat(ModelList.read("<html>models</html>".getBytes())).isEmpty();
    }

    /** An Ollama with nothing pulled lists no models: every decision would fail, so the run does not start. */
    @Test
    void aHostThatListsNoModelsAtAllIsASetupProblemSayingHowToAddOne() {
        server.models();

        DeciderSetupException e = catchThrowableOfType(() -> client(SystemOneConfig.local(server.baseUrl()).withModel("nimble")).preflight(),
                DeciderSetupException.class);

        assertThat(e.getMessage()).isEqualTo("the decision service at " + server.baseUrl()
                + " has no model \"nimble\" (TYPESAFE_DEFAULT_MODEL): it lists no models at all; add one to it (Ollama: ollama pull nimble)");
    }

    /**
     * A LiteLLM proxy routing a whole provider ({@code typesafe/*}) lists the route only when asked with
     * {@code return_wildcard_routes}: the model it covers is offered, one it does not cover is not.
     */
    @Test
    void aLiteLlmWildcardRouteOffersTheModelsItCovers() {
        server.models("gpt-4o", "typesafe/*");

        assertThat(client(SystemOneConfig.local(server.baseUrl()).withModel("typesafe/jev-latest")).preflight()).contains("typesafe/*");
        assertThat(server.received()).last().satisfies(r -> assertThat(r.query()).isEqualTo("return_wildcard_routes=true"));
        DeciderSetupException e = catchThrowableOfType(() -> client(SystemOneConfig.local(server.baseUrl()).withModel("jev-latest")).preflight(),
                DeciderSetupException.class);
        assertThat(e.getMessage()).endsWith("it offers gpt-4o, typesafe/*");
        assertThat(ModelList.offers(List.of("*"), "anything")).isTrue();
    }

    /**
     * A LiteLLM proxy refusing a key names it by its last four characters and its SHA-256; neither reaches
     * the message (nor does the key), while the service's own words do.
     */
    @Test
    void aProxyThatNamesTheRefusedKeyByItsTailAndHashShowsNeither() throws Exception {
        server.requireKeyLikeLiteLlm("sk-the-right-one");

        DeciderSetupException e = catchThrowableOfType(() -> client(SystemOneConfig.local(server.baseUrl()).withApiKey(KEY)).preflight(),
                DeciderSetupException.class);

        String hash = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(KEY.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertThat(e.getMessage()).startsWith("System One at " + server.baseUrl() + " refused the request (401 Unauthorized): check TYPESAFE_API_KEY"
                        + " (it is set, and was refused): Authentication Error, Invalid proxy server token passed. Received API Key = (the key),"
                        + " Key Hash (Token) =(the key's hash).")
                .doesNotContain(KEY).doesNotContain(KEY.substring(KEY.length() - 4)).doesNotContain(hash);
    }

    @Test
    void anOverloadedServicePastItsRetriesIsADeciderFailureNotASetupProblem() throws Exception {
        server.storm(529);

        DecisionException e = catchThrowableOfType(() -> client(SystemOneConfig.local(server.baseUrl())).preflight(), DecisionException.class);

        assertThat(e.code()).isEqualTo(DecisionException.Code.SERVER);
        assertThat(e.getMessage()).startsWith("the decision service at " + server.baseUrl() + " failed with 529 (overloaded)").contains("— 3 tries over");
        assertThat(waits).hasSize(2);
    }
}
