package dev.flowwright.studio.ui;

import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioViewModel;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.screen.Box;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Teach mode's screenshots in docs/images/ from the real window on the X display: the run asking which
 * "Save note" button is meant, candidates outlined on the live screen, and the ballot of the turn the
 * author answered. Run: {@code DISPLAY=:93 mvn -Pbench -pl studio -am test -Dtest=TeachDocsScreenshots}.
 */
@Tag("bench")
@EnabledIfEnvironmentVariable(named = "DISPLAY", matches = ".+")
class TeachDocsScreenshots {

    @Test
    void takeTheScreenshots() throws Exception {
        Files.createDirectories(DocsScreenshots.IMAGES);
        try (SampleSite site = SampleSite.start(0)) {
            Path home = Files.createTempDirectory("studio-teach-docs");
            Path flow = home.resolve("notes-save.flow.yaml");
            Files.copy(Path.of("..", "samples", "flows", "notes-save.flow.yaml"), flow);
            MainWindow w = DocsScreenshots.window(home, new StudioLaunch(flow, site.url("notes/"), null));
            StudioViewModel vm = w.viewModel();
            FxRobot robot = new FxRobot();

            robot.clickOn("#run");
            Box personal = StudioTeachRunTest.waitForTheQuestion(robot, vm, "button \"Save note (personal)\"");
            Thread.sleep(1500);
            robot.moveTo(StudioTeachRunTest.pointOf(robot, personal));
            Thread.sleep(500);
            DocsScreenshots.shoot(w.stage(), "studio-teach.png");

            robot.clickOn(StudioTeachRunTest.pointOf(robot, personal));
            StudioTeachRunTest.waitUntilEnded(vm);
            HistoryRow answered = vm.history().rows().stream().filter(r -> r.isTurn() && r.detail().contains("answered by the author"))
                    .findFirst().orElseThrow();
            @SuppressWarnings("unchecked")
            ListView<HistoryRow> history = robot.lookup("#historyList").queryAs(ListView.class);
            robot.interact(() -> history.getSelectionModel().select(answered));
            Thread.sleep(1000);
            DocsScreenshots.shoot(w.stage(), "studio-teach-answered.png");
            FxToolkit.cleanupStages();
        }
    }
}
