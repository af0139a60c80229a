package dev.flowwright.cli;

import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.journal.JournalReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code flowwright run --decider systemone} when the decision service is wrong for the run or fails in it,
 * against a real local HTTP service ({@link FakeSystemOneServer}) and real Chromium on the sample site: a
 * refused key, nothing listening or an unknown model is exit 2 in one line before the run starts (the key
 * never shown); a service that goes away mid-run is exit 4, {@code decider_failed}, the step's note naming
 * the service — never a step blaming the page — and no stack trace; {@code --decider-fallback offline} goes on.
 */
class DecisionServiceFaultsTest {
    private static final String KEY = "ts-live-FAULTS-90210";
    private static final String COOKIES = "../samples/flows/cookies.flow.yaml";

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @TempDir Path dir;
    private FakeSystemOneServer server;

    @AfterEach
    void stop() {
        if (server != null) server.close();
    }

    record Cli(int exit, String out, String err) {
        String all() { return out + "\n" + err; }

        @Override
        public String toString() { return "exit " + exit + "\n--- out\n" + out + "\n--- err\n" + err; }
    }

    private Cli run(Map<String, String> env, String... args) {
        RunCommand command = new RunCommand();
        command.env = env;
        CommandLine cli = new CommandLine(command);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute(args);
        return new Cli(exit, out.toString(), err.toString());
    }

    private static Map<String, String> env(String base, String key) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("TYPESAFE_BASE_URL", base);
        if (key != null) env.put("TYPESAFE_API_KEY", key);
        return env;
    }

    private static void assertNoStackTrace(Cli cli) {
        assertThat(cli.all()).as(cli.toString()).doesNotContain("Exception", "\tat ", "Error {");
    }

    @Test
    void aRefusedKeyIsExitTwoWithTheServicesWordsAndWhatToSetNeverTheKey() throws Exception {
        server = FakeSystemOneServer.start();
        server.requireKey("the-right-key");

        Cli cli = run(env(server.baseUrl().toString(), KEY), COOKIES, "--url", LIVE.site().url("cookies/"), "--decider", "systemone",
                "--handoff", "none", "--journal", dir.toString());

        assertThat(cli.exit()).as(cli.toString()).isEqualTo(Main.EXIT_INVALID);
        assertThat(cli.err()).contains("refused the request (401 Unauthorized): check TYPESAFE_API_KEY")
                .contains(FakeSystemOneServer.REFUSED_KEY_MESSAGE);
        assertThat(cli.all()).doesNotContain(KEY).doesNotContain("step 1");
        assertNoStackTrace(cli);
        assertThat(server.received()).as("asked once, before the run: no step sent a decision").singleElement()
                .satisfies(r -> assertThat(r.path()).isEqualTo("/v1/models"));
        try (Stream<Path> made = Files.list(dir)) {
            assertThat(made).as("no journal for a run that never started").isEmpty();
        }
    }

    @Test
    void nothingListeningIsExitTwoNamingTheAddress() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }

        Cli cli = run(env("http://127.0.0.1:" + port, null), COOKIES, "--url", LIVE.site().url("cookies/"), "--handoff", "none");

        assertThat(cli.exit()).as(cli.toString()).isEqualTo(Main.EXIT_INVALID);
        assertThat(cli.err().strip()).startsWith("flowwright: the decision service at http://127.0.0.1:" + port + " did not answer (connection refused)")
                .endsWith("is it running? check TYPESAFE_BASE_URL, or run with --decider offline");
        assertThat(cli.err().strip().lines()).hasSize(1);
        assertNoStackTrace(cli);
    }

    @Test
    void anUnknownModelIsExitTwoListingWhatTheServiceOffers() throws Exception {
        server = FakeSystemOneServer.start();
        Map<String, String> env = env(server.baseUrl().toString(), null);
        env.put("TYPESAFE_DEFAULT_MODEL", "jev-nope");

        Cli cli = run(env, COOKIES, "--url", LIVE.site().url("cookies/"), "--handoff", "none");

        assertThat(cli.exit()).as(cli.toString()).isEqualTo(Main.EXIT_INVALID);
        assertThat(cli.err()).contains("has no model \"jev-nope\" (TYPESAFE_DEFAULT_MODEL): it offers jev-latest, jev-1.13.0");
    }

    /** A service answering as the offline decider would, that goes away after its first {@code answers} decisions. */
    static FakeSystemOneServer goneAfter(int answers) throws Exception {
        OfflineDecider offline = new OfflineDecider();
        AtomicInteger served = new AtomicInteger();
        FakeSystemOneServer[] self = new FakeSystemOneServer[1];
        self[0] = FakeSystemOneServer.start(request -> {
            if (served.incrementAndGet() == answers) new Thread(() -> self[0].close()).start();
            return offline.decide(request).answers();
        });
        return self[0];
    }

    @Test
    void aServiceThatGoesAwayMidRunIsExitFourDeciderFailedWithTheServiceNamedAndTheJournalWhole() throws Exception {
        server = goneAfter(1);

        Cli cli = run(env(server.baseUrl().toString(), KEY), COOKIES, "--url", LIVE.site().url("cookies/"), "--handoff", "none",
                "--journal", dir.toString());

        String said = "the decision service at " + server.baseUrl() + " did not answer (";
        assertThat(cli.exit()).as(cli.toString()).isEqualTo(Main.EXIT_DECIDER_FAILED);
        assertThat(cli.out()).contains("· failed · " + said).contains("run decider_failed: " + said).contains(" — 3 tries over ");
        assertThat(cli.out()).doesNotContain("no field on screen", "none of");
        assertThat(cli.all()).doesNotContain(KEY);
        assertNoStackTrace(cli);
        Path runDir;
        try (Stream<Path> made = Files.list(dir)) {
            runDir = made.findFirst().orElseThrow();
        }
        JournalReader journal = JournalReader.open(runDir);
        assertThat(journal.truncation()).isEmpty();
        assertThat(journal.events()).last().isInstanceOfSatisfying(Event.End.class, end -> assertThat(end.stop()).isEqualTo("decider_failed"));
        assertThat(Files.readString(runDir.resolve("journal.jsonl"))).doesNotContain(KEY);
    }

    @Test
    void withTheFallbackTheRunGoesOnOnTheOfflineDeciderAndTheReportSaysFromWhichStep() throws Exception {
        server = goneAfter(1);

        Cli cli = run(env(server.baseUrl().toString(), KEY), COOKIES, "--url", LIVE.site().url("cookies/"), "--handoff", "none",
                "--decider-fallback", "offline");

        assertThat(cli.exit()).as(cli.toString()).isEqualTo(Main.EXIT_OK);
        List<String> lines = cli.out().lines().toList();
        assertThat(lines).anyMatch(l -> l.matches("step 1/\\d+ · the decision service at .* did not answer \\(.*\\) — 3 tries over .*;"
                + " going on with the offline decider \\(--decider-fallback\\)"));
        assertThat(lines).anyMatch(l -> l.startsWith("  decided by the offline decider from step 1 on: the decision service at " + server.baseUrl()));
        assertNoStackTrace(cli);
    }
}
