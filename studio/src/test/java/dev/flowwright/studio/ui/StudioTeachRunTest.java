package dev.flowwright.studio.ui;

import com.sun.net.httpserver.HttpServer;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.testing.NeedsDisplay;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioViewModel;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.ballot.OptionBar;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.screen.Box;
import dev.flowwright.studio.screen.LiveScreenView;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.surfaces.browser.ChromiumLocator;
import javafx.geometry.Point2D;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Teach mode in the real window (issue #15), on real Chromium with the offline decider: on the notes
 * sample page (two look-alike "Save note" buttons) the run asks which one is meant; a click on the live
 * screen answers; the run goes on and finishes; the ballot shows the turn as answered by the author; the
 * recipe saved from the run replays with no decider; the next run, with the flow's memory, asks nothing.
 * And the author's click never passes the destructive check. Needs a display (./test starts Xvfb) and
 * Chromium: missing either fails under FLOWWRIGHT_REQUIRE_ALL=1.
 */
@ExtendWith({NeedsDisplay.class, ApplicationExtension.class})
class StudioTeachRunTest {
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
        ChromiumLocator chromium = new ChromiumLocator();
        require(chromium.anyChromium(), chromium.notFoundMessage());
        site = SampleSite.start(0);
        home = Files.createTempDirectory("studio-teach-test");
    }

    @AfterAll
    static void stopServing() {
        if (site != null) site.close();
    }

    @Start
    void start(Stage stage) throws Exception {
        Path flow = home.resolve("notes-save-" + System.nanoTime() + ".flow.yaml");
        Files.copy(Path.of("..", "samples", "flows", "notes-save.flow.yaml"), flow);
        StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
        window = Studio.build(stage, wiring, StudioSettings.load(home.resolve("studio.properties")),
                new StudioLaunch(flow, site.url("notes/"), null));
        stage.show();
    }

    /** The launch's file opens on the disk thread: each test starts once it is shown. */
    @BeforeEach
    void opened() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.opening());
        site.clearEvents();
    }

    /** Two runs and a replay on Chromium: more than the default five minutes on a loaded 2-core machine. */
    @Test
    @org.junit.jupiter.api.Timeout(value = 12, unit = TimeUnit.MINUTES)
    void theRunAsksAClickOnTheLiveScreenAnswersItIsTaughtAndTheNextRunDoesNotAsk(FxRobot robot) throws Exception {
        StudioViewModel vm = window.viewModel();
        AtomicInteger asked = countQuestions(robot, vm);

        robot.clickOn("#run");
        Box personal = waitForTheQuestion(robot, vm, "button \"Save note (personal)\"");
        assertThat(robot.lookup("#teachQuestion").queryLabeled().getText()).startsWith("which of these is the control to save the note");
        assertThat(vm.screen().asked()).as("the candidates outlined on the live screen").extracting(Box::label)
                .contains("button \"Save note (personal)\"", "button \"Save note (team)\"");
        assertThat(robot.lookup(".asked-outline").queryAll()).hasSize(vm.screen().asked().size());
        assertThat(vm.handoff().inDialogProperty().get()).as("asked in the window, not in the modal dialog").isFalse();
        assertThat(robot.lookup("#teachCandidates").lookup(".teach-candidate").queryAllAs(javafx.scene.control.Button.class))
                .as("a button per candidate, numbered as on the live screen").hasSize(vm.handoff().choices().size())
                .anySatisfy(b -> assertThat(b.getText()).matches("\\d\\. button \"Save note \\(personal\\)\" — .*"));

        robot.clickOn(pointOf(robot, personal));
        waitUntilEnded(vm);
        assertThat(vm.statusProperty().get()).startsWith("Run ended: completed");
        assertThat(asked.get()).as("questions on the first run").isEqualTo(1);
        assertThat(savedTo()).containsExactly("personal");

        // the ballot shows the turn as answered by the author, with the ballot it overrode
        HistoryRow answeredTurn = vm.history().rows().stream().filter(r -> r.isTurn() && r.detail().contains("answered by the author"))
                .findFirst().orElseThrow(() -> new AssertionError("no turn answered by the author in " + vm.history().rows()));
        @SuppressWarnings("unchecked")
        ListView<HistoryRow> history = robot.lookup("#historyList").queryAs(ListView.class);
        robot.interact(() -> history.getSelectionModel().select(answeredTurn));
        assertThat(vm.ballot().answeredByAuthorProperty().get()).isTrue();
        assertThat(robot.lookup("#ballotByAuthor").query().isVisible()).isTrue();
        List<OptionBar> overridden = vm.ballot().questions().get(0).options();
        assertThat(overridden).hasSizeGreaterThanOrEqualTo(3);
        assertThat(overridden).filteredOn(OptionBar::chosen).extracting(OptionBar::label).singleElement().asString().contains("Save note (personal)");
        robot.clickOn("#backToLive");

        // the recipe saved from the run has an ordinary click with the full locator ladder, and replays with no decider
        Path saved = home.resolve("notes-" + System.nanoTime() + ".recipe.yaml");
        CompletableFuture<?>[] done = new CompletableFuture<?>[1];
        robot.interact(() -> done[0] = vm.saveAsRecipe(saved));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done[0]);
        Recipe recipe = RecipeReader.read(saved);
        assertThat(recipe.steps()).extracting(s -> s.action().wire()).contains("click");
        assertThat(Files.readString(saved)).contains("{role: button, name: \"Save note (personal)\"}", "{id: save-personal}");
        site.clearEvents();
        Replays.replayAndWait(robot, vm.recipes());
        assertThat(vm.recipes().reportProperty().get()).as(vm.recipes().messageProperty().get()).isNotNull();
        assertThat(vm.recipes().reportProperty().get().outcome().word()).isIn("passed", "unverified");
        assertThat(savedTo()).containsExactly("personal");

        // the flow's memory keeps the answer: the next run confirms it and asks nothing
        assertThat(Files.readString(vm.memoryFile())).contains("\"name\" : \"Save note (personal)\"");
        site.clearEvents();
        asked.set(0);
        robot.clickOn("#run");
        waitUntilEnded(vm);
        assertThat(vm.statusProperty().get()).startsWith("Run ended: completed");
        assertThat(asked.get()).as("questions on the second run").isZero();
        assertThat(savedTo()).containsExactly("personal");
    }

    @Test
    void theAuthorsClickOnAHardToUndoControlIsRefusedLikeAnyPress(FxRobot robot) throws Exception {
        List<String> pressed = new CopyOnWriteArrayList<>();
        HttpServer page = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 8);
        page.createContext("/", ex -> {
            try (ex) {
                String query = ex.getRequestURI().getQuery();
                if (query != null && query.startsWith("pressed=")) pressed.add(query.substring(8));
                byte[] body = NOTE_WITH_DELETE.getBytes(StandardCharsets.UTF_8);
                ex.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
                ex.sendResponseHeaders(200, body.length);
                ex.getResponseBody().write(body);
            }
        });
        page.start();
        try {
            StudioViewModel vm = window.viewModel();
            Path flow = home.resolve("note-with-delete-" + System.nanoTime() + ".flow.yaml");
            String url = "http://127.0.0.1:" + page.getAddress().getPort() + "/";
            Files.writeString(flow, "name: save a note beside a delete button\napp: browser\nstart: " + url + "\nsteps:\n  - save the note\n");
            CompletableFuture<?>[] opening = new CompletableFuture<?>[1];
            robot.interact(() -> opening[0] = window.openFile(flow));
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, opening[0]);

            AtomicInteger asked = countQuestions(robot, vm);
            robot.clickOn("#run");
            Box delete = waitForTheQuestion(robot, vm, "button \"Delete note\"");
            robot.clickOn(pointOf(robot, delete));
            waitUntilEnded(vm);
            assertThat(vm.statusProperty().get()).startsWith("Run ended: step_failed").contains("refused to press button \"Delete note\"");
            assertThat(vm.history().rows()).filteredOn(r -> !r.isTurn() && r.key().equals("1")).singleElement()
                    .satisfies(r -> assertThat(r.detail()).contains("refused to press button \"Delete note\""));
            assertThat(asked.get()).isEqualTo(1);
            assertThat(vm.history().rows()).as("the author's answer is recorded before the check refuses it")
                    .anySatisfy(r -> assertThat(r.detail()).contains("answered by the author: button \"Delete note\""));
            assertThat(pressed).as("what the page saw pressed").isEmpty();
            assertThat(Files.exists(vm.memoryFile())).as("a refused answer is not remembered").isFalse();
        } finally {
            page.stop(0);
        }
    }

    /** A note form with the two look-alike save buttons and a delete button; each press is reported back to the server. */
    static final String NOTE_WITH_DELETE = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>New note</title></head><body>
            <h1>New note</h1>
            <label for="t">Title</label> <input id="t" value="Lunch">
            <p><button type="button" id="personal">Save note (personal)</button>
               <button type="button" id="team">Save note (team)</button></p>
            <p style="margin-top:40px"><button type="button" id="delete">Delete note</button></p>
            <script>
            for (const b of document.querySelectorAll('button')) b.addEventListener('click', () => fetch('/?pressed=' + b.id));
            </script></body></html>
            """;

    /** Counts the run's questions to a person as they open. */
    static AtomicInteger countQuestions(FxRobot robot, StudioViewModel vm) {
        AtomicInteger asked = new AtomicInteger();
        robot.interact(() -> vm.handoff().openProperty().addListener((o, was, open) -> { if (open) asked.incrementAndGet(); }));
        return asked;
    }

    /** Waits until the run asks in teach mode, the live screen drawn and {@code label} on it; returns that element's outline. */
    static Box waitForTheQuestion(FxRobot robot, StudioViewModel vm, String label) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> vm.handoff().pointingProperty().get() || ended(vm));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the run never asked; state " + vm.stateTextProperty().get() + ", status: " + vm.statusProperty().get(), e);
        }
        assertThat(vm.handoff().pointingProperty().get()).as("asked before the run ended: " + vm.statusProperty().get()).isTrue();
        LiveScreenView screen = robot.lookup("#liveScreen").queryAs(LiveScreenView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> screen.shownImage() != null && !vm.screen().asked().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#teach").query().isVisible()).isTrue();
        Box asked = vm.screen().asked().stream().filter(b -> b.label().equals(label)).findFirst().orElse(null);
        if (asked != null) return asked;
        // not a candidate: any element of the shown screen, found through the tree (selecting only selects)
        var row = vm.tree().visibleRows().stream().filter(r -> label.equals(r.role() + " \"" + r.name() + "\"")).findFirst()
                .orElseThrow(() -> new AssertionError(label + " is not on the shown screen"));
        Box[] selected = new Box[1];
        robot.interact(() -> {
            vm.tree().select(row);
            selected[0] = vm.screen().selectedProperty().get();
        });
        assertThat(selected[0]).as(label + " has an outline").isNotNull();
        return selected[0];
    }

    /** Where {@code b} is drawn on the computer's screen now. */
    static Point2D pointOf(FxRobot robot, Box b) {
        LiveScreenView screen = robot.lookup("#liveScreen").queryAs(LiveScreenView.class);
        Point2D[] at = new Point2D[1];
        robot.interact(() -> at[0] = screen.screenPointOf(b));
        assertThat(at[0]).as("the live screen is drawn").isNotNull();
        return at[0];
    }

    static boolean ended(StudioViewModel vm) { return vm.stateTextProperty().get().equals("ended"); }

    static void waitUntilEnded(StudioViewModel vm) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(240, TimeUnit.SECONDS, () -> ended(vm));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the run did not end; state " + vm.stateTextProperty().get() + ", status: " + vm.statusProperty().get(), e);
        }
    }

    /** Where the notes page says notes were saved ("personal", "team"), once its report has arrived. */
    static List<String> savedTo() throws InterruptedException {
        for (int i = 0; i < 40 && site.events("note-saved").isEmpty(); i++) Thread.sleep(50);
        return site.events("note-saved").stream().map(e -> String.valueOf(((Map<?, ?>) e.get("data")).get("place"))).toList();
    }
}
