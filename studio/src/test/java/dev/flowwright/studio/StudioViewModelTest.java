package dev.flowwright.studio;

import dev.flowwright.studio.util.DiskWork;
import dev.flowwright.studio.editor.FlowEditorViewModel;
import dev.flowwright.studio.session.RunArchive;
import dev.flowwright.studio.session.RunBackend;
import dev.flowwright.studio.session.RunMode;
import dev.flowwright.studio.session.RunPhase;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.session.ScreenshotStore;
import dev.flowwright.studio.session.StudioSession;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.studio.util.UiExecutor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;

import static org.assertj.core.api.Assertions.assertThat;

class StudioViewModelTest {
    @TempDir
    Path dir;

    StudioViewModel vm(RunBackend backend) throws Exception {
        StudioSession session = new StudioSession(UiExecutor.sameThread(), backend, new ScreenshotStore(dir.resolve("shots")), Clock.systemUTC());
        StudioViewModel vm = new StudioViewModel(session, new FlowEditorViewModel(new RuntimeFlowFiles(), DiskWork.inline()),
                RunArchive.unavailable("no journals here"), StudioSettings.load(dir.resolve("studio.properties")), DiskWork.inline());
        Path flow = dir.resolve("a.flow.yaml");
        Files.writeString(flow, "name: a\napp: browser\nstart: http://localhost:8700/flights/\nsteps:\n  - choose One way\n  - search for flights\n");
        vm.openFlow(flow).join();
        return vm;
    }

    @Test
    void withoutABackendRunButtonsAreOffAndSayWhy() throws Exception {
        StudioViewModel vm = vm(RunBackend.unavailable("the do loop is not built in"));
        assertThat(vm.canStartProperty().get()).isFalse();
        assertThat(vm.startBlockedProperty().get()).isEqualTo("the do loop is not built in");
        assertThat(vm.canStepProperty().get()).isFalse();
        vm.record();
        assertThat(vm.session().stateProperty().get()).isEqualTo(RunPhase.IDLE);
    }

    @Test
    void openingAFlowTakesItsStartPageAsTheTarget() throws Exception {
        StudioViewModel vm = vm(new ScriptedBackend());
        assertThat(vm.targetProperty().get()).isEqualTo("http://localhost:8700/flights/");
        assertThat(vm.recentFiles()).extracting(p -> p.getFileName().toString()).containsExactly("a.flow.yaml");
        vm.targetProperty().set(" ");
        assertThat(vm.startBlockedProperty().get()).contains("URL or a desktop application");
    }

    @Test
    void theStudiosPerFlowPermissionIsAddedToTheRunsFlowAndKeptForThatFlowOnly() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        vm.record();
        assertThat(backend.request.flow().allow()).as("without it nothing changes").isEmpty();
        vm.stop();
        dev.flowwright.studio.settings.SettingsViewModel settings = new dev.flowwright.studio.settings.SettingsViewModel(
                StudioSettings.load(dir.resolve("studio.properties")), vm.flowFile());
        settings.allowProperty().set("submit, sign out");
        settings.apply();
        StudioViewModel again = vm(backend);
        again.record();
        assertThat(backend.request.flow().allow()).containsExactly("submit", "sign out");
        assertThat(StudioSettings.load(dir.resolve("studio.properties")).allow(dir.resolve("other.flow.yaml"))).isEmpty();
    }

    @Test
    void recordStartsARunAndTheControlsFollowItsState() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        vm.editor().toggleBreakpoint(1);
        vm.record();
        assertThat(backend.request.mode()).isEqualTo(RunMode.RECORD);
        assertThat(backend.request.breakpoints()).containsExactly("2");
        assertThat(vm.canStartProperty().get()).isFalse();
        assertThat(vm.canStopProperty().get()).isTrue();
        vm.pauseOrResume();
        assertThat(vm.session().stateProperty().get()).isEqualTo(RunPhase.PAUSED);
        vm.stepTurn();
        vm.stepStep();
        vm.pauseOrResume();
        vm.editor().toggleBreakpoint(0);
        vm.stop();
        assertThat(backend.calls).containsExactly("start RECORD", "pause", "stepTurn", "stepStep", "resume", "breakpoints [1, 2]", "stop");
    }

    @Test
    void stepTurnWhileIdleStartsARunThatPausesAfterOneTurn() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        vm.stepTurn();
        assertThat(backend.request.mode()).isEqualTo(RunMode.STEP_TURN);
    }

    @Test
    void runThisStepIsOffUntilAStepIsSelectedAndARunLeftALiveScreenAndSaysWhy() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        assertThat(vm.editor().runStepBlockedProperty().get()).isEqualTo("Select the step to run.");
        vm.editor().selectedProperty().set(1);
        assertThat(vm.editor().runStepBlockedProperty().get()).startsWith("There is no live screen yet");
        vm.editor().runSelectedStep();
        assertThat(backend.request).as("nothing starts without a live screen").isNull();
        assertThat(vm.statusProperty().get()).as("and the status line says why").startsWith("Run this step is not available: There is no live screen yet");

        endARun(vm, backend, "desktop");
        assertThat(vm.editor().runStepBlockedProperty().get()).startsWith("The live screen is the desktop and this flow drives a web page");
        endARun(vm, backend, "browser");
        assertThat(vm.editor().runStepBlockedProperty().get()).isNull();

        vm.editor().toggleBreakpoint(1);
        vm.editor().runSelectedStep();
        assertThat(backend.request.mode()).isEqualTo(RunMode.RUN);
        assertThat(backend.request.part().first()).isEqualTo(1);
        assertThat(backend.request.part().end()).isEqualTo(2);
        assertThat(backend.request.part().kept()).as("on the live screen, nothing replayed first").isNull();
        assertThat(backend.request.flow().steps()).as("the whole flow goes: its stop_before phrases hold").hasSize(2);
        assertThat(backend.request.breakpoints()).as("a breakpoint would only pause before the one step").isEmpty();
        assertThat(vm.editor().runStepBlockedProperty().get()).isEqualTo("A run is active: stop it first.");

        backend.events.on(new dev.flowwright.runtime.events.Event.End(java.time.Instant.now(), "completed", "done", "", 1, 2, 3));
        backend.states.accept(RunPhase.ENDED);
        assertThat(vm.saveRecipeBlockedProperty().get()).as("one step is not the flow").startsWith("Run this step ran one step");
    }

    @Test
    void recordFromHereRunsTheRestOfTheFlowAfterTheKeptStepsAndItsRecordingReplacesTheTail() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        openRecipeOfTheFlow(vm);
        var recipes = vm.recipes();
        recipes.selectedProperty().set(1);
        assertThat(recipes.recordFromHereBlockedProperty().get()).isNull();
        recipes.recordFromHere();
        assertThat(backend.request.mode()).isEqualTo(RunMode.RECORD);
        assertThat(backend.request.part().first()).isEqualTo(1);
        assertThat(backend.request.part().end()).isEqualTo(2);
        assertThat(backend.request.part().kept().steps()).extracting(s -> s.from()).containsExactly("choose One way");
        assertThat(backend.request.part().kept().expect()).isEmpty();
        assertThat(recipes.recordFromHereBlockedProperty().get()).isNotNull();

        var search = new dev.flowwright.runtime.screen.Element("e7", "button", "Search", "", null, null, null, null, null, null);
        java.time.Instant now = java.time.Instant.now();
        backend.events.on(new dev.flowwright.runtime.events.Event.StepEvent(now, "2", "started", "do", "search for flights", null, null));
        backend.events.on(new dev.flowwright.runtime.events.Event.Acted(now, "2", 0, "click", search, null, "flow"));
        backend.events.on(new dev.flowwright.runtime.events.Event.StepEvent(now, "2", "ended", "do", "search for flights", "done", ""));
        backend.events.on(new dev.flowwright.runtime.events.Event.End(now, "completed", "done", "", 1, 2, 3));
        backend.states.accept(RunPhase.ENDED);

        var after = recipes.recipeProperty().get();
        assertThat(after.steps()).extracting(s -> s.from()).containsExactly("choose One way", "search for flights");
        assertThat(after.steps().get(1).target().locators().get(0).toString()).contains("Search");
        assertThat(recipes.undoLabelProperty().get()).isEqualTo("Undo Record again from step 2");
        recipes.undo();
        assertThat(recipes.recipeProperty().get().steps().get(1).target().locators().get(0).toString()).contains("Find");
    }

    @Test
    void recordFromHereWhoseRunFailsChangesNothing() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        openRecipeOfTheFlow(vm);
        var before = vm.recipes().recipeProperty().get();
        vm.recipes().selectedProperty().set(0);
        vm.recipes().recordFromHere();
        backend.events.on(new dev.flowwright.runtime.events.Event.End(java.time.Instant.now(), "step_failed", "failed",
                "recipe step 1 did not replay (failed: no locator matched); nothing was recorded", 0, 0, 0));
        backend.states.accept(RunPhase.ENDED);
        assertThat(vm.recipes().recipeProperty().get()).isSameAs(before);
        assertThat(vm.recipes().canUndoProperty().get()).isFalse();
        assertThat(vm.recipes().messageProperty().get())
                .isEqualTo("Record from here changed nothing: the run ended step failed: recipe step 1 did not replay (failed: no locator matched); nothing was recorded");
    }

    /** Opens a recipe of the test's flow: One way pressed, then a search button called Find. */
    private void openRecipeOfTheFlow(StudioViewModel vm) throws Exception {
        Path recipe = dir.resolve("a.recipe.yaml");
        Files.writeString(recipe, """
                recipe: 1
                name: a
                flow: a.flow.yaml
                app: browser
                start: http://localhost:8700/flights/
                steps:
                  - from: choose One way
                    action: click
                    target: { locators: [ { role: tab, name: One way } ] }
                  - from: search for flights
                    action: click
                    target: { locators: [ { role: button, name: Find } ] }
                """);
        vm.openRecipe(recipe).join();
    }

    /** A run that ends leaving {@code live} open, as the backend reports it. */
    private static void endARun(StudioViewModel vm, ScriptedBackend backend, String live) {
        vm.run();
        backend.live = live;
        backend.states.accept(RunPhase.ENDED);
    }
}
