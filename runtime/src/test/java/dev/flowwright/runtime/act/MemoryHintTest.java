package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.target.Grounding;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.GroundingHint;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.flowwright.runtime.sim.Answers.level;
import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Grounding memory (docs/how-a-run-works.md#remembering-controls): what earlier runs
 * learned is offered first and taken after one confirm; a run hands back what its groundings learned.
 */
class MemoryHintTest {
    private static final String PURPOSE = "click to accomplish: file the message away";

    private static String keyFor(Question q, String text) {
        return ((Question.Choice) q).options().entrySet().stream().filter(e -> e.getValue().contains(text))
                .findFirst().map(java.util.Map.Entry::getKey).orElse("none");
    }

    private static SimRun remembering(Sim sim, GroundingHint... hints) {
        SimRun run = SimRun.of(sim);
        run.options = RunOptions.defaults().withMemory(List.of(hints));
        return run;
    }

    @Test
    void aRememberedControlIsConfirmedAndPressedWithoutAskingOverTheScreen() {
        Sim sim = SimApps.inbox().goal(s -> !s.clicks.isEmpty());
        SimRun run = remembering(sim, new GroundingHint("Mail", PURPOSE, "button", "Archive", List.of()));
        run.oracle.on(Ask.CONFIRM, (id, q, s) -> noul(0.9));
        run.run("file the message away");
        assertThat(sim.clicks).containsExactly("button \"Archive\"");
        assertThat(run.oracle.asked(Ask.TARGET)).isZero();
        assertThat(run.oracle.asked(Ask.CONFIRM)).isEqualTo(1);
    }

    @Test
    void anUnconfirmedMemoryFallsBackToOrdinaryGrounding() {
        Sim sim = SimApps.inbox().goal(s -> !s.clicks.isEmpty());
        SimRun run = remembering(sim, new GroundingHint("Mail", PURPOSE, "button", "Archive", List.of()));
        run.oracle.on(Ask.CONFIRM, (id, q, s) -> noul(0.1)).on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Reply"), 0.9));
        run.run("file the message away");
        assertThat(sim.clicks).containsExactly("button \"Reply\"");
        assertThat(run.oracle.asked(Ask.TARGET)).isPositive();
    }

    @Test
    void aHintForAnotherApplicationOrPurposeIsNotUsed() {
        Sim sim = SimApps.inbox().goal(s -> !s.clicks.isEmpty());
        SimRun run = remembering(sim, new GroundingHint("Shop", PURPOSE, "button", "Archive", List.of()),
                new GroundingHint("Mail", "click to accomplish: something else", "button", "Archive", List.of()));
        run.oracle.on(Ask.CONFIRM, (id, q, s) -> noul(0.9)).on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Reply"), 0.9));
        run.run("file the message away");
        assertThat(sim.clicks).containsExactly("button \"Reply\"");
        assertThat(run.oracle.asked(Ask.CONFIRM)).isZero();
    }

    @Test
    void aRememberedControlTheStepBannedIsNotOfferedAgain() {
        Sim sim = SimApps.inbox(); // Archive changes nothing: it is banned after the first press
        SimRun run = remembering(sim, new GroundingHint("Mail", PURPOSE, "button", "Archive", List.of()));
        run.oracle.on(Ask.CONFIRM, (id, q, s) -> noul(0.9)).on(Ask.TARGET, (id, q, s) -> pick(keyFor(q, "Reply"), 0.9));
        run.run("file the message away");
        assertThat(sim.clicks).startsWith("button \"Archive\"", "button \"Reply\"");
        assertThat(sim.clicks.stream().filter(c -> c.contains("Archive")).count()).isEqualTo(1);
    }

    @Test
    void aRunHandsBackWhatItsGroundingsLearnedAndTheNextRunUsesIt() {
        Sim first = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        SimRun run1 = SimRun.of(first);
        RunReport r1 = run1.run("start a new email message");
        assertThat(r1.learned()).containsExactly(new GroundingHint("Mail", "click to accomplish: start a new email message",
                "button", "New Message", List.of()));
        assertThat(r1.toJson()).contains("\"learned\"");

        Sim second = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        SimRun run2 = remembering(second, r1.learned().toArray(GroundingHint[]::new));
        run2.run("start a new email message");
        assertThat(second.clicks).containsExactly("button \"New Message\"");
        assertThat(run2.oracle.asked(Ask.TARGET)).isZero();
    }

    @Test
    void aPressThatWasUndoneOrAStepThatFailedTeachesNothing() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        // every press is judged unhelpful and undone; the step never ends well
        run.oracle.on(Ask.HELPED, (id, q, s) -> noul(0.1)).on(Ask.PROGRESS, (id, q, s) -> level(1));
        RunReport r = run.run("start a new email message");
        assertThat(sim.clicks).isNotEmpty();
        assertThat(r.learned()).isEmpty();
    }
}
