package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.run.RunOptions;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The run's cache (docs/architecture.md#how-a-decision-is-made): the same questions with the same options on the
 * same screen are answered once per run; a changed screen, changed options or a new run ask again, and a
 * question that came back unanswered is asked again. Real HTTP to the local {@link FakeSystemOneServer}.
 */
class RunCacheTest {
    private static final AskContext JUDGE = new AskContext("1", 0, "judge");

    private static Map<String, Question> questions(String... options) {
        Map<String, Question> q = new LinkedHashMap<>();
        q.put("done", new Question.Noul(TextNode.valueOf("Has the message been archived?")));
        Map<String, String> o = new LinkedHashMap<>();
        for (String option : options) o.put(option, "button \"" + option + "\"");
        q.put("target", new Question.Choice(TextNode.valueOf("Which control archives the message?"), o));
        return q;
    }

    private static DecisionMaker maker(FakeSystemOneServer server) {
        SystemOneClient client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()), null, wait -> {}, Clock.systemUTC());
        return RunSetup.asker(client, new Secrets(), new EventBus(), RunOptions.defaults());
    }

    private static int posts(FakeSystemOneServer server) {
        return (int) server.received().stream().filter(r -> r.path().equals("/v1/systemone")).count();
    }

    @Test
    void theSameQuestionsOnTheSameScreenAreAskedOncePerRunAndAnsweredTheSame() throws Exception {
        try (FakeSystemOneServer server = FakeSystemOneServer.start()) {
            TextNode screen = TextNode.valueOf("button \"Archive\" e1\nbutton \"Reply\" e2");
            try (DecisionMaker run = maker(server)) {
                Ballot first = run.ask(JUDGE, screen, questions("archive", "reply"));
                int asked = posts(server);
                assertThat(asked).isEqualTo(1);

                Ballot again = run.ask(JUDGE, screen, questions("archive", "reply"));
                assertThat(posts(server)).as("answered from the run's cache").isEqualTo(asked);
                assertThat(again.answers()).isEqualTo(first.answers());
                assertThat(again.framings()).isEqualTo(first.framings());
                assertThat(run.accounting().summary().framings()).as("requests: the cached decision sent none").isEqualTo(1);

                run.ask(JUDGE, TextNode.valueOf("button \"Archive\" e1\nbutton \"Reply\" e2\ntext \"Archived\""), questions("archive", "reply"));
                assertThat(posts(server)).as("a changed screen is asked").isEqualTo(asked + 1);
                run.ask(JUDGE, screen, questions("archive", "reply", "forward"));
                assertThat(posts(server)).as("changed options are asked").isEqualTo(asked + 2);
            }
            try (DecisionMaker nextRun = maker(server)) {
                nextRun.ask(JUDGE, screen, questions("archive", "reply"));
                assertThat(posts(server)).as("a new run asks afresh").isEqualTo(3 + 1);
            }
        }
    }

    @Test
    void aQuestionThatCameBackUnansweredIsAskedAgainNotRememberedAsNoAnswer() throws Exception {
        List<Integer> calls = new CopyOnWriteArrayList<>();
        try (FakeSystemOneServer server = FakeSystemOneServer.start(request -> {
            calls.add(request.questions().size());
            Map<String, Answer> answers = new LinkedHashMap<>(FakeSystemOneServer.confidentFirstOptions(request));
            if (calls.size() == 1) answers.keySet().removeIf(id -> id.endsWith("done")); // the first answer leaves "done" out
            return answers;
        })) {
            TextNode screen = TextNode.valueOf("button \"Archive\" e1");
            try (DecisionMaker run = maker(server)) {
                Ballot first = run.ask(JUDGE, screen, questions("archive", "reply"));
                assertThat(first.answers()).doesNotContainKey("done");
                Ballot second = run.ask(JUDGE, screen, questions("archive", "reply"));
                assertThat(calls).hasSize(2);
                assertThat(second.answers()).containsKeys("done", "target");
                run.ask(JUDGE, screen, questions("archive", "reply"));
                assertThat(calls).as("now wholly answered, it is cached").hasSize(2);
            }
        }
    }
}
