package dev.flowwright.studio.ui;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.recipe.LocatorRow;
import dev.flowwright.studio.recipe.RecipeStepRow;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import dev.flowwright.runtime.testing.NeedsDisplay;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The recipe editor in the real window: open a recipe from the command line's launch, replay it on
 * Chromium against the sample site (which gives the live screen), test a locator on that screen, edit
 * a value, save with Ctrl+S and read the file back. Needs a display: ./test starts Xvfb.
 */
@ExtendWith({NeedsDisplay.class, ApplicationExtension.class})
class RecipeEditorWindowTest {
    static SampleSite site;
    static Path home;
    MainWindow window;

    /** The browser a run left open as the live screen is closed with each test (it would outlive the window). */
    @org.junit.jupiter.api.AfterEach
    void closeTheLiveScreen() {
        if (window != null) window.viewModel().session().closeLiveScreen();
    }
    Path recipe;

    /** A recipe of the sample flights page: One way, then the From field (whose placeholder the To field shares). */
    static String recipe(String start) {
        return """
                recipe: 1
                name: one-way flights from Istanbul
                app: browser
                start: %s
                steps:
                  - from: choose One way
                    action: click
                    target: { locators: [ { role: tab, name: One way }, { id: trip-oneway } ] }
                  - from: enter where from
                    action: fill
                    target:
                      locators:
                        - { placeholder: City or airport }
                        - { label: From }
                        - { field: from }
                    value: Istanbul
                """.formatted(start);
    }

    @BeforeAll
    static void serve() throws Exception {
        site = SampleSite.start(0);
        home = Files.createTempDirectory("studio-recipe-ui");
    }

    @AfterAll
    static void stopServing() {
        site.close();
    }

    @Start
    void start(Stage stage) throws Exception {
        recipe = home.resolve("flights-" + System.nanoTime() + ".recipe.yaml");
        Files.writeString(recipe, recipe(site.url("flights/")));
        StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
        window = Studio.build(stage, wiring, StudioSettings.load(home.resolve("studio.properties")), new StudioLaunch(recipe, null, null));
        stage.show();
    }

    /** The launch's file opens on the disk thread: each test starts once it is shown. */
    @BeforeEach
    void opened() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.opening());
    }

    @Test
    void aRecordedRunIsSavedAsARecipeThatReplaysWithNoDecider(FxRobot robot) throws Exception {
        var vm = window.viewModel();
        // an enter step: one the offline decider carries to its end (it cannot yet judge every step done)
        Path flow = home.resolve("one-way-" + System.nanoTime() + ".flow.yaml");
        Files.writeString(flow, """
                name: one way from Istanbul
                app: browser
                start: %s
                steps:
                  - enter:
                      from: Istanbul
                      to: Izmir
                """.formatted(site.url("flights/")));
        java.util.concurrent.CompletableFuture<?>[] opening = new java.util.concurrent.CompletableFuture<?>[1];
        robot.interact(() -> opening[0] = window.openFile(flow));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, opening[0]);
        assertThat(vm.recipeInFrontProperty().get()).isFalse();
        assertThat(vm.saveRecipeBlockedProperty().get()).as("no finished run yet").isNotNull();
        assertThat(robot.lookup("#saveAsRecipe").queryButton().isDisabled()).isTrue();

        robot.clickOn("#record");
        WaitForAsyncUtils.waitFor(240, TimeUnit.SECONDS, () -> vm.stateTextProperty().get().equals("ended"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> vm.saveRecipeBlockedProperty().get() == null);
        assertThat(robot.lookup("#saveAsRecipe").queryButton().isDisabled()).isFalse();

        Path saved = home.resolve("one-way-" + System.nanoTime() + ".recipe.yaml");
        java.util.concurrent.CompletableFuture<?>[] done = new java.util.concurrent.CompletableFuture<?>[1];
        robot.interact(() -> done[0] = vm.saveAsRecipe(saved));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done[0]);
        Recipe recorded = RecipeReader.read(saved);
        assertThat(recorded.steps()).as(vm.statusProperty().get() + "\n" + Files.readString(saved))
                .extracting(s -> s.action().wire()).containsOnly("fill");
        assertThat(vm.recipeInFrontProperty().get()).as("the saved recipe opens in the recipe editor").isTrue();
        assertThat(vm.recipes().fileProperty().get()).isEqualTo(saved);

        Replays.replayAndWait(robot, vm.recipes());
        assertThat(vm.recipes().reportProperty().get()).as(vm.recipes().messageProperty().get()).isNotNull();
        assertThat(vm.recipes().steps()).extracting(RecipeStepRow::status).containsOnly("passed");
        assertThat(vm.recipes().reportProperty().get().outcome().word()).isIn("passed", "unverified");
    }

    @Test
    void openReplayTestALocatorEditAValueSaveAndReadBack(FxRobot robot) throws Exception {
        var vm = window.viewModel();
        var recipes = vm.recipes();
        assertThat(vm.recipeInFrontProperty().get()).as("a recipe on the command line opens in the recipe editor").isTrue();
        assertThat(recipes.steps()).extracting(RecipeStepRow::action).containsExactly("click", "fill");

        // replay on Chromium: every step passes and the live screen now shows the page
        Replays.replayAndWait(robot, recipes);
        assertThat(recipes.reportProperty().get()).as(recipes.messageProperty().get()).isNotNull();
        assertThat(recipes.steps()).extracting(RecipeStepRow::status).containsExactly("passed", "passed");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm.session().shownScreenProperty().get() != null);

        // step 2's ladder: the shared placeholder is ambiguous, so the label matched last time
        robot.clickOn(robot.lookup("#recipeSteps .list-cell").nth(1).queryAs(javafx.scene.Node.class));
        assertThat(recipes.selectedProperty().get()).isEqualTo(1);
        assertThat(recipes.locators().rows()).extracting(LocatorRow::matchedLast).containsExactly(false, true, false);
        @SuppressWarnings("unchecked")
        ListView<LocatorRow> locators = robot.lookup("#locatorList").queryAs(ListView.class);
        robot.interact(() -> locators.getSelectionModel().select(0));
        robot.clickOn("#testLocator");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(recipes.locators().rows().get(0).tested()).isEqualTo(2);
        assertThat(robot.lookup("#locatorTestResult").queryLabeled().getText()).contains("2 matches");
        robot.interact(() -> locators.getSelectionModel().select(2));
        robot.clickOn("#testLocator");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(recipes.locators().rows().get(2).tested()).isEqualTo(1);
        assertThat(vm.screen().selectedProperty().get()).as("the match is outlined on the live screen").isNotNull();
        assertThat(vm.screen().selectedProperty().get().label()).contains("From");

        // edit the value, save with Ctrl+S, read the file back
        robot.doubleClickOn("#recipeValue").eraseText(20).write("Ankara").type(KeyCode.ENTER);
        assertThat(recipes.undoLabelProperty().get()).isEqualTo("Undo Edit value of step 2");
        robot.press(KeyCode.CONTROL).press(KeyCode.S).release(KeyCode.S).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(recipes.dirtyProperty().get()).isFalse();
        Recipe back = RecipeReader.read(recipe);
        assertThat(back.steps().get(1).value()).isEqualTo("Ankara");
        assertThat(back).isEqualTo(recipes.recipeProperty().get());
    }
}
