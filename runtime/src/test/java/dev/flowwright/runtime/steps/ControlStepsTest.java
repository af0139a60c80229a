package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.flowwright.runtime.sim.Answers.noul;
import static org.assertj.core.api.Assertions.assertThat;

/** verify, wait_for, if, repeat_until, open, browse (docs/step-kinds.md#verify-wait_for-if-repeat_until, docs/step-kinds.md#open-browse). */
class ControlStepsTest {

    @Test
    void controlStepsAreReportedParentBeforeChildWithPaths() {
        Sim sim = SimApps.inbox().goal(s -> true);
        RunReport r = SimRun.of(sim).run(
                new Step.If("the inbox is showing", List.of(new Step.Do("open the inbox")), List.of()),
                new Step.Verify("the inbox is showing"),
                new Step.WaitFor("the inbox is showing"),
                new Step.Open("Mail"),
                new Step.Browse("https://example.com"));
        assertThat(r.steps()).extracting(StepReport::path).containsExactly("1", "1.1", "2", "3", "4", "5");
        assertThat(r.steps()).extracting(StepReport::outcome).doesNotContain(Outcome.FAILED);
    }

    @Test
    void ifRunsTheElseStepsWhenTheConditionDoesNotHold() {
        Sim sim = SimApps.inbox();
        RunReport r = SimRun.of(sim).run(new Step.If("a draft is open",
                List.of(new Step.Browse("https://then.example")), List.of(new Step.Browse("https://else.example"))));
        assertThat(sim.navigations).containsExactly("https://else.example");
        assertThat(r.steps()).extracting(StepReport::path).containsExactly("1", "1.1");
    }

    @Test
    void aFailingChildFailsItsIfNamingTheChild() {
        Sim sim = SimApps.inbox().goal(s -> true);
        Quirks.frozen(sim);
        sim.quirks.add(Sim.Quirk.FAIL_NAVIGATE);
        RunReport r = SimRun.of(sim).run(new Step.If("the inbox is showing", List.of(new Step.Browse("https://x.example")), List.of()));
        assertThat(r.step("1").orElseThrow().note()).startsWith("step 1.1: https://x.example could not be opened");
    }

    @Test
    void verifyFailsWhenTheScreenDoesNotShowTheCondition() {
        Sim sim = SimApps.inbox();
        RunReport r = SimRun.of(sim).run(new Step.Verify("the message was sent"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("verify: the screen does not show: the message was sent (confidence 0.05)");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void waitForStopsAtOnceWhenThePageSaysNoResults() {
        Sim sim = SimApps.inbox();
        sim.context.add("No results found for \"zzz\"");
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(new Step.WaitFor("search results are listed"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).startsWith("the page says \"No results found\"");
        assertThat(sim.waits).isZero();
        assertThat(run.oracle.asked(Ask.HOLDS)).isZero();
    }

    @Test
    void waitForWaitsForChangesBetweenChecksUntilTheConditionHolds() {
        Sim sim = SimApps.inbox();
        sim.onWait = s -> s.context.add("loaded " + s.waits);
        sim.goal(s -> s.waits >= 2);
        RunReport r = SimRun.of(sim).run(new Step.WaitFor("the results have loaded"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.waits).isEqualTo(2);
    }

    @Test
    void waitForGivesUpAfterTenChecks() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(new Step.WaitFor("the results have loaded"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(run.oracle.asked(Ask.HOLDS)).isEqualTo(10);
        assertThat(sim.waits).isEqualTo(9);
    }

    @Test
    void aHedgedConditionIsDecidedByACrispCoverageAnswerElseByTheCalibratedMean() {
        Answer.ScoreAnswer noneOfIt = new Answer.ScoreAnswer(0, Map.of("0", 0.9, "4", 0.1), 0.9);
        Answer.ScoreAnswer vague = new Answer.ScoreAnswer(2, Map.of("0", 0.5, "4", 0.5), 0.5);
        // calibrated (0.58 + 1 - 0.42) / 2 = 0.58: hedged; the crisp "none of it" decides
        assertThat(Conditions.combine(Optional.of(0.58), Optional.of(0.42), Optional.of(noneOfIt)).holds()).isFalse();
        assertThat(Conditions.combine(Optional.of(0.58), Optional.of(0.42), Optional.of(vague)).holds()).isTrue();
        // calibrated 0.7 is not hedged: coverage does not overrule it
        assertThat(Conditions.combine(Optional.of(0.7), Optional.of(0.3), Optional.of(noneOfIt)).value()).isEqualTo(0.7);
        assertThat(Conditions.combine(Optional.empty(), Optional.empty(), Optional.empty()).holds()).isFalse();
    }

    @Test
    void repeatUntilRunsRoundsWithChildPathsUntilTheConditionHolds() {
        Sim sim = SimApps.inbox();
        sim.goal(s -> s.navigations.size() >= 2);
        RunReport r = SimRun.of(sim).run(new Step.RepeatUntil("two pages were visited", List.of(new Step.Browse("https://next.example")), 0));
        assertThat(r.steps()).extracting(StepReport::path).containsExactly("1", "1.r1.1", "1.r2.1");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void repeatUntilIsCappedAtTwentyRounds() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.options = run.options.withMaxActions(120);
        RunReport r = run.run(new Step.RepeatUntil("never", List.of(new Step.Browse("https://next.example")), 50));
        assertThat(sim.navigations).hasSize(20);
        assertThat(r.step("1").orElseThrow().note()).startsWith("the condition did not hold after 20 rounds");
    }

    @Test
    void openReportsAnApplicationThatIsOpen() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.options = run.options.withLaunchAtStart(false);
        RunReport r = run.run(new Step.Open("Mail"));
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("Mail is open");
        assertThat(sim.launches).containsExactly("Mail");
    }

    @Test
    void anUnreadableApplicationIsStillOpenedAfterTenChecks() {
        Sim sim = Quirks.unreadable(SimApps.inbox());
        SimRun run = SimRun.of(sim);
        run.options = run.options.withLaunchAtStart(false);
        RunReport r = run.run(new Step.Open("Mail"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("Mail was opened but has no readable window yet");
        assertThat(sim.looks).isEqualTo(10);
    }

    @Test
    void anApplicationThatCannotStartFailsWithItsCode() {
        Sim sim = Quirks.failLaunch(SimApps.inbox());
        SimRun run = SimRun.of(sim);
        run.options = run.options.withLaunchAtStart(false);
        RunReport r = run.run(new Step.Open("Mail"));
        assertThat(r.step("1").orElseThrow().note()).isEqualTo("Mail could not be opened: LAUNCH_FAILED (Mail is not installed)");
    }

    @Test
    void browseSaysWhetherTheAddressOpened() {
        Sim ok = SimApps.inbox();
        assertThat(SimRun.of(ok).run(new Step.Browse("https://example.com")).step("1").orElseThrow().note())
                .isEqualTo("opened https://example.com");
        Sim bad = SimApps.inbox();
        bad.quirks.add(Sim.Quirk.FAIL_NAVIGATE);
        assertThat(SimRun.of(bad).run(new Step.Browse("https://nowhere.invalid")).step("1").orElseThrow().note())
                .isEqualTo("https://nowhere.invalid could not be opened: NAVIGATION_FAILED (net::ERR_NAME_NOT_RESOLVED at https://nowhere.invalid)");
    }

    @Test
    void conditionsAskHoldsNegatedAndCoverageInOneRequest() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.HOLDS, (id, q, s) -> noul(0.9)).on(Ask.NEGATED, (id, q, s) -> noul(0.1));
        run.run(new Step.Verify("the inbox is showing"));
        assertThat(run.oracle.requests).anySatisfy(q -> assertThat(q.asks()).containsExactlyInAnyOrder("holds", "negated", "coverage"));
    }
}
