package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.recipe.RecipeSims.PASSWORD;
import static org.assertj.core.api.Assertions.assertThat;

/** Record, replay and heal (docs/recipes.md#healing) on the simulator: record a run, replay it with no decider, break it with v2, heal one step. */
class RecordReplayHealTest {

    /** "Gonder" is Turkish for Send, a hard-to-undo word: the flow's author permits it (issue #12 item 11). */
    static Flow signInFlow() {
        Map<String, String> slots = new LinkedHashMap<>();
        slots.put("Email", "ann@example.com");
        slots.put("Password", "${password}");
        return new Flow("sign in", "browser", null, Map.of(),
                List.of(new Step.Enter(slots), new Step.Do("press Gonder"), new Step.Verify("the welcome page shows")), List.of("Gonder"));
    }

    /** Records the sign-in flow on a fresh v1 page. */
    static Recipe record() {
        Sim sim = RecipeSims.signIn(false);
        SimRun run = SimRun.of(sim);
        run.secrets.put("password", PASSWORD);
        Recorder recorder = new Recorder(signInFlow(), "sign-in.flow.yaml");
        run.bus.add(recorder);
        RunReport r = run.run(signInFlow());
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        return recorder.recipe();
    }

    static ReplayOptions options(Healer healer, List<Event> events) {
        return new ReplayOptions(Map.of("password", PASSWORD), healer, events::add, true);
    }

    @Test
    void everySuccessfulActionBecomesAStepWithItsFlowStepAndLocators() {
        Recipe recipe = record();
        assertThat(recipe.flow()).isEqualTo("sign-in.flow.yaml");
        assertThat(recipe.steps()).extracting(RecipeStep::action)
                .containsExactly(RecipeAction.FILL, RecipeAction.FILL, RecipeAction.CLICK);
        RecipeStep email = recipe.steps().get(0);
        assertThat(email.value()).isEqualTo("ann@example.com");
        assertThat(email.from()).contains("Email");
        assertThat(email.target().locators()).startsWith(Locator.role("textbox", "Email"), Locator.label("Email"), Locator.field("email"));
        RecipeStep password = recipe.steps().get(1);
        assertThat(password.value()).isEqualTo("${secrets.password}");
        assertThat(password.target().locators()).contains(Locator.idTail("password"));
        RecipeStep send = recipe.steps().get(2);
        assertThat(send.from()).isEqualTo("press Gonder");
        assertThat(send.target().locators()).containsExactly(Locator.role("button", "Gonder"), Locator.id("send-btn"), Locator.text("Gonder"));
        assertThat(recipe.expect()).containsExactly(Expectation.visible(Locator.role("heading", "Welcome back")));
    }

    @Test
    void aSecretsValueNeverAppearsInTheRecipeOrItsYaml() {
        Recipe recipe = record();
        String yaml = RecipeWriter.toYaml(recipe);
        assertThat(yaml).doesNotContain(PASSWORD).contains("${secrets.password}");
        assertThat(recipe.toString()).doesNotContain(PASSWORD);
        assertThat(RecipeReader.parse(yaml, "sign-in.recipe.yaml")).isEqualTo(recipe);
    }

    @Test
    void aSecretThePageEchoesNeverReachesTheRecipe() {
        Sim sim = RecipeSims.signIn(false);
        sim.find("Password").onType((s, text) -> {
            s.context.add("You typed " + text);
            s.button("Show " + text).hint("tag", "button");
        });
        SimRun run = SimRun.of(sim);
        run.secrets.put("password", PASSWORD);
        Recorder recorder = new Recorder(signInFlow(), null);
        run.bus.add(recorder);
        assertThat(run.run(signInFlow()).stop()).isEqualTo(Stop.COMPLETED);
        String yaml = RecipeWriter.toYaml(recorder.recipe());
        assertThat(yaml).doesNotContain(PASSWORD).doesNotContain("hunter2");
        assertThat(recorder.recipe().expect()).isNotEmpty().allSatisfy(e -> assertThat(e.toString()).doesNotContain("${"));
    }

    @Test
    void replayOnTheSamePageUsesNoDecider() {
        Recipe recipe = record();
        Sim fresh = RecipeSims.signIn(false);
        List<Event> events = new ArrayList<>();
        DoLoopHealer neverAsked = new DoLoopHealer(RecipeSims.exploding());
        ReplayReport report = new RecipeReplayer(fresh, options(neverAsked, events)).replay(recipe);
        assertThat(report.outcome()).isEqualTo(ReplayReport.Outcome.PASSED);
        assertThat(report.steps()).extracting(StepResult::status).containsOnly(StepStatus.PASSED);
        assertThat(report.steps()).extracting(StepResult::matched).containsOnly(0);
        assertThat(report.expectations()).extracting(ExpectationResult::met).containsExactly(true);
        assertThat(report.proposal()).isNull();
        assertThat(neverAsked.decisions()).isZero();
        assertThat(fresh.window).isEqualTo("Welcome");
        assertThat(events.toString()).doesNotContain(PASSWORD);
        assertThat(report.steps().get(1).note()).doesNotContain(PASSWORD).contains("${secrets.password}");
    }

    @Test
    void theRedesignedPageBreaksTheOldRecipeAtTheRenamedButton() {
        Recipe recipe = record();
        Sim v2 = RecipeSims.signIn(true);
        ReplayReport report = new RecipeReplayer(v2, options(null, new ArrayList<>())).replay(recipe);
        assertThat(report.outcome()).isEqualTo(ReplayReport.Outcome.FAILED);
        assertThat(report.steps()).extracting(StepResult::status)
                .containsExactly(StepStatus.PASSED, StepStatus.PASSED, StepStatus.FAILED);
        StepResult failed = report.steps().get(2);
        assertThat(failed.ladder()).extracting(LocatorAttempt::matches).containsOnly(0);
        assertThat(failed.note()).startsWith("no locator found exactly one element: role=button name=\"Gonder\": 0 matches");
        assertThat(report.expectations()).isEmpty();
        assertThat(v2.clicks).isEmpty();
    }

    @Test
    void healAsksInTheImperativeActsOnceAndProposesTheNewTarget() {
        Recipe recipe = record();
        Sim v2 = RecipeSims.signIn(true);
        var oracle = RecipeSims.healingOracle(v2, new EventBus());
        DoLoopHealer healer = new DoLoopHealer(oracle);
        ReplayReport report = new RecipeReplayer(v2, options(healer, new ArrayList<>())).replay(recipe);
        assertThat(report.steps()).extracting(StepResult::status)
                .containsExactly(StepStatus.PASSED, StepStatus.PASSED, StepStatus.HEALED);
        assertThat(v2.clicks).containsExactly("button \"Tamam\"");
        assertThat(oracle.requests.get(0).state().toString()).contains("Click the button that was labelled \\\"Gonder\\\"");
        assertThat(healer.decisions()).isPositive();
        assertThat(report.outcome()).isEqualTo(ReplayReport.Outcome.PASSED);
        Target healed = report.proposal().steps().get(2).target();
        assertThat(healed.locators()).startsWith(Locator.role("button", "Tamam"), Locator.id("confirm-btn"));
        assertThat(report.proposal().steps().subList(0, 2)).isEqualTo(recipe.steps().subList(0, 2));

        Sim again = RecipeSims.signIn(true);
        DoLoopHealer neverAsked = new DoLoopHealer(RecipeSims.exploding());
        ReplayReport repaired = new RecipeReplayer(again, options(neverAsked, new ArrayList<>())).replay(report.proposal());
        assertThat(repaired.outcome()).isEqualTo(ReplayReport.Outcome.PASSED);
        assertThat(repaired.steps()).extracting(StepResult::status).containsOnly(StepStatus.PASSED);
    }

    @Test
    void aHealedFillEntersTheRecordedValueWithTheSecretMaskedTowardsTheDecider() {
        Recipe recipe = record();
        Sim v2 = RecipeSims.signIn(false);
        Sim.Node field = v2.find("Password");
        field.name = "Parola";
        field.hints.put("labelText", "Parola");
        field.hints.put("id", "pw");
        field.hints.put("nameAttr", "pw");
        var oracle = new dev.flowwright.runtime.sim.Oracle(v2, null);
        oracle.on(dev.flowwright.runtime.decide.Ask.SLOT, (id, q, s) -> {
            var c = (dev.flowwright.runtime.decide.Question.Choice) q;
            for (var en : c.options().entrySet()) {
                if (String.valueOf(en.getValue()).contains("Parola")) return dev.flowwright.runtime.sim.Answers.pick(en.getKey(), 0.9);
            }
            return null;
        });
        ReplayReport report = new RecipeReplayer(v2, options(new DoLoopHealer(oracle), new ArrayList<>())).replay(recipe);
        assertThat(report.steps()).extracting(StepResult::status)
                .containsExactly(StepStatus.PASSED, StepStatus.HEALED, StepStatus.PASSED);
        assertThat(v2.fields).containsEntry("Parola", PASSWORD);
        assertThat(oracle.allRequestText()).doesNotContain(PASSWORD).contains("the field that was labelled");
        assertThat(report.proposal().steps().get(1).target().locators()).startsWith(Locator.role("textbox", "Parola"));
        assertThat(report.proposal().steps().get(1).value()).isEqualTo("${secrets.password}");
    }

    @Test
    void proposalIsWrittenBesideTheRecipeAndAcceptedWithABackup(@TempDir Path dir) throws Exception {
        Recipe recipe = record();
        Path file = dir.resolve("sign-in.recipe.yaml");
        RecipeWriter.write(recipe, file);
        Sim v2 = RecipeSims.signIn(true);
        ReplayReport report = new RecipeReplayer(v2, options(new DoLoopHealer(RecipeSims.healingOracle(v2, null)), new ArrayList<>()))
                .replay(RecipeReader.read(file));
        Path proposal = RecipeProposals.write(file, report.proposal());
        assertThat(proposal.getFileName().toString()).isEqualTo("sign-in.proposal.recipe.yaml");
        assertThat(RecipeReader.read(file)).isEqualTo(recipe);
        RecipeProposals.accept(file);
        assertThat(RecipeReader.read(file)).isEqualTo(report.proposal());
        assertThat(RecipeReader.read(dir.resolve("sign-in.recipe.yaml.bak"))).isEqualTo(recipe);
        assertThat(Files.exists(proposal)).isFalse();
        try (var listing = Files.list(dir)) {
            assertThat(listing.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("sign-in.recipe.yaml", "sign-in.recipe.yaml.bak");
        }
    }

    @Test
    void aMissingValueIsReportedBeforeAnyStepRuns() {
        Recipe recipe = record();
        assertThat(RecipeReplayer.missingValues(recipe, Map.of())).containsExactly("${secrets.password}");
        assertThat(RecipeReplayer.missingValues(recipe, Map.of("password", "x"))).isEmpty();
        Sim fresh = RecipeSims.signIn(false);
        ReplayReport report = new RecipeReplayer(fresh, ReplayOptions.plain()).replay(recipe);
        assertThat(report.outcome()).isEqualTo(ReplayReport.Outcome.FAILED);
        assertThat(report.steps()).extracting(StepResult::status).containsOnly(StepStatus.SKIPPED);
        assertThat(report.steps().get(0).note()).contains("no value for ${secrets.password}");
        assertThat(fresh.log).isEmpty();
    }

    @Test
    void aRunThatDidNotCompleteRecordsNoExpectationAndItsReplayIsUnverified() {
        Sim sim = RecipeSims.signIn(false);
        SimRun run = SimRun.of(sim);
        run.secrets.put("password", PASSWORD);
        Flow flow = new Flow("sign in", "browser", null, Map.of(), List.of(signInFlow().steps().get(0), signInFlow().steps().get(1),
                new Step.Do("open the settings page")), signInFlow().allow());
        Recorder recorder = new Recorder(flow, null);
        run.bus.add(recorder);
        sim.goal = s -> s.window.equals("Welcome") && s.clicks.size() < 1;
        RunReport r = run.run(flow);
        assertThat(r.stop()).isNotEqualTo(Stop.COMPLETED);
        Recipe recipe = recorder.recipe();
        assertThat(recipe.expect()).isEmpty();
        ReplayReport replay = new RecipeReplayer(RecipeSims.signIn(false), options(null, new ArrayList<>()))
                .replay(recipe.withSteps(recipe.steps().subList(0, 3)));
        assertThat(replay.outcome()).isEqualTo(ReplayReport.Outcome.UNVERIFIED);
    }
}
