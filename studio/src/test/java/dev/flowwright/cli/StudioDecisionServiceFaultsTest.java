package dev.flowwright.cli;

import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.session.ScreenshotStore;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RunMode;
import dev.flowwright.studio.session.RunPhase;
import dev.flowwright.studio.session.RunRequest;
import dev.flowwright.studio.session.StudioSession;
import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.studio.util.UiExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The studio's runs meet a failing decision service the way {@code flowwright run} does (issue #27 item 1):
 * nothing listening ends the run before a browser starts, with the address in the status line and the
 * window's dialog; a service that goes away mid-run ends it as decider failed, or, with the setting to
 * go on offline, hands the run to the offline decider and says from which step. Never a hang.
 */
class StudioDecisionServiceFaultsTest {
    static final Path FLOW = Path.of("..", "samples", "flows", "cookies.flow.yaml");

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @TempDir Path dir;
    private FakeSystemOneServer server;

    @AfterEach
    void stop() {
        if (server != null) server.close();
    }

    private StudioSession runInStudio(DeciderSetting decider) throws Exception {
        Flow flow = FlowReader.read(FLOW).flow();
        StudioSession session = new StudioSession(UiExecutor.sameThread(), new LocalRunBackend(dir.resolve("runs")),
                new ScreenshotStore(dir.resolve("shots")), Clock.systemUTC());
        CountDownLatch ended = new CountDownLatch(1);
        session.stateProperty().addListener((o, was, now) -> { if (now == RunPhase.ENDED) ended.countDown(); });
        session.start(new RunRequest(flow, LIVE.site().url("cookies/"), decider, true, RunMode.RECORD, Set.of()));
        assertThat(ended.await(120, TimeUnit.SECONDS)).as("the studio's run ended: " + session.statusProperty().get()).isTrue();
        return session;
    }

    private static DeciderSetting service(String base) {
        return new DeciderSetting(DeciderSetting.Kind.CUSTOM, base, "jev-latest");
    }

    @Test
    void nothingListeningEndsTheRunBeforeItStartsNamingTheAddressInTheStatusLineAndTheDialog() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }

        StudioSession session = runInStudio(service("http://127.0.0.1:" + port));

        String said = "the decision service at http://127.0.0.1:" + port + " did not answer (connection refused)";
        assertThat(session.statusProperty().get()).startsWith("Run ended: decider_failed — " + said).contains("the run did not start");
        assertThat(session.deciderFailureProperty().get()).startsWith(said).doesNotContain("Exception", "\tat ");
        assertThat(session.history().rows()).as("no step ran").extracting(HistoryRow::key).containsExactly("end");
    }

    @Test
    void aServiceThatGoesAwayMidRunEndsItAsDeciderFailed() throws Exception {
        server = DecisionServiceFaultsTest.goneAfter(1);

        StudioSession session = runInStudio(service(server.baseUrl().toString()));

        assertThat(session.statusProperty().get()).startsWith("Run ended: decider_failed — the decision service at " + server.baseUrl() + " did not answer (");
        assertThat(session.deciderFailureProperty().get()).contains(" — 3 tries over ");
    }

    @Test
    void withTheSettingToGoOnOfflineTheRunFinishesAndSaysFromWhichStep() throws Exception {
        server = DecisionServiceFaultsTest.goneAfter(1);

        StudioSession session = runInStudio(service(server.baseUrl().toString()).withFallbackOffline(true));

        assertThat(session.deciderFailureProperty().get()).as("the run did not fail").isNull();
        assertThat(session.statusProperty().get()).startsWith("Run ended: completed");
        assertThat(session.history().rows()).filteredOn(r -> r.key().equals("fallback")).singleElement()
                .satisfies(r -> assertThat(r.detail()).startsWith("offline decides from here: the decision service at " + server.baseUrl()));
    }
}
