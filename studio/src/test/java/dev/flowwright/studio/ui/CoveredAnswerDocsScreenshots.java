package dev.flowwright.studio.ui;

import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioViewModel;
import dev.flowwright.studio.screen.Box;
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
 * The screenshot of teach mode past a consent wall in docs/images/ (docs/studio.md, "Teach mode"), from the
 * real window on the X display: the author clicked "Sign me up" under the sample news page's privacy wall,
 * and the question bar says it is covered and offers the wall's controls. The decider does not see the
 * wall ({@link WallBlindService}), as in issue #30. Run:
 * {@code DISPLAY=:93 mvn -Pbench -pl studio -am test -Dtest=CoveredAnswerDocsScreenshots}.
 */
@Tag("bench")
@EnabledIfEnvironmentVariable(named = "DISPLAY", matches = ".+")
class CoveredAnswerDocsScreenshots {

    @Test
    void takeTheScreenshot() throws Exception {
        Files.createDirectories(DocsScreenshots.IMAGES);
        try (SampleSite site = SampleSite.start(0); FakeSystemOneServer service = WallBlindService.start(StudioCoveredAnswerRunTest.WALL)) {
            Path home = Files.createTempDirectory("studio-covered-docs");
            Files.writeString(home.resolve("s.properties"), "decider.kind=CUSTOM\ndecider.baseUrl=" + service.baseUrl()
                    + "\ndecider.model=jev-latest\n");
            Path flow = home.resolve("newsletter-wall.flow.yaml");
            Files.copy(Path.of("..", "samples", "flows", "newsletter-wall.flow.yaml"), flow);
            MainWindow w = DocsScreenshots.window(home, new StudioLaunch(flow, site.url("wall/"), null));
            StudioViewModel vm = w.viewModel();
            FxRobot robot = new FxRobot();

            robot.clickOn("#run");
            Box signUp = StudioTeachRunTest.waitForTheQuestion(robot, vm, "button \"Sign me up\"");
            robot.clickOn(StudioTeachRunTest.pointOf(robot, signUp));
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                    () -> StudioCoveredAnswerRunTest.COVERED.equals(vm.handoff().reasonProperty().get()) && !vm.screen().asked().isEmpty());
            Thread.sleep(1500);
            Box reject = vm.screen().asked().get(0);
            robot.moveTo(StudioTeachRunTest.pointOf(robot, reject));
            Thread.sleep(500);
            DocsScreenshots.shoot(w.stage(), "studio-teach-covered.png");

            robot.clickOn(StudioTeachRunTest.pointOf(robot, reject));
            StudioTeachRunTest.waitUntilEnded(vm);
            vm.session().closeLiveScreen();
            FxToolkit.cleanupStages();
        }
    }
}
