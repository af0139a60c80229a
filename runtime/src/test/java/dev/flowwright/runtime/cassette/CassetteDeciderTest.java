package dev.flowwright.runtime.cassette;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.decide.systemone.SystemOneKnockoutTest;
import dev.flowwright.runtime.engine.DeciderChoice;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer.Reply;
import dev.flowwright.runtime.decide.systemone.SystemOneClient;
import dev.flowwright.runtime.decide.systemone.SystemOneConfig;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.journal.JournalWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class CassetteDeciderTest {
    @TempDir
    Path run;

    private JournalWriter writer;

    private Path journal() { return run.resolve("journal.jsonl"); }

    /** The real journal writer, as a run uses it. */
    private ExchangeLog journalLog() {
        try {
            writer = JournalWriter.at(run, new Secrets());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return writer::exchange;
    }

    /** Closes the journal (as the end of a run does) and opens it as a cassette. */
    private CassetteDecider replay() {
        writer.close();
        return CassetteDecider.open(journal());
    }

    private void append(String text) throws Exception {
        writer.close();
        Files.writeString(journal(), text, StandardOpenOption.APPEND);
    }

    private static DecisionRequest request(String state, String doneInstructions) {
        Map<String, Question> q = new LinkedHashMap<>();
        q.put("done", new Question.Noul(TextNode.valueOf(doneInstructions)));
        q.put("move", new Question.Choice(TextNode.valueOf("Which move?"), Map.of("activate", "click", "wait", "wait")));
        return new DecisionRequest(null, TextNode.valueOf(state), q);
    }

    /** A decider that says yes with a probability that grows on every call, so replays are told apart. */
    private static Decider counting() {
        AtomicInteger calls = new AtomicInteger();
        return new Decider() {
            @Override public String describe() { return "counting"; }
            @Override public DecisionResponse decide(DecisionRequest r) {
                int n = calls.incrementAndGet();
                Map<String, Answer> a = new LinkedHashMap<>();
                r.questions().keySet().forEach(id -> a.put(id, id.equals("move")
                        ? new Answer.ChoiceAnswer("wait", Map.of("wait", 1.0), 1.0) : new Answer.NoulAnswer(n / 10.0)));
                return new DecisionResponse("counting", a, null, "id-" + n);
            }
        };
    }

    @Test
    void aRunRecordedFromSystemOneReplaysIdentically() throws Exception {
        DecisionRequest first = request("search page", "Has the search been done?");
        DecisionRequest second = request("results page", "Has the search been done?");
        DecisionResponse live1;
        DecisionResponse live2;
        try (FakeSystemOneServer server = FakeSystemOneServer.start()) {
            SystemOneClient client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()), journalLog(), d -> {}, Clock.systemUTC());
            live1 = client.decide(first);
            live2 = client.decide(second);
        }

        writer.close();
        CassetteDecider cassette = CassetteDecider.open(run);

        assertThat(cassette.decide(second)).isEqualTo(live2);
        assertThat(cassette.decide(first)).isEqualTo(live1);
        assertThat(cassette.describe()).isEqualTo("cassette " + journal() + " (2 exchanges)");
    }

    @Test
    void aDecisionWhoseFramingsWentInOneRequestReplaysInOneRequestWithTheSameBallot() throws Exception {
        DecisionRequest asked = request("search page", "Has the search been done?");
        dev.flowwright.runtime.decide.Ballot live;
        try (FakeSystemOneServer server = FakeSystemOneServer.start()) {
            SystemOneClient client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()), journalLog(), d -> {}, Clock.systemUTC());
            writer.hostLimits(client.maxChoiceOptions(), client.framingsTogether(), client.sequentialVoting());
            try (dev.flowwright.runtime.decide.DecisionMaker maker = maker(client)) {
                live = maker.ask(new dev.flowwright.runtime.decide.AskContext("1", 0, "judge"), asked.state(), asked.questions());
            }
            assertThat(server.received()).hasSize(1);
        }
        CassetteDecider cassette = replay();
        assertThat(cassette.exchanges()).isEqualTo(1);
        assertThat(cassette.framingsTogether()).as("the journal says how the run asked").isTrue();
        try (dev.flowwright.runtime.decide.DecisionMaker maker = maker(cassette)) {
            var replayed = maker.ask(new dev.flowwright.runtime.decide.AskContext("1", 0, "judge"), asked.state(), asked.questions());
            assertThat(replayed.answers()).isEqualTo(live.answers());
            assertThat(replayed.framings()).isEqualTo(live.framings());
        }
    }

    @Test
    void aJournalFromBeforeFramingsWentTogetherReplaysOneRequestPerFraming() throws Exception {
        journalLog();
        append("{\"type\":\"host_limits\",\"time\":\"2026-12-01T10:00:00Z\",\"maxChoiceOptions\":26}\n");
        CassetteDecider cassette = CassetteDecider.open(journal());
        assertThat(cassette.maxChoiceOptions()).isEqualTo(26);
        assertThat(cassette.framingsTogether()).isFalse();
    }

    private static dev.flowwright.runtime.decide.DecisionMaker maker(Decider decider) {
        return new dev.flowwright.runtime.decide.DecisionMaker(decider, new Secrets(), null, ExchangeLog.NONE,
                dev.flowwright.runtime.decide.ModelBudget.standard(), dev.flowwright.runtime.Thresholds.DEFAULT_VOTES, true);
    }

    @Test
    void aRecordingDeciderMakesAnyDeciderReplayable() {
        Decider recorded = new RecordingDecider(counting(), journalLog());
        DecisionResponse live = recorded.decide(request("s", "Done?"));

        assertThat(replay().decide(request("s", "Done?"))).isEqualTo(live);
    }

    @Test
    void aRequestAskedTwiceGetsItsRecordedAnswersInOrderThenTheLastAgain() {
        Decider recorded = new RecordingDecider(counting(), journalLog());
        recorded.decide(request("s", "Done?"));
        recorded.decide(request("s", "Done?"));
        CassetteDecider cassette = replay();

        assertThat(List.of(cassette.decide(request("s", "Done?")).requestId(), cassette.decide(request("s", "Done?")).requestId(),
                cassette.decide(request("s", "Done?")).requestId())).containsExactly("id-1", "id-2", "id-2");
    }

    @Test
    void anUnseenStateFailsClosedNamingTheQuestionsAndWhereTheStateDiffers() {
        new RecordingDecider(counting(), journalLog()).decide(request("the search page", "Done?"));

        DecisionException e = catchThrowableOfType(() -> replay().decide(request("the results page", "Done?")),
                DecisionException.class);

        assertThat(e.code()).isEqualTo(DecisionException.Code.NOT_RECORDED);
        assertThat(e.getMessage()).contains("asking [done, move]", "the state differs", "at character 6: \"results page\"");
    }

    @Test
    void anUnseenQuestionWordingIsNamed() {
        new RecordingDecider(counting(), journalLog()).decide(request("s", "Done?"));

        assertThatThrownBy(() -> replay().decide(request("s", "Is it done?")))
                .hasMessageContaining("question \"done\" differs from the nearest recording: its instructions differ");
    }

    @Test
    void unseenQuestionIdsAreNamed() {
        new RecordingDecider(counting(), journalLog()).decide(request("s", "Done?"));
        DecisionRequest other = new DecisionRequest(null, TextNode.valueOf("s"), Map.of("blocked", new Question.Noul(TextNode.valueOf("Blocked?"))));

        assertThatThrownBy(() -> replay().decide(other))
                .hasMessageContaining("asking [blocked]").hasMessageContaining("the nearest asked [done, move]");
    }

    @Test
    void theModelIsNotPartOfTheMatch() {
        new RecordingDecider(counting(), journalLog()).decide(request("s", "Done?"));
        DecisionRequest named = new DecisionRequest("jev-1.13.0", TextNode.valueOf("s"), request("s", "Done?").questions());

        assertThat(replay().decide(named).answers()).hasSize(2);
    }

    @Test
    void aRecordedMalformedAnswerFailsClosedOnReplayToo() throws Exception {
        try (FakeSystemOneServer server = FakeSystemOneServer.start()) {
            server.script(Reply.raw("{\"answers\":{\"done\":{\"type\":\"noul\",\"noul\":1.7},\"move\":{\"type\":\"choice\",\"choice\":\"wait\"}}}"));
            new SystemOneClient(SystemOneConfig.local(server.baseUrl()), journalLog(), d -> {}, Clock.systemUTC())
                    .decide(request("s", "Done?"));
        }

        assertThat(replay().decide(request("s", "Done?")).answers()).containsOnlyKeys("move");
    }

    @Test
    void otherJournalLinesAreSkipped() throws Exception {
        ExchangeLog log = journalLog();
        writer.on(new Event.RunStarted(Instant.now(), "r-1", "search", "browser", "counting", "http://localhost:8700/"));
        new RecordingDecider(counting(), log).decide(request("s", "Done?"));
        writer.on(new Event.Turn(Instant.now(), "1", 0, "clicked Search"));

        assertThat(replay().exchanges()).isEqualTo(1);
    }

    @Test
    void aMalformedLineIsASetupErrorWithFileLineAndColumn() throws Exception {
        new RecordingDecider(counting(), journalLog()).decide(request("s", "Done?"));
        append("{\"type\":\"exchange\", oops}\n{\"type\":\"withheld\"}\n");

        assertThatThrownBy(() -> CassetteDecider.open(journal())).isInstanceOf(DeciderSetupException.class)
                .hasMessageContaining("journal.jsonl:2:");
    }

    @Test
    void aLastLineCutShortByACrashIsSkipped() throws Exception {
        new RecordingDecider(counting(), journalLog()).decide(request("s", "Done?"));
        append("{\"type\":\"exchange\",\"requ");

        assertThat(CassetteDecider.open(journal()).decide(request("s", "Done?")).answers()).hasSize(2);
    }

    @Test
    void aLongChoiceRecordedOnAHostOfTwentySixReplaysInTheSameKnockoutRounds() throws Exception {
        AskContext context = new AskContext("2", 0, "ground: click to accomplish: pick Zurich");
        Map<String, Question> questions = Map.of("city", SystemOneKnockoutTest.cities());
        Map<String, EvidenceGate.Bar> bar = Map.of("city", EvidenceGate.Bar.choice(0.7));
        List<Event.Decision> live = new CopyOnWriteArrayList<>();
        GatedBallot recorded;
        try (FakeSystemOneServer server = FakeSystemOneServer.start(SystemOneKnockoutTest::findsZurich).refuseChoicesOver(26)) {
            writer = JournalWriter.at(run, new Secrets());
            Decider opened = DeciderChoice.parse("systemone", Map.of("TYPESAFE_BASE_URL", server.baseUrl().toString())).open(() -> null, writer);
            try (DecisionMaker maker = new DecisionMaker(opened, null, d -> live.add(Event.Decision.of(d)), ExchangeLog.NONE,
                    new ModelBudget(100), 3, false)) {
                recorded = maker.askGated(context, TextNode.valueOf("sixty cities"), questions, bar);
            }
        }
        CassetteDecider cassette = replay();
        List<Event.Decision> replayed = new CopyOnWriteArrayList<>();

        GatedBallot again;
        try (DecisionMaker maker = new DecisionMaker(cassette, null, d -> replayed.add(Event.Decision.of(d)), ExchangeLog.NONE,
                new ModelBudget(100), 3, false)) {
            again = maker.askGated(context, TextNode.valueOf("sixty cities"), questions, bar);
        }

        assertThat(recorded.chosen("city")).contains("47");
        assertThat(again.chosen("city")).contains("47");
        assertThat(again.ballot().answers()).isEqualTo(recorded.ballot().answers());
        assertThat(replayed).extracting(Event.Decision::purpose).containsExactlyElementsOf(live.stream().map(Event.Decision::purpose).toList())
                .first().asString().startsWith("knockout round 1: ");
        assertThat(cassette.maxChoiceOptions()).isEqualTo(26);
    }

    @Test
    void aJournalThatNamesNoHostLimitReplaysAsTheHostedApi() {
        new RecordingDecider(counting(), journalLog()).decide(request("s", "Done?"));

        assertThat(replay().maxChoiceOptions()).isEqualTo(255);
    }

    @Test
    void aMissingJournalIsASetupError() {
        assertThatThrownBy(() -> CassetteDecider.open(run.resolve("nope"))).isInstanceOf(DeciderSetupException.class)
                .hasMessageContaining("no journal at");
    }
}
