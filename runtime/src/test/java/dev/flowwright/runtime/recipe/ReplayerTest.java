package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.sim.Sim;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The replay's own rules: waiting by condition, ambiguity in the ladder, manual steps, values, keys. */
class ReplayerTest {
    private static final Target SEND = new Target(List.of(), List.of(Locator.role("button", "Gonder"), Locator.id("send-btn")));

    private static Recipe recipe(RecipeStep... steps) {
        return new Recipe(1, "t", null, "browser", null, List.of(steps), List.of());
    }

    private static ReplayReport replay(Sim sim, Recipe recipe, Map<String, String> values) {
        return new RecipeReplayer(sim, new ReplayOptions(values, null, null, false)).replay(recipe);
    }

    @Test
    void anElementThatAppearsLaterIsWaitedForByConditionNotBySleeping() {
        Sim sim = new Sim("browser", "Page");
        Sim.Node send = sim.button("Gonder").hint("tag", "button").hide();
        sim.onWait = s -> send.show();
        ReplayReport r = replay(sim, recipe(RecipeStep.act(null, RecipeAction.CLICK, SEND, null)), Map.of());
        assertThat(r.steps().get(0).status()).isEqualTo(StepStatus.PASSED);
        assertThat(sim.waits).isEqualTo(1);
        assertThat(sim.log).containsExactly("wait", "click button \"Gonder\"");
    }

    @Test
    void anAmbiguousLocatorIsReportedAndTheNextOneUsed() {
        Sim sim = new Sim("browser", "Page");
        sim.button("Gonder").hint("tag", "button").hint("id", "other");
        sim.button("Gonder").hint("tag", "button").hint("id", "send-btn");
        ReplayReport r = replay(sim, recipe(RecipeStep.act(null, RecipeAction.CLICK, SEND, null)), Map.of());
        StepResult step = r.steps().get(0);
        assertThat(step.ladder()).extracting(LocatorAttempt::matches).containsExactly(2, 1);
        assertThat(step.matched()).isEqualTo(1);
        assertThat(step.note()).endsWith("(by id=\"send-btn\")");
    }

    @Test
    void aManualStepStopsTheReplayUnlessItsBypassIsInEffect() {
        Sim sim = new Sim("browser", "Page");
        sim.button("Gonder").hint("tag", "button");
        Recipe r = recipe(RecipeStep.manual(null, "solve the picture puzzle", "start the app with CAPTCHA_TEST_MODE=1"),
                RecipeStep.act(null, RecipeAction.CLICK, SEND, null));
        ReplayReport stopped = replay(sim, r, Map.of());
        assertThat(stopped.outcome()).isEqualTo(ReplayReport.Outcome.FAILED);
        assertThat(stopped.steps()).extracting(StepResult::status).containsExactly(StepStatus.MANUAL_REQUIRED, StepStatus.SKIPPED);
        assertThat(stopped.steps().get(0).note()).contains("CAPTCHA_TEST_MODE=1");
        assertThat(sim.clicks).isEmpty();

        ReplayReport bypassed = replay(sim, r, Map.of(RecipeReplayer.BYPASS_IN_EFFECT, "true"));
        assertThat(bypassed.steps()).extracting(StepResult::status).containsExactly(StepStatus.MANUAL_REQUIRED, StepStatus.PASSED);
        assertThat(bypassed.outcome()).isEqualTo(ReplayReport.Outcome.UNVERIFIED);
    }

    @Test
    void factsAndSecretsFillTheirPlaceholdersAndNotesKeepThemMasked() {
        Sim sim = new Sim("browser", "Page");
        sim.textbox("Code").hint("tag", "input");
        Target code = new Target(List.of(), List.of(Locator.role("textbox", "Code")));
        ReplayReport r = replay(sim, recipe(RecipeStep.act(null, RecipeAction.FILL, code, "${city}-${secrets.pin}")),
                Map.of("city", "Ankara", "pin", "7731"));
        assertThat(sim.fields).containsEntry("Code", "Ankara-7731");
        assertThat(r.steps().get(0).note()).contains("${city}-${secrets.pin}").doesNotContain("7731");
    }

    @Test
    void aPictureOfAStepThatFilledASecretHasTheFieldPaintedOver() {
        Sim sim = new Sim("browser", "Page");
        sim.textbox("Code").hint("tag", "input");
        sim.textbox("City").hint("tag", "input");
        Target code = new Target(List.of(), List.of(Locator.role("textbox", "Code")));
        Target city = new Target(List.of(), List.of(Locator.role("textbox", "City")));
        new RecipeReplayer(sim, new ReplayOptions(Map.of("pin", "7731"), null, null, true))
                .replay(recipe(RecipeStep.act(null, RecipeAction.FILL, city, "Ankara"), RecipeStep.act(null, RecipeAction.FILL, code, "${secrets.pin}")));
        assertThat(sim.fields).containsEntry("Code", "7731");
        // the first picture has nothing secret on screen; the second shows the code, and only that field is hidden
        assertThat(sim.hiddenInScreenshots).containsExactly(List.of(), List.of("textbox \"Code\""));
    }

    @Test
    void aFieldASecretWasFilledIntoStaysMaskedAndPaintedOverWhateverThePageMakesOfIt() {
        Sim sim = new Sim("browser", "Page");
        var field = sim.textbox("Code").hint("tag", "input").hint("nameAttr", "code");
        field.onType((s, typed) -> field.value("7731 00••")); // the page shows part of it, in its own spelling
        field.readsAs = v -> "77310042";
        sim.textbox("City").hint("tag", "input");
        Target code = new Target(List.of(), List.of(Locator.role("textbox", "Code")));
        Target city = new Target(List.of(), List.of(Locator.role("textbox", "City")));
        List<dev.flowwright.runtime.events.Event> events = new java.util.ArrayList<>();
        new RecipeReplayer(sim, new ReplayOptions(Map.of("pin", "77310042"), null, events::add, true))
                .replay(recipe(RecipeStep.act(null, RecipeAction.FILL, code, "${secrets.pin}"), RecipeStep.act(null, RecipeAction.FILL, city, "Ankara")));
        assertThat(sim.hiddenInScreenshots).as("both pictures after the fill").allSatisfy(h -> assertThat(h).containsExactly("textbox \"Code\""));
        assertThat(events.toString()).doesNotContain("7731");
        assertThat(events).filteredOn(e -> e instanceof dev.flowwright.runtime.events.Event.Look).isNotEmpty();
    }

    @Test
    void aFieldThatDropsTheValueIsPastedAndOneThatNeverTakesItFails() {
        Sim sim = new Sim("browser", "Page");
        Sim.Node box = sim.textbox("Code").hint("tag", "input").value("");
        box.dropsSetValue = true;
        Target code = new Target(List.of(), List.of(Locator.role("textbox", "Code")));
        ReplayReport pasted = replay(sim, recipe(RecipeStep.act(null, RecipeAction.FILL, code, "x1")), Map.of());
        assertThat(pasted.steps().get(0).note()).startsWith("pasted x1");
        box.value = "";
        box.dropsPaste = true;
        ReplayReport failed = replay(sim, recipe(RecipeStep.act(null, RecipeAction.FILL, code, "x1")), Map.of());
        assertThat(failed.steps().get(0).status()).isEqualTo(StepStatus.FAILED);
        assertThat(failed.steps().get(0).note()).startsWith("TEXT_NOT_DELIVERED");
    }

    @Test
    void pressScrollAndNavigateGoThroughTheSurface() {
        Sim sim = new Sim("browser", "Page");
        sim.kind = "browser";
        ReplayReport r = replay(sim, recipe(RecipeStep.press(null, "Enter"),
                RecipeStep.act(null, RecipeAction.SCROLL, null, "down"),
                RecipeStep.act(null, RecipeAction.NAVIGATE, null, "http://localhost:8700/${page}")), Map.of("page", "v2/"));
        assertThat(r.steps()).extracting(StepResult::status).containsOnly(StepStatus.PASSED);
        assertThat(sim.keys).containsExactly("return");
        assertThat(sim.scrolls).containsExactly("page");
        assertThat(sim.navigations).containsExactly("http://localhost:8700/v2/");
    }

    @Test
    void aTargetHealedOnceIsReusedByLaterStepsWithoutAskingAgain() {
        Sim v2 = new Sim("browser", "Page");
        v2.kind = "browser";
        v2.button("Tamam").hint("tag", "button").hint("id", "confirm-btn");
        var oracle = RecipeSims.healingOracle(v2, null);
        DoLoopHealer healer = new DoLoopHealer(oracle);
        RecipeStep send = RecipeStep.act(null, RecipeAction.CLICK, SEND, null);
        ReplayReport r = new RecipeReplayer(v2, new ReplayOptions(Map.of(), healer, null, false)).replay(recipe(send, send));
        assertThat(r.steps()).extracting(StepResult::status).containsExactly(StepStatus.HEALED, StepStatus.HEALED);
        assertThat(v2.clicks).containsExactly("button \"Tamam\"", "button \"Tamam\"");
        assertThat(oracle.asked(dev.flowwright.runtime.decide.Ask.TARGET)).isEqualTo(1);
        assertThat(r.proposal().steps()).extracting(st -> st.target().locators().get(0)).containsOnly(Locator.role("button", "Tamam"));
    }

    @Test
    void anEmptyBackdropOverTheTargetIsPressedAwayAndThePressRetriedOnce() {
        Sim sim = new Sim("browser", "Page");
        sim.button("Gonder").hint("tag", "button").hint("id", "send-btn");
        sim.layer(null, dev.flowwright.runtime.screen.SurfaceKind.WINDOW).emptyBackdrop();
        ReplayReport r = replay(sim, recipe(RecipeStep.act(null, RecipeAction.CLICK, SEND, null)), Map.of());
        assertThat(r.steps().get(0).status()).isEqualTo(StepStatus.PASSED);
        assertThat(sim.log).containsExactly("refused click button \"Gonder\"", "dismissCover", "click button \"Gonder\"");
        assertThat(r.steps().get(0).note()).contains("an empty layer covered it");
    }

    @Test
    void anExpectationNotMetFailsTheReplay() {
        Sim sim = new Sim("browser", "Page");
        sim.button("Gonder").hint("tag", "button");
        Recipe r = recipe(RecipeStep.act(null, RecipeAction.CLICK, SEND, null))
                .withExpect(List.of(Expectation.text("Welcome back"), Expectation.visible(Locator.role("button", "Gonder"))));
        ReplayReport report = replay(sim, r, Map.of());
        assertThat(report.outcome()).isEqualTo(ReplayReport.Outcome.FAILED);
        assertThat(report.expectations()).extracting(ExpectationResult::met).containsExactly(false, true);
    }
}
