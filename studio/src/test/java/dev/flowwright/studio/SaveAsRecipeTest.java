package dev.flowwright.studio;

import dev.flowwright.studio.util.DiskWork;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.studio.editor.FlowEditorViewModel;
import dev.flowwright.studio.recipe.RecipeStepRow;
import dev.flowwright.studio.session.RunArchive;
import dev.flowwright.studio.session.RunPhase;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.session.ScreenshotStore;
import dev.flowwright.studio.session.StudioSession;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.studio.util.UiExecutor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** Save as recipe: each studio run is recorded, and a finished one is written as a recipe and opened in the recipe editor. */
class SaveAsRecipeTest {
    @TempDir
    Path dir;
    ScriptedBackend backend = new ScriptedBackend();
    StudioViewModel vm;

    @BeforeEach
    void openAFlow() throws Exception {
        StudioSession session = new StudioSession(UiExecutor.sameThread(), backend, new ScreenshotStore(dir.resolve("shots")), Clock.systemUTC());
        vm = new StudioViewModel(session, new FlowEditorViewModel(new RuntimeFlowFiles(), DiskWork.inline()),
                RunArchive.unavailable("no journals here"), StudioSettings.load(dir.resolve("studio.properties")), DiskWork.inline());
        Path flow = dir.resolve("search.flow.yaml");
        Files.writeString(flow, "name: search\napp: browser\nstart: http://localhost:8700/flights/\nsteps:\n  - search for flights\n");
        vm.openFlow(flow).join();
    }

    @Test
    void withNoFinishedRunSaveAsRecipeIsOffAndSaysWhy() {
        assertThat(vm.saveRecipeBlockedProperty().get()).contains("no finished run");
        vm.run();
        assertThat(vm.saveRecipeBlockedProperty().get()).contains("A run is active");
    }

    @Test
    void aFinishedRunIsSavedAsARecipeAndOpensInTheRecipeEditor() throws Exception {
        vm.run();
        Screen s = SyntheticRun.screen("Flights", 0);
        backend.events.on(new Event.RunStarted(Instant.now(), "r1", "search", "browser", "offline", "http://localhost:8700/flights/"));
        backend.events.on(SyntheticRun.started("1", "search for flights"));
        backend.events.on(SyntheticRun.look("1", 0, s, SyntheticRun.png(800, 400, 0)));
        backend.events.on(new Event.Acted(Instant.now(), "1", 0, "click", s.byRef("e3").orElseThrow(), null, Event.Acted.FLOW));
        backend.events.on(SyntheticRun.click("1", 0, "e3", "button \"Search\""));
        backend.events.on(SyntheticRun.turnEnd("1", 0));
        backend.events.on(SyntheticRun.ended("1", "search for flights", "done"));
        backend.events.on(new Event.End(Instant.now(), "completed", "done", "", 1, 1, 900));
        backend.states.accept(RunPhase.ENDED);

        assertThat(vm.saveRecipeBlockedProperty().get()).isNull();
        assertThat(vm.suggestedRecipeFile().getFileName().toString()).isEqualTo("search.recipe.yaml");
        Path out = dir.resolve("search.recipe.yaml");
        vm.saveAsRecipe(out).join();

        Recipe saved = RecipeReader.read(out);
        assertThat(saved.steps()).hasSize(1);
        assertThat(saved.steps().get(0).action()).isEqualTo(RecipeAction.CLICK);
        assertThat(saved.steps().get(0).target().locators()).contains(Locator.role("button", "Search"));
        assertThat(vm.recipeInFrontProperty().get()).isTrue();
        assertThat(vm.recipes().fileProperty().get()).isEqualTo(out);
        assertThat(vm.recipes().steps()).extracting(RecipeStepRow::action).containsExactly("click");
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.toString().endsWith(".tmp"))).as("nothing half-written").isEmpty();
        }
    }

    @Test
    void aRunThatDidNothingHasNothingToSave() {
        vm.run();
        backend.events.on(new Event.End(Instant.now(), "failed", "failed", "the page did not load", 0, 0, 100));
        backend.states.accept(RunPhase.ENDED);
        assertThat(vm.saveRecipeBlockedProperty().get()).isNotNull();
    }
}
