package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Secrets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import static dev.flowwright.runtime.decide.ScriptedDecider.p;
import static dev.flowwright.runtime.decide.ScriptedDecider.state;
import static dev.flowwright.runtime.decide.ScriptedDecider.yesNo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The request pipeline around the vote: masking, budget, the none option, fitting and the Decision event. */
class DecisionMakerTest {
    private static final AskContext CONTEXT = new AskContext("2", 1, "ground: click to accomplish: sign in");
    private static final String PASSWORD = "hunter2-Qx9!";
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final List<Event> events = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() { pool.shutdownNow(); }

    private DecisionMaker maker(Decider decider, Secrets secrets, ModelBudget budget, int votes, ExchangeLog log) {
        return new DecisionMaker(decider, secrets, d -> events.add(Event.Decision.of(d)), log, budget, votes, true, new Hedging(new ManualScheduler()), pool, null);
    }

    private static ScriptedDecider yesToAll() {
        return new ScriptedDecider((r, call) -> {
            Map<String, Answer> out = new LinkedHashMap<>();
            r.questions().forEach((id, q) -> {
                if (q instanceof Question.Noul) out.put(id, p(0.9));
                if (q instanceof Question.Choice c) out.put(id, ScriptedDecider.pick(c, c.options().keySet().iterator().next(), 0.9));
            });
            return out;
        });
    }

    @Test
    void aSecretEchoedByThePageNeverReachesAnyRequestBody() {
        Secrets secrets = new Secrets().put("password", PASSWORD);
        ObjectNode state = state("Signed in with password " + PASSWORD);
        state.putArray("elements").add("textbox \"Password\" = \"" + PASSWORD + "\"");
        state.putObject("already_collected").put(PASSWORD, "a key that is a secret");
        Map<String, String> options = new LinkedHashMap<>();
        options.put("1", "textbox \"Password\" = \"" + PASSWORD + "\"");
        options.put("2", "button \"Sign in\"");
        Map<String, Question> questions = Map.of(
                "done", new Question.Noul(Instructions.of(Ask.DONE, "Is " + PASSWORD + " accepted?", "type " + PASSWORD), "yes " + PASSWORD, null),
                "target", new Question.Choice(Instructions.of(Ask.TARGET, "which?", "sign in"), options),
                "level", new Question.Score(null, List.of("none", "all of " + PASSWORD)));
        ScriptedDecider decider = yesToAll();
        List<String> logged = new CopyOnWriteArrayList<>();
        DecisionMaker maker = maker(decider, secrets, new ModelBudget(100), 3, (req, resp, id) -> logged.add(WireFormat.text(req)));

        maker.ask(CONTEXT, state, questions);

        List<String> bodies = new ArrayList<>();
        decider.requests().forEach(r -> bodies.add(new String(WireFormat.toBytes(r), java.nio.charset.StandardCharsets.UTF_8)));
        assertThat(bodies).hasSize(3).allSatisfy(b -> assertThat(b).doesNotContain(PASSWORD).contains("${password}"));
        assertThat(logged).hasSize(3).allSatisfy(b -> assertThat(b).doesNotContain(PASSWORD));
        Event.Decision decision = (Event.Decision) events.get(0);
        decision.questions().values().forEach(q -> assertThat(WireFormat.text(WireFormat.questionJson(q))).doesNotContain(PASSWORD));
    }

    @Test
    void manyThreadsAskingAtOnceEachGetTheirOwnBallot() throws Exception {
        ScriptedDecider echo = new ScriptedDecider((r, call) -> Map.of("done", p(r.state().path("visible_text").asText().length() / 100.0)));
        DecisionMaker maker = maker(echo, null, new ModelBudget(1000), 3, null);
        List<java.util.concurrent.Future<Double>> answers = new ArrayList<>();
        ExecutorService askers = Executors.newFixedThreadPool(8);
        try {
            for (int i = 1; i <= 40; i++) {
                String text = "x".repeat(i);
                answers.add(askers.submit(() -> maker.ask(CONTEXT, state(text), Map.of("done", yesNo("done?"))).yes("done").orElseThrow()));
            }
            for (int i = 1; i <= 40; i++) assertThat(answers.get(i - 1).get(10, java.util.concurrent.TimeUnit.SECONDS)).isCloseTo(i / 100.0, org.assertj.core.api.Assertions.within(1e-9));
        } finally {
            askers.shutdownNow();
        }
        assertThat(events).hasSize(40);
        assertThat(maker.budget().spent()).isEqualTo(120);
    }

    @Test
    void aSpentBudgetStopsTheDecisionWithBudget() {
        DecisionMaker maker = maker(yesToAll(), null, new ModelBudget(1), 1, null);
        maker.ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")));
        assertThatThrownBy(() -> maker.ask(CONTEXT, state("page"), Map.of("done", yesNo("done?"))))
                .isInstanceOfSatisfying(DecisionException.class, e -> assertThat(e.code()).isEqualTo(DecisionException.Code.BUDGET));
    }

    @Test
    void aNearlySpentBudgetSendsOnlyTheFramingsItCanPayFor() {
        ScriptedDecider decider = yesToAll();
        Ballot ballot = maker(decider, null, new ModelBudget(3), 7, null).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")));
        assertThat(decider.requests()).hasSize(3);
        assertThat(ballot.framings()).hasSize(3);
    }

    @Test
    void aChoiceMarkedAsNeedingNoneIsSentWithIt() {
        ScriptedDecider decider = yesToAll();
        ObjectNode ins = NoneOption.require(Instructions.of(Ask.TARGET, "which?", "open mail"));
        maker(decider, null, new ModelBudget(10), 1, null).ask(CONTEXT, state("page"),
                Map.of("t", new Question.Choice(ins, Map.of("1", "link \"Inbox\"", "2", "link \"Sent\""))));
        assertThat(((Question.Choice) decider.requests().get(0).questions().get("t")).options()).containsKey("none");
    }

    @Test
    void everyDecisionPublishesOneEventWithItsBallotThresholdsAndAccounting() {
        DecisionMaker maker = maker(yesToAll(), null, new ModelBudget(100), 3, null);
        maker.ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")), Map.of("done", EvidenceGate.Bar.yesNo(0.75)));
        assertThat(events).hasSize(1);
        Event.Decision d = (Event.Decision) events.get(0);
        assertThat(d.stepPath()).isEqualTo("2");
        assertThat(d.purpose()).isEqualTo(CONTEXT.purpose());
        assertThat(d.framings()).hasSize(3);
        assertThat(d.ballot().get("done")).isEqualTo(p(0.9));
        assertThat(d.thresholds()).containsEntry("done", 0.75);
        assertThat(d.verdict()).isEqualTo("accept done");
        assertThat(d.accounting().calls()).isEqualTo(3);
        assertThat(d.accounting().requestBytes()).isPositive();
        assertThat(d.accounting().estimatedTokens()).isGreaterThan(3 * 260L);
        assertThat(maker.accounting().summary().calls()).isEqualTo(1);
        assertThat(maker.accounting().summary().framings()).isEqualTo(3);
        assertThat(d.accounting().requestId()).startsWith("req-");
    }

    @Test
    void aFailedFramingIsLeftOutAndTheOthersStillCount() {
        ScriptedDecider decider = yesToAll().fail(1, new DecisionException(DecisionException.Code.SERVER, "503"));
        Ballot ballot = maker(decider, null, new ModelBudget(100), 3, null).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")));
        assertThat(ballot.framings()).hasSize(2);
        assertThat(ballot.yes("done")).contains(0.9);
    }

    @Test
    void whenEveryFramingFailsBecauseTheServiceFailedThatIsTheOutcomeNeverAnEmptyBallot() {
        DecisionException down = new DecisionException(DecisionException.Code.SERVER, "503");
        ScriptedDecider decider = yesToAll().fail(0, down).fail(1, down).fail(2, down);
        DecisionMaker maker = maker(decider, null, new ModelBudget(100), 3, null);

        assertThatThrownBy(() -> maker.ask(CONTEXT, state("page"), Map.of("done", yesNo("done?"))))
                .isSameAs(down);
    }

    @Test
    void whenEveryFramingFailsForAReasonOfItsOwnTheQuestionIsOnlyUnanswered() {
        DecisionException notRecorded = new DecisionException(DecisionException.Code.NOT_RECORDED, "no recording");
        ScriptedDecider decider = yesToAll().fail(0, notRecorded).fail(1, notRecorded).fail(2, notRecorded);

        Ballot ballot = maker(decider, null, new ModelBudget(100), 3, null).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")));

        assertThat(ballot.framings()).isEmpty();
    }

    @Test
    void anAnswerToAnOptionThatWasNotAskedIsNotCounted() {
        ScriptedDecider decider = new ScriptedDecider((r, call) -> Map.of("t", new Answer.ChoiceAnswer("X", Map.of("X", 1.0), 1.0)));
        Ballot ballot = maker(decider, null, new ModelBudget(100), 3, null).ask(CONTEXT, state("page"),
                Map.of("t", ScriptedDecider.choice("A", "B")));
        assertThat(ballot.choice("t")).isEmpty();
    }
}
