package dev.flowwright.studio.ui;

import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeProposals;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.RecipeWriter;
import dev.flowwright.runtime.recipe.Target;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.recipe.LocatorRow;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The recipe editor's screenshot for docs/studio.md, from the real window on Xvfb: a recipe of the
 * sample flights page replayed on Chromium, a locator tested on the live screen, and a heal proposal
 * waiting beside it. Run: {@code DISPLAY=:96 mvn -Pbench -pl studio -am test -Dtest=RecipeDocsScreenshots}.
 */
@Tag("bench")
@EnabledIfEnvironmentVariable(named = "DISPLAY", matches = ".+")
class RecipeDocsScreenshots {

    @Test
    void takeTheRecipeEditorScreenshot() throws Exception {
        Files.createDirectories(DocsScreenshots.IMAGES);
        SampleSite site = SampleSite.start(0);
        Path home = Files.createTempDirectory("studio-recipe-docs");
        Path file = home.resolve("flights.recipe.yaml");
        Files.writeString(file, RecipeEditorWindowTest.recipe(site.url("flights/")));
        // what `flowwright replay --heal` leaves beside a recipe when the page renamed a control
        Recipe recipe = RecipeReader.read(file);
        List<RecipeStep> healed = new ArrayList<>(recipe.steps());
        healed.set(0, healed.get(0).withTarget(new Target(List.of(), List.of(Locator.role("tab", "Single trip"), Locator.idTail("ow")))));
        RecipeWriter.write(recipe.withSteps(healed), RecipeProposals.proposalPath(file));

        MainWindow w = DocsScreenshots.window(home, new StudioLaunch(file, null, null));
        var recipes = w.viewModel().recipes();
        FxRobot robot = new FxRobot();
        WaitForAsyncUtils.waitForFxEvents();
        if (recipes.replayBlockedProperty().get() == null) {
            robot.clickOn("#replayRecipe");
            WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> !recipes.replayingProperty().get());
            if (recipes.reportProperty().get() != null) {
                WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> w.viewModel().session().shownScreenProperty().get() != null);
            }
        }
        robot.interact(() -> {
            recipes.selectedProperty().set(1);
            w.recipeEditor().showStep();
        });
        @SuppressWarnings("unchecked")
        ListView<LocatorRow> locators = robot.lookup("#locatorList").queryAs(ListView.class);
        robot.interact(() -> locators.getSelectionModel().select(0));
        if (recipes.locators().testBlockedProperty().get() == null) {
            robot.interact(() -> recipes.locators().testAll());
        }
        Thread.sleep(1500);
        DocsScreenshots.shoot(w.stage(), "studio-recipe.png");

        // a recorded sign-in: the one-time code a person typed is a placeholder, drawn as a chip
        Path signin = home.resolve("signin.recipe.yaml");
        Files.writeString(signin, """
                recipe: 1
                name: sign in with a one-time code
                app: browser
                start: %s
                steps:
                  - from: enter the user name
                    action: fill
                    target: { locators: [ { role: textbox, name: User name }, { field: user } ] }
                    value: ada
                  - from: "handoff: a person typed this value; supply a secret named otp when replaying"
                    action: fill
                    target: { locators: [ { role: textbox, name: One-time code }, { field: otp } ] }
                    value: ${secrets.otp}
                  - from: sign in
                    action: press
                    keys: Enter
                """.formatted(site.url("signin/")));
        java.util.concurrent.CompletableFuture<?>[] opening = new java.util.concurrent.CompletableFuture<?>[1];
        robot.interact(() -> opening[0] = w.openFile(signin));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, opening[0]);
        robot.interact(() -> recipes.selectedProperty().set(1));
        Thread.sleep(800);
        DocsScreenshots.shoot(w.stage(), "studio-recipe-placeholder.png");
        FxToolkit.cleanupStages();
        site.close();
    }
}
