package dev.flowwright.studio.ui;

import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.ballot.QuestionRow;
import dev.flowwright.studio.editor.FlowFiles;
import dev.flowwright.studio.handoff.PersonReply;
import dev.flowwright.studio.handoff.PersonRequest;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
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
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The real window, end to end: real flow files, real runs on Chromium against the sample site with
 * the offline decider, the real handoff dialog. Needs a display: ./test starts Xvfb.
 */
@ExtendWith({NeedsDisplay.class, ApplicationExtension.class})
class StudioWindowTest {
    static SampleSite site;
    static Path home;
    MainWindow window;

    /** The browser a run left open as the live screen is closed with each test (it would outlive the window). */
    @org.junit.jupiter.api.AfterEach
    void closeTheLiveScreen() {
        if (window != null) window.viewModel().session().closeLiveScreen();
    }
    Path flights;

    @BeforeAll
    static void serve() throws Exception {
        site = SampleSite.start(0);
        home = Files.createTempDirectory("studio-ui-test");
    }

    @AfterAll
    static void stopServing() {
        site.close();
    }

    @Start
    void start(Stage stage) throws Exception {
        flights = home.resolve("search-flights-" + System.nanoTime() + ".flow.yaml");
        try (var in = StudioWindowTest.class.getResourceAsStream("search-flights.flow.yaml")) {
            Files.copy(in, flights);
        }
        StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
        window = Studio.build(stage, wiring, StudioSettings.load(home.resolve("studio.properties")),
                new StudioLaunch(flights, site.url("flights/"), null));
        stage.show();
    }

    /** The launch's file opens on the disk thread: each test starts once it is shown. */
    @BeforeEach
    void opened() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.opening());
    }

    private static void waitUntil(int seconds, java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
    }

    @Test
    void recordOnTheSampleSiteThenStepTurnTwiceFillsTheBallotAndTimeTravelWorks(FxRobot robot) throws Exception {
        var vm = window.viewModel();
        assertThat(vm.editor().steps()).hasSize(3);
        robot.interact(() -> vm.editor().toggleBreakpoint(0));
        robot.clickOn("#record");
        waitUntil(120, () -> vm.pausedProperty().get());

        stepTurn(robot, vm, "1#0");
        stepTurn(robot, vm, "1#1");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(vm.ballot().questions()).isNotEmpty();
        QuestionRow first = vm.ballot().questions().get(0);
        assertThat(first.options()).isNotEmpty();
        assertThat(first.options().stream().mapToDouble(o -> o.probability()).sum()).isBetween(0.99, 1.01);
        // the window draws one card per question with a bar per option at its probability
        var cards = robot.lookup(".question-card").queryAll().stream().filter(javafx.scene.Node::isVisible).toList();
        assertThat(cards).hasSize(vm.ballot().questions().size());
        var bars = robot.from(cards.get(0)).lookup(".progress-bar").queryAllAs(javafx.scene.control.ProgressBar.class).stream()
                .filter(javafx.scene.Node::isVisible).toList();
        assertThat(bars).hasSize(first.options().size());
        assertThat(bars.get(0).getProgress()).isCloseTo(first.options().get(0).probability(), org.assertj.core.data.Offset.offset(1e-9));
        assertThat(vm.tree().visibleRows()).isNotEmpty();
        assertThat(robot.lookup("#elementTable").queryAs(TableView.class).getItems()).isNotEmpty();

        // the live screen shows a picture, and clicking it selects that element in the tree
        waitUntil(20, () -> robot.lookup("#liveScreen").queryAs(dev.flowwright.studio.screen.LiveScreenView.class).shownImage() != null);
        // an element of the tree that has an outline on the picture: clicking there selects an element, in the tree too
        var outlined = vm.tree().visibleRows().stream().map(row -> {
            robot.interact(() -> vm.tree().select(row));
            return vm.screen().selectedProperty().get();
        }).filter(java.util.Objects::nonNull).findFirst();
        assertThat(outlined).as("an element of the tree with an outline on the live screen").isPresent();
        var box = outlined.get();
        robot.interact(() -> vm.tree().select(null));
        String[] picked = new String[1];
        robot.interact(() -> picked[0] = vm.screen().pickAt(box.x() + box.width() / 2, box.y() + box.height() / 2));
        assertThat(picked[0]).isNotNull();
        assertThat(vm.tree().selectedRefProperty().get()).isEqualTo(picked[0]);
        assertThat(robot.lookup("#elementTable").queryAs(TableView.class).getSelectionModel().getSelectedIndex()).isGreaterThanOrEqualTo(0);

        // time travel: choosing turn 0 shows that turn's ballot
        @SuppressWarnings("unchecked")
        ListView<HistoryRow> history = robot.lookup("#historyList").queryAs(ListView.class);
        HistoryRow turn0 = vm.history().rows().stream().filter(r -> r.key().equals("1#0")).findFirst().orElseThrow();
        robot.interact(() -> history.getSelectionModel().select(turn0));
        assertThat(vm.history().liveProperty().get()).isFalse();
        assertThat(vm.ballot().headingProperty().get()).contains("turn 0");
        robot.clickOn("#backToLive");
        assertThat(vm.history().liveProperty().get()).isTrue();

        robot.clickOn("#stop");
        waitUntil(60, () -> vm.stateTextProperty().get().equals("ended"));

        // the recorded run reopens from its journal with the same turns
        Path run;
        try (Stream<Path> runs = Files.list(home.resolve("runs"))) {
            run = runs.max(java.util.Comparator.naturalOrder()).orElseThrow();
        }
        java.util.concurrent.CompletableFuture<?>[] done = new java.util.concurrent.CompletableFuture<?>[1];
        robot.interact(() -> done[0] = vm.openRun(run));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done[0]);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.history().rows()).extracting(HistoryRow::key).contains("1#0", "1#1");
    }

    /**
     * One turn, then paused. The offline decider may hand a turn over to a person instead of moving (a
     * real takeover handoff): then "I did it — resume" is pressed in the real dialog and the run holds
     * at its next boundary.
     */
    private static void stepTurn(FxRobot robot, dev.flowwright.studio.StudioViewModel vm, String key) throws Exception {
        robot.clickOn("#stepTurn");
        try {
            waitUntil(120, () -> vm.history().rows().stream().anyMatch(r -> r.key().equals(key) && r.detail().contains("judge"))
                    && (vm.pausedProperty().get() || vm.handoff().openProperty().get()));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("no paused turn " + key + "; state " + vm.stateTextProperty().get() + ", status: "
                    + vm.statusProperty().get() + ", history: " + vm.history().rows(), e);
        }
        if (vm.handoff().openProperty().get()) {
            waitUntil(30, () -> robot.lookup("#handoffActed").tryQuery().map(Node::isVisible).orElse(false)
                    && robot.lookup("#handoffActed").query().getScene().getWindow().isShowing());
            robot.clickOn("#handoffActed");
            waitUntil(120, () -> vm.pausedProperty().get());
        }
    }

    @Test
    void aStepIsEditedInPlaceWithF2AndEscapeLeavesItAsItWas(FxRobot robot) {
        var vm = window.viewModel();
        String before = vm.editor().steps().get(1).text();
        @SuppressWarnings("unchecked")
        ListView<dev.flowwright.studio.editor.StepRow> steps = robot.lookup("#stepList").queryAs(ListView.class);
        robot.interact(() -> steps.getSelectionModel().select(1));
        robot.clickOn(steps).type(javafx.scene.input.KeyCode.F2);
        WaitForAsyncUtils.waitForFxEvents();
        TextInputControl editor = robot.lookup("#stepEditor").queryAs(TextInputControl.class);
        robot.interact(() -> editor.setText("search for the cheapest flights"));
        robot.type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.editor().steps().get(1).text()).isEqualTo("search for the cheapest flights");
        assertThat(robot.lookup("#stepEditor").tryQuery()).isEmpty();

        robot.interact(() -> steps.getSelectionModel().select(1));
        robot.type(javafx.scene.input.KeyCode.F2);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#stepEditor").queryAs(TextInputControl.class).setText("something else"));
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.editor().steps().get(1).text()).isEqualTo("search for the cheapest flights").isNotEqualTo(before);
        robot.interact(() -> vm.editor().undo());
        assertThat(vm.editor().steps().get(1).text()).isEqualTo(before);
    }

    @Test
    void anInvalidYamlEditShowsItsProblemAtTheRightLine(FxRobot robot) {
        var vm = window.viewModel();
        robot.clickOn("YAML");
        TextInputControl yaml = robot.lookup("#yamlText").queryAs(TextInputControl.class);
        String broken = yaml.getText().replace("steps:", "steps:\n  - enter: [not, a, map]");
        robot.interact(() -> yaml.setText(broken));
        robot.clickOn("#applyYaml");
        WaitForAsyncUtils.waitForFxEvents();
        int line = (int) broken.lines().takeWhile(l -> !l.contains("[not, a, map]")).count() + 1;
        @SuppressWarnings("unchecked")
        ListView<FlowFiles.Problem> problems = robot.lookup("#yamlProblems").queryAs(ListView.class);
        assertThat(problems.getItems()).isNotEmpty();
        assertThat(problems.getItems()).extracting(FlowFiles.Problem::line).contains(line);
        assertThat(vm.editor().steps()).as("the flow is left as it was").hasSize(3);
    }

    @Test
    void theHandoffDialogTakesAMaskedValueAndNeverShowsItAgain(FxRobot robot) throws Exception {
        var vm = window.viewModel();
        PersonRequest ask = new PersonRequest("3", "The page asks for the one-time code sent to your phone.", "One-time code",
                null, Duration.ofSeconds(120));
        CompletableFuture<PersonReply> reply = CompletableFuture.supplyAsync(() -> vm.session().askPerson(ask));
        waitUntil(10, () -> vm.handoff().openProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#handoffCountdown").queryLabeled().getText()).matches("\\d:\\d\\d left");
        assertThat(robot.lookup("#handoffSupply").queryButton().isDisabled()).isTrue();
        robot.clickOn("#handoffValue").write("493817");
        robot.clickOn("#handoffSupply");

        PersonReply r = reply.get(10, TimeUnit.SECONDS);
        assertThat(r.kind()).isEqualTo(PersonReply.Kind.VALUE);
        assertThat(r.value()).isEqualTo("493817");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.handoff().openProperty().get()).isFalse();
        for (javafx.stage.Window w : javafx.stage.Window.getWindows()) {
            if (w.getScene() == null) continue;
            assertThat(texts(w.getScene().getRoot())).noneMatch(t -> t.contains("493817"));
        }
    }

    private static Stream<String> texts(Node node) {
        Stream<String> own = node instanceof Labeled l ? Stream.of(String.valueOf(l.getText()))
                : node instanceof TextInputControl t ? Stream.of(String.valueOf(t.getText())) : Stream.empty();
        if (node instanceof javafx.scene.Parent p) {
            return Stream.concat(own, p.getChildrenUnmodifiable().stream().flatMap(StudioWindowTest::texts));
        }
        return own;
    }
}
