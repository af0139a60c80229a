package dev.flowwright.runtime.decide.cassette;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer.Reply;
import dev.flowwright.runtime.decide.systemone.SystemOneClient;
import dev.flowwright.runtime.decide.systemone.SystemOneConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class CassetteDeciderTest {
    @TempDir
    Path run;

    private Path journal() { return run.resolve("journal.jsonl"); }

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
            SystemOneClient client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()), new JournalFile(journal()), d -> {}, Clock.systemUTC());
            live1 = client.decide(first);
            live2 = client.decide(second);
        }

        CassetteDecider cassette = CassetteDecider.open(run);

        assertThat(cassette.decide(second)).isEqualTo(live2);
        assertThat(cassette.decide(first)).isEqualTo(live1);
        assertThat(cassette.describe()).isEqualTo("cassette " + journal() + " (2 exchanges)");
    }

    @Test
    void aRecordingDeciderMakesAnyDeciderReplayable() {
        Decider recorded = new RecordingDecider(counting(), new JournalFile(journal()));
        DecisionResponse live = recorded.decide(request("s", "Done?"));

        assertThat(CassetteDecider.open(journal()).decide(request("s", "Done?"))).isEqualTo(live);
    }

    @Test
    void aRequestAskedTwiceGetsItsRecordedAnswersInOrderThenTheLastAgain() {
        Decider recorded = new RecordingDecider(counting(), new JournalFile(journal()));
        recorded.decide(request("s", "Done?"));
        recorded.decide(request("s", "Done?"));
        CassetteDecider cassette = CassetteDecider.open(journal());

        assertThat(List.of(cassette.decide(request("s", "Done?")).requestId(), cassette.decide(request("s", "Done?")).requestId(),
                cassette.decide(request("s", "Done?")).requestId())).containsExactly("id-1", "id-2", "id-2");
    }

    @Test
    void anUnseenStateFailsClosedNamingTheQuestionsAndWhereTheStateDiffers() {
        new RecordingDecider(counting(), new JournalFile(journal())).decide(request("the search page", "Done?"));

        DecisionException e = catchThrowableOfType(() -> CassetteDecider.open(journal()).decide(request("the results page", "Done?")),
                DecisionException.class);

        assertThat(e.code()).isEqualTo(DecisionException.Code.NOT_RECORDED);
        assertThat(e.getMessage()).contains("asking [done, move]", "the state differs", "at character 6: \"results page\"");
    }

    @Test
    void anUnseenQuestionWordingIsNamed() {
        new RecordingDecider(counting(), new JournalFile(journal())).decide(request("s", "Done?"));

        assertThatThrownBy(() -> CassetteDecider.open(journal()).decide(request("s", "Is it done?")))
                .hasMessageContaining("question \"done\" differs from the nearest recording: its instructions differ");
    }

    @Test
    void unseenQuestionIdsAreNamed() {
        new RecordingDecider(counting(), new JournalFile(journal())).decide(request("s", "Done?"));
        DecisionRequest other = new DecisionRequest(null, TextNode.valueOf("s"), Map.of("blocked", new Question.Noul(TextNode.valueOf("Blocked?"))));

        assertThatThrownBy(() -> CassetteDecider.open(journal()).decide(other))
                .hasMessageContaining("asking [blocked]").hasMessageContaining("the nearest asked [done, move]");
    }

    @Test
    void theModelIsNotPartOfTheMatch() {
        new RecordingDecider(counting(), new JournalFile(journal())).decide(request("s", "Done?"));
        DecisionRequest named = new DecisionRequest("jev-1.13.0", TextNode.valueOf("s"), request("s", "Done?").questions());

        assertThat(CassetteDecider.open(journal()).decide(named).answers()).hasSize(2);
    }

    @Test
    void aRecordedMalformedAnswerFailsClosedOnReplayToo() throws Exception {
        try (FakeSystemOneServer server = FakeSystemOneServer.start()) {
            server.script(Reply.raw("{\"answers\":{\"done\":{\"type\":\"noul\",\"noul\":1.7},\"move\":{\"type\":\"choice\",\"choice\":\"wait\"}}}"));
            new SystemOneClient(SystemOneConfig.local(server.baseUrl()), new JournalFile(journal()), d -> {}, Clock.systemUTC())
                    .decide(request("s", "Done?"));
        }

        assertThat(CassetteDecider.open(journal()).decide(request("s", "Done?")).answers()).containsOnlyKeys("move");
    }

    @Test
    void otherJournalLinesAreSkipped() {
        JournalFile file = new JournalFile(journal());
        file.append("{\"type\":\"run\",\"flow\":\"x.flow.yaml\"}");
        new RecordingDecider(counting(), file).decide(request("s", "Done?"));
        file.append("{\"type\":\"step\",\"path\":\"1\"}");

        assertThat(CassetteDecider.open(journal()).exchanges()).isEqualTo(1);
    }

    @Test
    void aMalformedLineIsASetupErrorWithFileLineAndColumn() {
        JournalFile file = new JournalFile(journal());
        new RecordingDecider(counting(), file).decide(request("s", "Done?"));
        file.append("{\"type\":\"exchange\", oops}");

        assertThatThrownBy(() -> CassetteDecider.open(journal())).isInstanceOf(DeciderSetupException.class)
                .hasMessageStartingWith(journal() + ":2:");
    }

    @Test
    void aMissingJournalIsASetupError() {
        assertThatThrownBy(() -> CassetteDecider.open(run.resolve("nope"))).isInstanceOf(DeciderSetupException.class)
                .hasMessageContaining("no journal at");
    }
}
