package dev.flowwright.studio.ui;

import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.testing.NeedsDisplay;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioViewModel;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.screen.Box;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.surfaces.browser.ChromiumLocator;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
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
import java.util.stream.Stream;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Teach mode past a consent wall in the real window, on real Chromium (issue #30): the sample news page's
 * privacy wall (no close, Escape ignored) sits over the newsletter form, and the decision model does not
 * see it ({@link WallBlindService}), so the run asks the author which control signs up. The author clicks
 * "Sign me up" on the live screen — under the wall — and the question bar says so and offers the wall's
 * controls, refusing first; the author answers the wall, the step's own question comes again and the step
 * completes. Escape is never pressed into the wall, consent is never given, the journal records both
 * answers, and the recording replays with no model. Needs a display (./test starts Xvfb) and Chromium.
 */
@ExtendWith({NeedsDisplay.class, ApplicationExtension.class})
class StudioCoveredAnswerRunTest {
    static final String WALL = "We care about your privacy";
    static final String COVERED = "\"Sign me up\" is covered by the dialog \"" + WALL + "\" — answer the dialog first";
    static SampleSite site;
    static FakeSystemOneServer service;
    static Path home;
    MainWindow window;

    @BeforeAll
    static void serve() throws Exception {
        ChromiumLocator chromium = new ChromiumLocator();
        require(chromium.anyChromium(), chromium.notFoundMessage());
        site = SampleSite.start(0);
        service = WallBlindService.start(WALL);
        home = Files.createTempDirectory("studio-covered-test");
    }

    @AfterAll
    static void stopServing() {
        if (site != null) site.close();
        if (service != null) service.close();
    }

    @AfterEach
    void closeTheLiveScreen() {
        if (window != null) window.viewModel().session().closeLiveScreen();
    }

    @Start
    void start(Stage stage) throws Exception {
        Path flow = home.resolve("newsletter-wall-" + System.nanoTime() + ".flow.yaml");
        Files.copy(Path.of("..", "samples", "flows", "newsletter-wall.flow.yaml"), flow);
        StudioSettings settings = StudioSettings.load(home.resolve("studio.properties"));
        settings.decider(new DeciderSetting(DeciderSetting.Kind.CUSTOM, service.baseUrl().toString(), "jev-latest"));
        StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
        window = Studio.build(stage, wiring, settings, new StudioLaunch(flow, site.url("wall/"), null));
        stage.show();
    }

    @BeforeEach
    void opened() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.opening());
        site.clearEvents();
    }

    /** Two runs' worth of Chromium work (the run and the replay) on a loaded 2-core machine. */
    @Test
    @org.junit.jupiter.api.Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aClickOnTheCoveredControlSaysWhyTheAuthorAnswersTheWallAndTheStepCompletes(FxRobot robot) throws Exception {
        StudioViewModel vm = window.viewModel();
        robot.clickOn("#record"); // a recorded run keeps its journal
        Box signUp = StudioTeachRunTest.waitForTheQuestion(robot, vm, "button \"Sign me up\"");
        assertThat(text(robot, "#teachQuestion")).startsWith("which of these is the control to sign up for the newsletter");
        assertThat(robot.lookup("#teachCover").queryAs(Button.class)).as("the wall can be answered first")
                .satisfies(b -> assertThat(b.isVisible()).isTrue())
                .satisfies(b -> assertThat(b.getText()).isEqualTo("Answer the dialog \"" + WALL + "\" first"));
        assertThat(vm.tree().visibleRows()).as("the screen the question shows is the page with its wall")
                .anyMatch(r -> r.name().equals("Reject non-essential"));

        robot.clickOn(StudioTeachRunTest.pointOf(robot, signUp));

        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.handoff().pointingProperty().get() && COVERED.equals(vm.handoff().reasonProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#teachQuestion")).isEqualTo(COVERED);
        List<String> offered = robot.lookup("#teachCandidates").lookup(".teach-candidate").queryAllAs(Button.class).stream().map(Button::getText).toList();
        assertThat(offered).as("the wall's controls, the refusing one first, never the granting one").isNotEmpty()
                .noneMatch(t -> t.contains("Accept all"));
        assertThat(offered.get(0)).startsWith("1. button \"Reject non-essential\"");
        Box reject = vm.screen().asked().stream().filter(b -> b.label().equals("button \"Reject non-essential\"")).findFirst()
                .orElseThrow(() -> new AssertionError("the wall's refusing control is not outlined: " + vm.screen().asked()));

        robot.clickOn(StudioTeachRunTest.pointOf(robot, reject));
        StudioTeachRunTest.waitUntilEnded(vm);

        assertThat(vm.statusProperty().get()).startsWith("Run ended: completed");
        assertThat(events("consent-granted")).as("consent is the user's to give").isEmpty();
        assertThat(events("escape-ignored")).as("nothing pressed Escape into the wall").isEmpty();
        assertThat(events("consent-rejected")).hasSize(1);
        assertThat(events("signed-up")).singleElement().satisfies(e -> assertThat(e.toString()).contains("reader@example.com"));
        // the history: both questions with their answers, and the turn the author's answer to the wall moved
        assertThat(vm.history().rows()).extracting(HistoryRow::detail)
                .containsSubsequence("which of these is the control to sign up for the newsletter?", "answered: pointed", COVERED, "answered: pointed")
                .anyMatch(d -> d.contains("answered by the author: button \"Reject non-essential\"") && d.contains("move: click button \"Reject non-essential\""));
        String journal;
        try (Stream<Path> runs = Files.list(home.resolve("runs"))) {
            journal = Files.readString(runs.max(Path::compareTo).orElseThrow().resolve("journal.jsonl"));
        }
        assertThat(journal).as("the journal records both answers")
                .contains("answered by the author: button \\\"Sign me up\\\"").contains("answered by the author: button \\\"Reject non-essential\\\"");

        // the recording replays with no model: through the wall's refusing control to the sign-up
        Path saved = home.resolve("newsletter-" + System.nanoTime() + ".recipe.yaml");
        CompletableFuture<?>[] done = new CompletableFuture<?>[1];
        robot.interact(() -> done[0] = vm.saveAsRecipe(saved));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done[0]);
        assertThat(RecipeReader.read(saved).steps()).extracting(s -> s.action().wire()).contains("click");
        assertThat(Files.readString(saved)).contains("{role: button, name: Reject non-essential}", "{role: button, name: Sign me up}");
        site.clearEvents();
        Replays.replayAndWait(robot, vm.recipes());
        assertThat(vm.recipes().reportProperty().get()).as(vm.recipes().messageProperty().get()).isNotNull();
        assertThat(vm.recipes().reportProperty().get().outcome().word()).isIn("passed", "unverified");
        assertThat(events("consent-rejected")).hasSize(1);
        assertThat(events("signed-up")).hasSize(1);
        assertThat(events("consent-granted")).isEmpty();
    }

    private static String text(FxRobot robot, String id) { return robot.lookup(id).queryAs(Labeled.class).getText(); }

    /** What the page reported of {@code type}, once its report had time to arrive. */
    static List<Map<String, Object>> events(String type) throws InterruptedException {
        for (int i = 0; i < 20 && site.events(type).isEmpty(); i++) Thread.sleep(50);
        return site.events(type);
    }
}
