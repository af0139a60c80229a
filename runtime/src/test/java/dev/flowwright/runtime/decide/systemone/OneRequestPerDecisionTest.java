package dev.flowwright.runtime.decide.systemone;

import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A decision's framings go to System One in one request (docs/architecture.md#how-a-decision-is-made), and the run
 * comes out exactly as it does asking one framing per request: the same questions, the same answers per framing,
 * the same ballots, the same presses — in a fraction of the requests. Real HTTP: the local
 * {@link FakeSystemOneServer}, answering as the offline decider would.
 */
class OneRequestPerDecisionTest {
    private static final int VOTES = dev.flowwright.runtime.Thresholds.DEFAULT_VOTES;

    /** The same client, asking one framing per request as the runtime did before. */
    private record OneAtATime(Decider inner) implements Decider {
        @Override public String describe() { return inner.describe(); }
        @Override public int maxChoiceOptions() { return inner.maxChoiceOptions(); }
        @Override public boolean framingsTogether() { return false; }
        @Override public DecisionResponse decide(DecisionRequest request) { return inner.decide(request); }
    }

    private record Outcome(RunReport report, List<Event.Decision> decisions, List<String> clicks, List<FakeSystemOneServer.Received> requests) {}

    private static Outcome run(boolean together) throws Exception {
        OfflineDecider offline = new OfflineDecider();
        try (FakeSystemOneServer server = FakeSystemOneServer.start(request -> offline.decide(request).answers())) {
            Decider client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()), null, wait -> {}, Clock.systemUTC());
            Decider decider = together ? client : new OneAtATime(client);
            List<Event.Decision> decisions = new CopyOnWriteArrayList<>();
            EventBus bus = new EventBus();
            bus.add(e -> { if (e instanceof Event.Decision d) decisions.add(d); });
            Sim sim = SimApps.inbox();
            List<Step> steps = List.of(new Step.Do("press Archive"), new Step.Do("press Reply"));
            RunReport report;
            try (DecisionMaker asker = RunSetup.asker(decider, new Secrets(), bus, RunOptions.defaults())) {
                report = RunSetup.flowRun(new Flow("inbox", sim.app, null, Map.of(), steps), sim, asker).bus(bus).decider("systemone").build().run();
            }
            return new Outcome(report, decisions, new ArrayList<>(sim.clicks), server.received().stream().filter(r -> r.path().equals("/v1/systemone")).toList());
        }
    }

    @Test
    void framingsInOneRequestAnswerExactlyAsOneRequestPerFramingInAFractionOfTheRequests() throws Exception {
        Outcome apart = run(false);
        Outcome together = run(true);

        assertThat(apart.report().stop()).as(apart.report().toString()).isEqualTo(Stop.COMPLETED);
        assertThat(together.report().stop()).isEqualTo(Stop.COMPLETED);
        assertThat(together.clicks()).isEqualTo(apart.clicks()).isNotEmpty();
        assertThat(together.decisions()).hasSameSizeAs(apart.decisions()).isNotEmpty();
        int framings = 0;
        for (int i = 0; i < apart.decisions().size(); i++) {
            Event.Decision a = apart.decisions().get(i);
            Event.Decision t = together.decisions().get(i);
            assertThat(t.purpose()).isEqualTo(a.purpose());
            assertThat(t.questions()).as("decision %d asks the same", i).isEqualTo(a.questions());
            // apart, a quorum may leave the two slowest framings out of the ballot; together every framing arrives at once
            assertThat(t.framings()).as("decision %d: the same answer per framing", i).containsAll(a.framings());
            assertThat(t.ballot().keySet()).as("decision %d: the same questions answered", i).isEqualTo(a.ballot().keySet());
            t.ballot().forEach((id, answer) -> assertSame(answer, a.ballot().get(id)));
            framings += t.framings().size();
        }
        int asked = 0;
        for (Event.Decision a : apart.decisions()) asked += a.accounting().calls();
        // apart, a quorum's stragglers may still be on their way when the run ends: count what was charged
        assertThat(asked).as("apart: one request per framing").isEqualTo(framings);
        // the offline decider's framings agree, so every vote is settled or split in its first round: one request each
        assertThat(together.requests()).as("together: one request per decision").hasSize(together.decisions().size());
        assertThat(together.decisions()).allSatisfy(d -> assertThat(d.accounting().calls()).isEqualTo(1));
        assertThat(together.requests().get(0).json().path("questions").fieldNames()).toIterable()
                .as("each framed question under its own id").anySatisfy(id -> assertThat(id).startsWith("f2."));
    }

    /** The same answer, probabilities equal up to the order framings were added in. */
    private static void assertSame(dev.flowwright.runtime.decide.Answer t, dev.flowwright.runtime.decide.Answer a) {
        if (t instanceof dev.flowwright.runtime.decide.Answer.ChoiceAnswer c && a instanceof dev.flowwright.runtime.decide.Answer.ChoiceAnswer d) {
            assertThat(c.choice()).isEqualTo(d.choice());
            assertThat(c.probabilities().keySet()).isEqualTo(d.probabilities().keySet());
            c.probabilities().forEach((k, p) -> assertThat(p).isCloseTo(d.probabilities().get(k), org.assertj.core.data.Offset.offset(1e-9)));
        } else if (t instanceof dev.flowwright.runtime.decide.Answer.NoulAnswer y && a instanceof dev.flowwright.runtime.decide.Answer.NoulAnswer z) {
            assertThat(y.p()).isCloseTo(z.p(), org.assertj.core.data.Offset.offset(1e-9));
        } else if (t instanceof dev.flowwright.runtime.decide.Answer.ScoreAnswer x && a instanceof dev.flowwright.runtime.decide.Answer.ScoreAnswer w) {
            assertThat(x.score()).isCloseTo(w.score(), org.assertj.core.data.Offset.offset(1e-9));
        } else {
            assertThat(t).isEqualTo(a);
        }
    }

    @Test
    void aDecisionWhoseFramingsPassTheByteLimitTogetherIsSplitAtAFramingAndEachRequestStaysUnderIt() throws Exception {
        // a state of ~20 KB: with four long questions one framing is ~30 KB: two fit the 48 000-byte limit together, three do not
        int first = dev.flowwright.runtime.Thresholds.FIRST_VOTES;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 400; i++) text.append("link \"Message number ").append(i).append(" about the quarterly figures\"\n");
        OfflineDecider offline = new OfflineDecider();
        try (FakeSystemOneServer server = FakeSystemOneServer.start(request -> offline.decide(request).answers())) {
            SystemOneClient client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()), null, wait -> {}, Clock.systemUTC());
            try (DecisionMaker asker = RunSetup.asker(client, new Secrets(), new EventBus(), RunOptions.defaults())) {
                var questions = new java.util.LinkedHashMap<String, dev.flowwright.runtime.decide.Question>();
                for (int q = 0; q < 4; q++)
                    questions.put("q" + q, new dev.flowwright.runtime.decide.Question.Noul(
                            com.fasterxml.jackson.databind.node.TextNode.valueOf("Is message " + q + " shown? " + "x".repeat(2500))));
                var ballot = asker.ask(new dev.flowwright.runtime.decide.AskContext("1", 0, "test"),
                        com.fasterxml.jackson.databind.node.TextNode.valueOf(text.toString()), questions);
                assertThat(ballot.answers()).containsOnlyKeys(questions.keySet());
                assertThat(asker.votes()).isEqualTo(VOTES);
                assertThat(ballot.framings()).as("the offline decider's framings agree: the first round decides").hasSize(first);
            }
            List<FakeSystemOneServer.Received> sent = server.received();
            assertThat(sent).as("fewer requests than framings, more than one").hasSizeBetween(2, first - 1);
            assertThat(sent).allSatisfy(r -> assertThat(r.body().getBytes(java.nio.charset.StandardCharsets.UTF_8).length)
                    .isLessThanOrEqualTo(dev.flowwright.runtime.Thresholds.MAX_REQUEST_BYTES));
            int framed = 0;
            for (var r : sent) framed += r.json().path("questions").size();
            assertThat(framed).as("every framing of every question asked once").isEqualTo(4 * first);
        }
    }

}
