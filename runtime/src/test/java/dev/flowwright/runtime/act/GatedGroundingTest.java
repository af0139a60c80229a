package dev.flowwright.runtime.act;

import dev.flowwright.runtime.engine.RunSetup;
import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Asker;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The evidence gate wired into the do loop (docs/how-a-run-works.md#the-evidence-gate): with deliberation on (the
 * default) grounding, dismissals and moves read the whole ballot, and a gate that abstains never causes a click.
 * Each test sets up an answer the single-number bars would have acted on, so it fails if the gate is taken out of
 * the loop.
 */
class GatedGroundingTest {

    private static Sim mail() {
        return SimApps.inbox().goal(s -> !s.clicks.isEmpty());
    }

    private static String keyFor(Question q, String text) {
        return ((Question.Choice) q).options().entrySet().stream().filter(e -> e.getValue().contains(text))
                .findFirst().orElseThrow().getKey();
    }

    private static Answer.ChoiceAnswer split(String winner, double p, String runnerUp, double q) {
        Map<String, Double> probs = new LinkedHashMap<>();
        probs.put(winner, p);
        probs.put(runnerUp, q);
        probs.put("none", Math.max(0, 1 - p - q));
        return new Answer.ChoiceAnswer(winner, probs, p);
    }

    @Test
    void aTargetWonByNoneAbstainsWithoutAReaskAndNeverClicks() {
        Sim sim = mail();
        SimRun run = SimRun.of(sim);
        // none wins the first ask; a re-ask would have found Archive and confirmed it strongly
        run.oracle.on(Ask.TARGET, (id, q, s) -> split("none", 0.6, keyFor(q, "Archive"), 0.4))
                .on(Ask.AGAIN, (id, q, s) -> pick(keyFor(q, "Archive"), 0.9))
                .on(Ask.CONFIRM, (id, q, s) -> noul(0.95));
        RunReport r = run.run("file the message away");
        assertThat(sim.clicks).isEmpty();
        assertThat(run.oracle.asked(Ask.AGAIN)).isZero();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
    }

    @Test
    void aCloseCallIsNotTakenOnItsNumberAloneButReaskedAndLeftWhenTheConfirmIsWeak() {
        Sim sim = mail();
        SimRun run = SimRun.of(sim);
        // 0.75 clears the 0.70 bar, but the runner-up is only 0.15 behind: the gate deliberates
        run.oracle.on(Ask.TARGET, (id, q, s) -> split(keyFor(q, "Archive"), 0.75, keyFor(q, "Reply"), 0.6))
                .on(Ask.AGAIN, (id, q, s) -> pick(keyFor(q, "Archive"), 0.9))
                .on(Ask.CONFIRM, (id, q, s) -> noul(0.55));
        run.run("file the message away");
        assertThat(run.oracle.asked(Ask.AGAIN)).isPositive();
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aClearWinnerIsAcceptedAtOnce() {
        Sim sim = mail();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> split(keyFor(q, "Archive"), 0.75, keyFor(q, "Reply"), 0.2));
        run.run("file the message away");
        assertThat(sim.clicks).containsExactly("button \"Archive\"");
        assertThat(run.oracle.asked(Ask.AGAIN)).isZero();
    }

    @Test
    void anExactNameIsHeldToTheLowerFloorByTheGateToo() {
        Sim sim = mail();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> split(keyFor(q, "Quarterly report"), 0.6, keyFor(q, "Archive"), 0.1));
        run.run("open the quarterly report now");
        assertThat(sim.clicks).containsExactly("link \"Quarterly report\"");
        assertThat(run.oracle.asked(Ask.AGAIN)).isZero();
    }

    @Test
    void aTargetAnswerThatIsNoOfferedKeyNeverClicks() {
        Sim sim = mail();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick("99", 0.95))
                .on(Ask.AGAIN, (id, q, s) -> pick(keyFor(q, "Archive"), 0.9))
                .on(Ask.CONFIRM, (id, q, s) -> noul(0.95));
        run.run("file the message away");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aMoveTheGateAbstainsOnIsNotMade() {
        Sim sim = mail();
        SimRun run = SimRun.of(sim);
        // activate wins, but weakly and with the framings split: the gate abstains
        run.oracle.on(Ask.MOVE, (id, q, s) -> split("activate", 0.15, "wait", 0.1)).agreement(Ask.MOVE, 0.3);
        RunReport r = run.run("file the message away");
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(run.oracle.asked(Ask.TARGET)).isZero();
    }

    @Test
    void aDismissalTheGateAbstainsOnPressesNothing() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Quirks.promoToast(sim);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.DISMISS, (id, q, s) -> split(keyFor(q, "Close"), 0.15, "escape", 0.1)).agreement(Ask.DISMISS, 0.3)
                .on(Ask.MOVE, (id, q, s) -> pick("wait", 0.9));
        run.run("start a new email message");
        assertThat(sim.clicks).doesNotContain("button \"Close\"");
        assertThat(sim.keys).doesNotContain("escape");
    }

    @Test
    void gatedQuestionsGoToTheAskersGateSoADecisionMakerCanDeliberate() {
        Sim sim = mail();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Archive"), 0.9));
        List<Map<String, EvidenceGate.Bar>> gated = new ArrayList<>();
        Asker recording = new Asker() {
            @Override
            public Ballot ask(AskContext c, JsonNode state, Map<String, Question> q) { return run.oracle.ask(c, state, q); }

            @Override
            public GatedBallot askGated(AskContext c, JsonNode state, Map<String, Question> q, Map<String, EvidenceGate.Bar> bars) {
                gated.add(bars);
                return Asker.super.askGated(c, state, q, bars);
            }
        };
        Flow flow = new Flow("sim flow", sim.app, null, Map.of(), List.of(new Step.Do("file the message away")));
        RunSetup.flowRun(flow, sim, recording).bus(run.bus).build().run();
        assertThat(gated).anyMatch(b -> b.containsKey("target") && b.get("target").choice());
        assertThat(sim.clicks).containsExactly("button \"Archive\"");
    }
}
