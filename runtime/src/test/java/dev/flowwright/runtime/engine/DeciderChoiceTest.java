package dev.flowwright.runtime.engine;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.cassette.RecordingDecider;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.WireFormat;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.journal.JournalWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DeciderChoiceTest {
    private static final Decider OFFLINE = new Decider() {
        @Override public String describe() { return "offline (embedded, no network)"; }
        @Override public DecisionResponse decide(DecisionRequest r) {
            return new DecisionResponse("offline", Map.of("done", new Answer.NoulAnswer(0.5)), null, null);
        }
    };

    @Test
    void withNothingConfiguredTheDefaultIsOffline() {
        assertThat(DeciderChoice.parse(null, Map.of()).kind()).isEqualTo(DeciderChoice.Kind.OFFLINE);
    }

    @Test
    void aKeyMakesSystemOneTheDefault() {
        assertThat(DeciderChoice.parse(null, Map.of("TYPESAFE_API_KEY", "k")).kind()).isEqualTo(DeciderChoice.Kind.SYSTEMONE);
    }

    @Test
    void aBaseUrlMakesSystemOneTheDefault() {
        DeciderChoice c = DeciderChoice.parse("", Map.of("TYPESAFE_BASE_URL", "http://localhost:11434"));

        assertThat(c.kind()).isEqualTo(DeciderChoice.Kind.SYSTEMONE);
        assertThat(c.systemOne().isLocal()).isTrue();
    }

    @Test
    void theFlagWinsOverTheEnvironment() {
        assertThat(DeciderChoice.parse("offline", Map.of("TYPESAFE_API_KEY", "k")).kind()).isEqualTo(DeciderChoice.Kind.OFFLINE);
    }

    @Test
    void cassetteTakesThePathAfterTheColon() {
        DeciderChoice c = DeciderChoice.parse("cassette:runs/2026-11-30T12-00-00/journal.jsonl", Map.of());

        assertThat(c.kind()).isEqualTo(DeciderChoice.Kind.CASSETTE);
        assertThat(c.cassette()).isEqualTo(Path.of("runs/2026-11-30T12-00-00/journal.jsonl"));
    }

    @Test
    void anUnknownDeciderIsAUsageError() {
        assertThatThrownBy(() -> DeciderChoice.parse("gpt", Map.of())).isInstanceOf(DeciderSetupException.class)
                .hasMessage("unknown decider \"gpt\": use --decider offline|systemone|cassette:PATH|chaos[:SEED]");
    }

    @Test
    void aCassetteWithoutAPathIsAUsageError() {
        assertThatThrownBy(() -> DeciderChoice.parse("cassette:", Map.of())).isInstanceOf(DeciderSetupException.class)
                .hasMessageContaining("needs the journal to replay");
    }

    @Test
    void systemOneAgainstARemoteServerWithoutAKeyFailsWhenOpened() {
        DeciderChoice c = DeciderChoice.parse("systemone", Map.of());

        assertThatThrownBy(() -> c.open(() -> OFFLINE, ExchangeLog.NONE)).isInstanceOf(DeciderSetupException.class)
                .hasMessageContaining("set TYPESAFE_API_KEY");
    }

    @Test
    void openedSystemOneDescribesItselfAndRecordsToTheJournal() throws Exception {
        try (FakeSystemOneServer server = FakeSystemOneServer.start()) {
            List<String> ids = new ArrayList<>();
            Decider d = DeciderChoice.parse("systemone", Map.of("TYPESAFE_BASE_URL", server.baseUrl().toString()))
                    .open(() -> OFFLINE, (req, resp, id) -> ids.add(id));

            d.decide(new DecisionRequest(null, TextNode.valueOf("s"), Map.of("done", new Question.Noul(TextNode.valueOf("Done?")))));

            assertThat(d.describe()).isEqualTo("systemone " + server.baseUrl() + " model jev-latest (local, no key)");
            assertThat(ids).containsExactly("req-1");
        }
    }

    @Test
    void openedOfflineIsTheSuppliedDeciderRecorded() {
        List<String> recorded = new ArrayList<>();
        Decider d = DeciderChoice.parse("offline", Map.of()).open(() -> OFFLINE, (req, resp, id) -> recorded.add(WireFormat.text(resp)));

        d.decide(new DecisionRequest(null, TextNode.valueOf("s"), Map.of("done", new Question.Noul(TextNode.valueOf("Done?")))));

        assertThat(d).isInstanceOf(RecordingDecider.class);
        assertThat(d.describe()).isEqualTo("offline (embedded, no network)");
        assertThat(recorded).hasSize(1);
    }

    @Test
    void openedCassetteSaysHowManyExchangesItHolds(@TempDir Path run) throws Exception {
        try (JournalWriter journal = JournalWriter.at(run, new Secrets())) {
            journal.on(new Event.RunStarted(Instant.now(), "r-1", "search", "browser", "offline", "http://localhost:8700/"));
        }

        Decider d = DeciderChoice.parse("cassette:" + run, Map.of()).open(() -> OFFLINE, ExchangeLog.NONE);

        assertThat(d.describe()).isEqualTo("cassette " + run.resolve("journal.jsonl") + " (0 exchanges)");
    }
}
