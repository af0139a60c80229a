package dev.flowwright.studio.ui;

import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The one-time-code sample in the real window: Run with no secrets supplied, the run hands the password
 * and then the code over to a person, both typed into the real handoff dialog, and the run completes on
 * the sample bank's welcome page. Neither value shows anywhere in the studio afterwards.
 */
@ExtendWith({NeedsDisplay.class, ApplicationExtension.class})
class StudioHandoffRunTest {
    static final String PASSWORD = "correct horse";
    static final String CODE = "246810";
    static SampleSite site;
    static Path home;
    MainWindow window;

    /** The browser a run left open as the live screen is closed with each test (it would outlive the window). */
    @org.junit.jupiter.api.AfterEach
    void closeTheLiveScreen() {
        if (window != null) window.viewModel().session().closeLiveScreen();
    }

    @BeforeAll
    static void serve() throws Exception {
        site = SampleSite.start(0);
        home = Files.createTempDirectory("studio-handoff-test");
    }

    @AfterAll
    static void stopServing() {
        site.close();
    }

    @Start
    void start(Stage stage) throws Exception {
        Path flow = home.resolve("one-time-code.flow.yaml");
        Files.copy(Path.of("..", "samples", "flows", "one-time-code.flow.yaml"), flow);
        StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
        window = Studio.build(stage, wiring, StudioSettings.load(home.resolve("studio.properties")),
                new StudioLaunch(flow, site.url("signin/"), null));
        stage.show();
    }

    /** The launch's file opens on the disk thread: each test starts once it is shown. */
    @BeforeEach
    void opened() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.opening());
    }

    @Test
    void aRunThatNeedsTheCodeCompletesAfterAPersonTypesItInTheHandoffDialog(FxRobot robot) throws Exception {
        var vm = window.viewModel();
        robot.clickOn("#run");
        List<String> asked = new ArrayList<>();
        long deadline = System.currentTimeMillis() + 240_000;
        while (!vm.stateTextProperty().get().equals("ended") && System.currentTimeMillis() < deadline) {
            if (vm.handoff().openProperty().get()) {
                String field = vm.handoff().fieldProperty().get();
                asked.add(field);
                WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, 
                        // visible as the robot means it (its window showing too), not only the node's own flag: the dialog may still be opening
                        () -> robot.lookup("#handoffValue").match(org.testfx.util.NodeQueryUtils.isVisible()).tryQuery().isPresent());
                robot.clickOn("#handoffValue").write(field != null && field.toLowerCase().contains("password") ? PASSWORD : CODE);
                robot.clickOn("#handoffSupply");
                WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !vm.handoff().openProperty().get());
            }
            Thread.sleep(200);
        }
        assertThat(vm.stateTextProperty().get()).as(vm.statusProperty().get()).isEqualTo("ended");
        assertThat(vm.statusProperty().get()).startsWith("Run ended: completed");
        assertThat(asked).as("the dialog asked for the code").anyMatch(f -> f != null && f.toLowerCase().contains("code"));
        assertThat(site.events("signed-in")).as("the bank's own record of the sign-in").isNotEmpty();
        WaitForAsyncUtils.waitForFxEvents();
        for (javafx.stage.Window w : javafx.stage.Window.getWindows()) {
            if (w.getScene() == null) continue;
            assertThat(texts(w.getScene().getRoot())).noneMatch(t -> t.contains(CODE) || t.contains(PASSWORD));
        }
    }

    private static Stream<String> texts(Node node) {
        Stream<String> own = node instanceof Labeled l ? Stream.of(String.valueOf(l.getText()))
                : node instanceof TextInputControl t ? Stream.of(String.valueOf(t.getText())) : Stream.empty();
        if (node instanceof javafx.scene.Parent p) {
            return Stream.concat(own, p.getChildrenUnmodifiable().stream().flatMap(StudioHandoffRunTest::texts));
        }
        return own;
    }
}
