package dev.flowwright.runtime.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** FlowRun: the step sequence, stops, budgets, paths and the report (docs/how-a-run-works.md#how-a-run-ends). */
class FlowRunTest {

    @Test
    void aCompletedRunReportsEveryStepWithItsPathAndExitCodeZero() throws Exception {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        RunReport r = SimRun.of(sim).run("start a new email message", "open the composer");
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(r.exitCode()).isZero();
        assertThat(r.steps()).extracting(StepReport::path).containsExactly("1", "2");
        assertThat(r.steps()).extracting(StepReport::outcome).containsExactly(Outcome.DONE, Outcome.ALREADY_DONE);
        var json = new ObjectMapper().readTree(r.toJson());
        assertThat(json.path("stop").asText()).isEqualTo("completed");
        assertThat(json.path("steps").get(0).path("outcome").asText()).isEqualTo("done");
        assertThat(json.path("steps").get(0).path("actions").get(0).path("action").asText()).isEqualTo("click");
    }

    @Test
    void theInitialLaunchCountsAsAnAction() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        RunReport r = SimRun.of(sim).run("start a new email message");
        assertThat(sim.launches).containsExactly("Mail");
        assertThat(r.actions()).isEqualTo(2);
    }

    @Test
    void anApplicationThatCannotBeOpenedStopsTheRun() {
        Sim sim = Quirks.failLaunch(SimApps.inbox());
        RunReport r = SimRun.of(sim).run("start a new email message");
        assertThat(r.stop()).isEqualTo(Stop.STEP_FAILED);
        assertThat(r.note()).startsWith("Mail could not be opened: LAUNCH_FAILED (");
    }

    @Test
    void aFailedStepStopsTheRunAndLaterStepsNeverRun() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("stuck", 0.9));
        RunReport r = run.run("print the message", "start a new email message");
        assertThat(r.stop()).isEqualTo(Stop.STEP_FAILED);
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.steps()).hasSize(1);
        assertThat(r.note()).startsWith("step 1: stuck");
    }

    @Test
    void theActionBudgetStopsTheRunWithItsFixedNote() {
        Sim sim = SimApps.inbox();
        for (int i = 0; i < 10; i++) sim.button("Message option " + i).onPress(s -> s.context.add("x" + s.clicks.size()));
        // "keep going" names none of them: ten look-alikes ("Message option 0" … "9") would be an ambiguity
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(firstOption(q, "Message option"), 0.9));
        run.options = run.options.withMaxActions(4);
        RunReport r = run.run("keep going");
        assertThat(r.stop()).isEqualTo(Stop.ACTION_BUDGET);
        assertThat(r.note()).isEqualTo(RunHalt.ACTION_BUDGET_NOTE);
        assertThat(r.actions()).isEqualTo(4);
        assertThat(sim.clicks).hasSize(3);
    }

    @Test
    void theModelBudgetStopsTheRunWithItsFixedNote() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.options = run.options.withMaxModelCalls(3);
        RunReport r = run.run("message option", "start a new email message");
        assertThat(r.stop()).isEqualTo(Stop.MODEL_BUDGET);
        assertThat(r.note()).isEqualTo(RunHalt.MODEL_BUDGET_NOTE);
        assertThat(run.oracle.requests).hasSize(3);
        assertThat(r.modelCalls()).isEqualTo(3);
    }

    @Test
    void budgetsAreCappedAt120ActionsAnd10000Calls() {
        RunOptions o = RunOptions.defaults().withMaxActions(500).withMaxModelCalls(50_000);
        assertThat(o.maxActions()).isEqualTo(120);
        assertThat(o.maxModelCalls()).isEqualTo(10_000);
        assertThat(RunOptions.defaults().maxActions()).isEqualTo(60);
        assertThat(RunOptions.defaults().maxModelCalls()).isEqualTo(3000);
    }

    @Test
    void aKindWithNoRunnerFailsItsStepSayingSo() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.runners = new dev.flowwright.runtime.steps.StepRunners(); // every kind has a runner by default now
        RunReport r = run.run(new Step.Verify("the inbox shows"));
        assertThat(r.stop()).isEqualTo(Stop.STEP_FAILED);
        assertThat(r.note()).contains("the verify step is not supported");
    }

    @Test
    void childStepsGetPathsUnderTheirParentAndTheParentIsListedFirst() {
        Sim sim = SimApps.inbox().goal(s -> true);
        SimRun run = SimRun.of(sim);
        run.runners.with(Step.RepeatUntil.class, (step, ctx) -> {
            for (int round = 1; round <= 2; round++) {
                for (int i = 0; i < step.steps().size(); i++) ctx.runChild(step.steps().get(i), ctx.account().path() + ".r" + round + "." + (i + 1));
            }
            return StepOutcome.done("twice");
        });
        RunReport r = run.run(new Step.RepeatUntil("twice", List.of(new Step.Do("open the inbox")), 2), new Step.Do("open the inbox"));
        assertThat(r.steps()).extracting(StepReport::path).containsExactly("1", "1.r1.1", "1.r2.1", "2");
    }

    @Test
    void anOverrideOfAnUndeclaredVariableIsInvalid() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.vars.put("colour", "red");
        RunReport r = run.run("open the inbox");
        assertThat(r.stop()).isEqualTo(Stop.INVALID);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.steps()).isEmpty();
    }

    @Test
    void variablesAreSubstitutedIntoTheStepText() {
        Sim sim = SimApps.inbox().goal(s -> true);
        SimRun run = SimRun.of(sim);
        run.flowVars.put("box", "inbox");
        run.vars.put("box", "archive");
        RunReport r = run.run("open the ${box}");
        assertThat(r.step("1").orElseThrow().text()).isEqualTo("open the archive");
        assertThat(run.oracle.requests.get(0).text()).contains("open the archive");
    }

    @Test
    void everyStageIsPublishedInOrder() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        SimRun run = SimRun.of(sim);
        run.run("start a new email message");
        List<String> kinds = run.events.stream().map(e -> e.getClass().getSimpleName()).distinct().toList();
        assertThat(kinds).containsSubsequence("RunStarted", "StepEvent", "Look", "Decision", "Action", "Turn", "End");
        assertThat(run.events.get(run.events.size() - 1)).isInstanceOf(Event.End.class);
    }

    @Test
    void aFaultInARunnerFailsItsStepWithTheCause() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.runners.with(Step.Do.class, (step, ctx) -> { throw new IllegalStateException("boom"); });
        RunReport r = run.run("open the inbox");
        assertThat(r.stop()).isEqualTo(Stop.STEP_FAILED);
        assertThat(r.note()).contains("internal error").contains("boom");
    }

    /** The key of the first option whose line holds {@code text}. */
    private static String firstOption(dev.flowwright.runtime.decide.Question q, String text) {
        return ((dev.flowwright.runtime.decide.Question.Choice) q).options().entrySet().stream()
                .filter(e -> String.valueOf(e.getValue()).contains(text)).map(java.util.Map.Entry::getKey).findFirst().orElse("none");
    }
}
