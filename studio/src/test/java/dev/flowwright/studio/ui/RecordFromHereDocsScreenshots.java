package dev.flowwright.studio.ui;

import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.NotesSix;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioViewModel;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Screenshots of Record from here and Run this step for docs/studio.md, from the real window on Xvfb
 * with real Chromium and the offline decider, on the sample notes page. Run:
 * {@code DISPLAY=:94 mvn -Pbench -pl studio -am test -Dtest=RecordFromHereDocsScreenshots}.
 */
@Tag("bench")
@EnabledIfEnvironmentVariable(named = "DISPLAY", matches = ".+")
class RecordFromHereDocsScreenshots {

    @Test
    void takeTheRecordFromHereAndRunThisStepScreenshots() throws Exception {
        Files.createDirectories(DocsScreenshots.IMAGES);
        SampleSite site = SampleSite.start(0);
        Path home = Files.createTempDirectory("studio-record-here-docs");
        Path flow = home.resolve("notes-six.flow.yaml");
        Files.writeString(flow, NotesSix.flow(site.url("notes/")));
        Path recipe = home.resolve("notes-six.recipe.yaml");
        Files.writeString(recipe, NotesSix.recipe(site.url("notes/"), "{ label: Title }"));

        MainWindow w = DocsScreenshots.window(home, new StudioLaunch(flow, site.url("notes/"), null));
        StudioViewModel vm = w.viewModel();
        FxRobot robot = new FxRobot();
        java.util.concurrent.CompletableFuture<?>[] opening = new java.util.concurrent.CompletableFuture<?>[1];
        robot.interact(() -> opening[0] = w.openFile(recipe));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, opening[0]);
        RecordFromHereWindowTest.recordFromStepThree(robot, vm);
        robot.interact(() -> vm.recipes().selectedProperty().set(2));
        Thread.sleep(1000);
        DocsScreenshots.shoot(w.stage(), "studio-record-from-here.png");

        // Run this step: a run held before step 5, the step's words edited, then run alone on that page
        robot.interact(() -> {
            vm.recipeInFrontProperty().set(false);
            vm.editor().toggleBreakpoint(4);
            vm.editor().selectedProperty().set(4);
        });
        robot.clickOn("#run");
        RecordFromHereWindowTest.waitUntil(300, () -> vm.pausedProperty().get(), vm);
        robot.clickOn("#stop");
        RecordFromHereWindowTest.waitUntil(60, () -> vm.stateTextProperty().get().equals("ended"), vm);
        robot.interact(() -> {
            vm.editor().toggleBreakpoint(4);
            vm.editor().editStep(4, "click Save note (personal)");
        });
        robot.clickOn("#runThisStep");
        RecordFromHereWindowTest.waitUntil(240, () -> vm.stateTextProperty().get().equals("ended"), vm);
        Thread.sleep(1500);
        DocsScreenshots.shoot(w.stage(), "studio-run-this-step.png");
        robot.interact(() -> vm.session().closeLiveScreen());
        FxToolkit.cleanupStages();
        site.close();
    }
}
