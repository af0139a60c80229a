package dev.flowwright.studio.ui;

import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.handoff.PersonRequest;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import javafx.scene.control.ListView;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Takes the screenshots in docs/images/ from the real window on the X display (Xvfb), driving a real
 * run on the sample site. Run: {@code DISPLAY=:96 mvn -Pbench -pl studio -am test -Dtest=DocsScreenshots}.
 */
@Tag("bench")
@EnabledIfEnvironmentVariable(named = "DISPLAY", matches = ".+")
class DocsScreenshots {
    static final Path IMAGES = Path.of("..", "docs", "images").toAbsolutePath().normalize();

    @Test
    void takeTheScreenshots() throws Exception {
        Files.createDirectories(IMAGES);
        SampleSite site = SampleSite.start(0);
        Path home = Files.createTempDirectory("studio-docs");
        Path flow = home.resolve("search-flights.flow.yaml");
        try (var in = DocsScreenshots.class.getResourceAsStream("search-flights.flow.yaml")) {
            Files.copy(in, flow);
        }
        MainWindow w = window(home, new StudioLaunch(flow, site.url("flights/"), null));
        var vm = w.viewModel();
        FxRobot robot = new FxRobot();
        WaitForAsyncUtils.waitForFxEvents();
        shoot(w.stage(), "studio-open.png");

        robot.interact(() -> vm.editor().toggleBreakpoint(0));
        robot.clickOn("#record");
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> vm.pausedProperty().get());
        stepTurn(robot, vm, "1#0");
        stepTurn(robot, vm, "1#1");
        Thread.sleep(1500);
        robot.interact(() -> vm.tree().selectedRefProperty().set(vm.tree().visibleRows().get(4).ref()));
        Thread.sleep(500);
        shoot(w.stage(), "studio-run.png");

        robot.clickOn("#treeFilter").write("textbox");
        Thread.sleep(500);
        shoot(w.stage(), "studio-tree-filter.png");
        robot.interact(() -> vm.tree().filterProperty().set(""));

        @SuppressWarnings("unchecked")
        ListView<HistoryRow> history = robot.lookup("#historyList").queryAs(ListView.class);
        robot.interact(() -> history.getSelectionModel().select(
                vm.history().rows().stream().filter(r -> r.key().equals("1#0")).findFirst().orElseThrow()));
        Thread.sleep(1000);
        shoot(w.stage(), "studio-time-travel.png");
        robot.clickOn("#backToLive");

        Path shot = vm.session().turn("1#1").screenshot();
        CompletableFuture<?> reply = CompletableFuture.supplyAsync(() -> vm.session().askPerson(new PersonRequest("1",
                "The page asks for the one-time code sent to the phone ending in 42.", "One-time code", shot, Duration.ofMinutes(5))));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> vm.handoff().openProperty().get());
        Thread.sleep(1200);
        robot.clickOn("#handoffValue").write("493817");
        Thread.sleep(300);
        shoot(w.stage(), "studio-handoff.png");
        robot.clickOn("#handoffCancel");
        reply.get(10, TimeUnit.SECONDS);

        robot.clickOn("#stop");
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> vm.stateTextProperty().get().equals("ended"));
        robot.clickOn("YAML");
        TextInputControl yaml = robot.lookup("#yamlText").queryAs(TextInputControl.class);
        robot.interact(() -> yaml.setText(yaml.getText().replace("steps:", "steps:\n  - enter: [not, a, map]")));
        robot.clickOn("#applyYaml");
        Thread.sleep(500);
        shoot(w.stage(), "studio-yaml-problem.png");

        robot.clickOn("Steps");
        robot.interact(() -> w.stage().getScene().getRoot().getStyleClass().add("dark"));
        Thread.sleep(500);
        shoot(w.stage(), "studio-dark.png");
        FxToolkit.cleanupStages();
        site.close();
    }

    /** One turn; when the offline decider hands over to a person instead of moving, say "I did it" and wait for the pause. */
    private static void stepTurn(FxRobot robot, dev.flowwright.studio.StudioViewModel vm, String key) throws Exception {
        robot.clickOn("#stepTurn");
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> has(vm, key, "judge") && (vm.pausedProperty().get() || vm.handoff().openProperty().get()));
        if (vm.handoff().openProperty().get()) {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> robot.lookup("#handoffActed").tryQuery().map(javafx.scene.Node::isVisible).orElse(false)
                    && robot.lookup("#handoffActed").query().getScene().getWindow().isShowing());
            Thread.sleep(1000);
            robot.clickOn("#handoffActed");
            WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> vm.pausedProperty().get() || vm.stateTextProperty().get().equals("ended"));
        }
    }

    private static boolean has(dev.flowwright.studio.StudioViewModel vm, String key, String word) {
        return vm.history().rows().stream().anyMatch(r -> r.key().equals(key) && r.detail().contains(word));
    }

    /** The real window at the top left of the X screen, 1560×960, with what {@code launch} opens shown; runs go under {@code home}. */
    static MainWindow window(Path home, StudioLaunch launch) throws Exception {
        FxToolkit.registerPrimaryStage();
        MainWindow[] holder = new MainWindow[1];
        FxToolkit.setupStage(stage -> {
            StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
            holder[0] = Studio.build(stage, wiring, StudioSettings.load(home.resolve("s.properties")), launch);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1560);
            stage.setHeight(960);
            stage.show();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, holder[0].opening());
        return holder[0];
    }

    /** The window's area of the X screen, as ImageMagick's import sees it. */
    static void shoot(Stage stage, String name) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(300);
        String crop = String.format("%dx%d+%d+%d", (int) stage.getWidth(), (int) stage.getHeight(), (int) stage.getX(), (int) stage.getY());
        Process p = new ProcessBuilder("import", "-window", "root", "-crop", crop, IMAGES.resolve(name).toString())
                .inheritIO().start();
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) throw new IllegalStateException("import failed for " + name);
    }
}
