package dev.flowwright.studio.ui;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.recipe.RecipeReplayer;
import dev.flowwright.runtime.recipe.ReplayOptions;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.testing.NeedsDisplay;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.NotesSix;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioViewModel;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Record from here (recipe editor) and Run this step (flow editor) in the real window, on real Chromium
 * against the sample notes page with the offline decider (issue #15). Needs a display: ./test starts Xvfb.
 */
@ExtendWith({NeedsDisplay.class, ApplicationExtension.class})
class RecordFromHereWindowTest {
    static SampleSite site;
    static Path home;
    MainWindow window;
    Path flow;

    @BeforeAll
    static void serve() throws Exception {
        site = SampleSite.start(0);
        home = Files.createTempDirectory("studio-record-here");
    }

    @AfterAll
    static void stopServing() {
        site.close();
    }

    @Start
    void start(Stage stage) throws Exception {
        flow = home.resolve("notes-six-" + System.nanoTime() + ".flow.yaml");
        Files.writeString(flow, NotesSix.flow(site.url("notes/")));
        StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
        window = Studio.build(stage, wiring, StudioSettings.load(home.resolve("studio.properties")), new StudioLaunch(flow, site.url("notes/"), null));
        stage.show();
    }

    /** The launch's file opens on the disk thread: each test starts once it is shown. */
    @BeforeEach
    void opened() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.opening());
        site.clearEvents();
    }

    /** The browser each test's runs left open as the live screen is closed with its window. */
    @AfterEach
    void closeLiveScreen() {
        window.viewModel().session().closeLiveScreen();
    }

    @Test
    void aRecipeCutAtStepThreeIsRecordedAgainFromThereUndoRestoresTheOldTailAndItReplaysGreen(FxRobot robot) throws Exception {
        StudioViewModel vm = window.viewModel();
        var recipes = vm.recipes();
        Path file = openRecipe(robot, NotesSix.recipe(site.url("notes/"), "{ label: Title }"));
        Recipe old = recipes.recipeProperty().get();

        recordFromStepThree(robot, vm);
        Recipe now = recipes.recipeProperty().get();
        assertThat(recipes.messageProperty().get()).startsWith("Recorded again from step 3");
        assertThat(now.steps().subList(0, 2)).as("the kept steps stay as they were").isEqualTo(old.steps().subList(0, 2));
        assertThat(now.steps().get(2).from()).isEqualTo("tick Pin this note");
        assertThat(now.steps()).extracting(s -> s.from()).contains("choose Blue in colour");
        assertThat(now.expect()).isNotEmpty();
        assertThat(Files.readString(file)).as("nothing is written until the author saves").isEqualTo(NotesSix.recipe(site.url("notes/"), "{ label: Title }"));
        // the kept steps replayed (r1, r2), and the rest ran as a studio run with its own step numbers and ballots
        assertThat(vm.history().rows()).extracting(HistoryRow::key).contains("r1", "r2", "3", "6").doesNotContain("1", "2");
        assertThat(saved()).as("the new tail saved the note, pinned and blue, to the personal notes")
                .containsExactly(Map.of("place", "personal", "title", "Lunch", "pinned", true, "colour", "Blue"));

        robot.clickOn("#recipeUndo");
        assertThat(recipes.recipeProperty().get()).as("Undo restores the old tail").isEqualTo(old);
        robot.clickOn("#recipeRedo");
        assertThat(recipes.recipeProperty().get()).as("Redo the new one").isEqualTo(now);

        site.clearEvents();
        ReplayReport replayed;
        try (BrowserSurface browser = BrowserSurface.launch(BrowserOptions.defaults())) {
            replayed = new RecipeReplayer(browser, new ReplayOptions(Map.of(), null, null, false)).replay(now);
        }
        assertThat(replayed.outcome().word()).as(replayed.toString()).isEqualTo("passed");
        assertThat(saved()).extracting(e -> e.get("place")).containsExactly("personal");
    }

    @Test
    void aKeptStepThatNoLongerReplaysStopsWithAMessageAndChangesNothing(FxRobot robot) throws Exception {
        StudioViewModel vm = window.viewModel();
        var recipes = vm.recipes();
        openRecipe(robot, NotesSix.recipe(site.url("notes/"), "{ label: Headline }"));
        Recipe old = recipes.recipeProperty().get();

        recordFromStepThree(robot, vm);
        assertThat(recipes.recipeProperty().get()).isSameAs(old);
        assertThat(recipes.canUndoProperty().get()).isFalse();
        assertThat(recipes.dirtyProperty().get()).isFalse();
        assertThat(recipes.messageProperty().get()).startsWith("Record from here changed nothing: the run ended step failed: recipe step 1 did not replay")
                .endsWith("nothing was recorded");
        assertThat(vm.statusProperty().get()).contains("recipe step 1 did not replay");
        assertThat(site.events("note-saved")).as("the flow did not run on").isEmpty();
    }

    @Test
    void runThisStepActsOnTheLivePageAsItIsAfterItsWordsAreEdited(FxRobot robot) throws Exception {
        StudioViewModel vm = window.viewModel();
        var editor = vm.editor();
        robot.interact(() -> editor.selectedProperty().set(4));
        assertThat(editor.runStepBlockedProperty().get()).startsWith("There is no live screen yet");
        assertThat(robot.lookup("#runThisStep").queryButton().isDisabled()).isTrue();

        // a run that stops before step 5 leaves the page with the note filled in, not saved
        robot.interact(() -> editor.toggleBreakpoint(4));
        robot.clickOn("#run");
        waitUntil(300, () -> vm.pausedProperty().get(), vm);
        robot.clickOn("#stop");
        waitUntil(60, () -> vm.stateTextProperty().get().equals("ended"), vm);
        assertThat(site.events("note-saved")).isEmpty();

        // the author fixes step 5's words and runs it alone, on the page as it is
        robot.interact(() -> editor.editStep(4, "click Save note (personal)"));
        assertThat(editor.selectedProperty().get()).as("the selection survives the edit").isEqualTo(4);
        assertThat(editor.runStepBlockedProperty().get()).isNull();
        robot.clickOn("#runThisStep");
        waitUntil(240, () -> vm.stateTextProperty().get().equals("ended"), vm);

        List<Map<String, Object>> saved = saved();
        assertThat(saved).as(vm.statusProperty().get()).hasSize(1);
        assertThat(saved.get(0)).as("what the earlier run typed is still there: no reload, no restart from the top")
                .containsEntry("place", "personal").containsEntry("title", "Lunch").containsEntry("pinned", true);
        assertThat(vm.history().rows()).extracting(HistoryRow::key).as("the step keeps its number").contains("5").doesNotContain("1", "4");
        assertThat(vm.history().rows()).extracting(HistoryRow::key).anyMatch(k -> k.startsWith("5#"));
        // the run's recording is handed over just after it ends
        waitUntil(10, () -> vm.saveRecipeBlockedProperty().get() != null && vm.saveRecipeBlockedProperty().get().startsWith("Run this step ran one step"), vm);
    }

    /** What the notes page reported saving (its report arrives a moment after the click). */
    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> saved() throws InterruptedException {
        for (int i = 0; i < 100 && site.events("note-saved").isEmpty(); i++) Thread.sleep(50);
        return site.events("note-saved").stream().map(e -> (Map<String, Object>) e.get("data")).toList();
    }

    /** Opens a recipe written from {@code text} in the Recipe tab (the flow stays in the Flow tab). */
    private Path openRecipe(FxRobot robot, String text) throws Exception {
        Path file = home.resolve("notes-six-" + System.nanoTime() + ".recipe.yaml");
        Files.writeString(file, text);
        CompletableFuture<?>[] opening = new CompletableFuture<?>[1];
        robot.interact(() -> opening[0] = window.openFile(file));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, opening[0]);
        assertThat(window.viewModel().recipeInFrontProperty().get()).isTrue();
        return file;
    }

    /** Selects recipe step 3 in the list, presses Record from here and waits for the recording to end. */
    static void recordFromStepThree(FxRobot robot, StudioViewModel vm) throws Exception {
        var recipes = vm.recipes();
        // the Recipe tab has just come to the front: its list lays out its cells on the next pulse
        waitUntil(10, () -> robot.lookup("#recipeSteps .list-cell").queryAll().stream().filter(javafx.scene.Node::isVisible).count() > 2, vm);
        robot.clickOn(robot.lookup("#recipeSteps .list-cell").nth(2).queryAs(javafx.scene.Node.class));
        assertThat(recipes.selectedProperty().get()).isEqualTo(2);
        assertThat(recipes.recordFromHereBlockedProperty().get()).isNull();
        robot.clickOn("#recordFromHere");
        assertThat(recipes.recordingProperty().get()).isTrue();
        waitUntil(300, () -> !recipes.recordingProperty().get(), vm);
    }

    static void waitUntil(int seconds, java.util.concurrent.Callable<Boolean> condition, StudioViewModel vm) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out; state " + vm.stateTextProperty().get() + ", status: " + vm.statusProperty().get()
                    + ", history: " + vm.history().rows(), e);
        }
    }
}
