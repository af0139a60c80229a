package dev.flowwright.studio.ui;

import dev.flowwright.runtime.testing.NeedsDisplay;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioViewModel;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.screen.Box;
import dev.flowwright.studio.screen.LiveScreenView;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Teach mode's answer time (issue #15, target ≤ 300 ms): from the author's click on the live screen (the
 * mouse event reaching the window) to the press happening on the page (the notes page's own report of the
 * save, stamped by the sample site as it arrives), over runs of the look-alike notes flow on real Chromium
 * with the offline decider; and to the run's action event (the press returned from Chromium). The flow's
 * memory is removed before each run, so every run asks. One unmeasured run first. Prints median and p90.
 *
 * <p>Run: {@code DISPLAY=:93 mvn -B -o -Pbench -pl studio -am test -Dtest=StudioTeachBench -Dsurefire.failIfNoSpecifiedTests=false}
 * ({@code -Dclicks=N} for more than 10).
 */
@Tag("bench")
@ExtendWith({NeedsDisplay.class, ApplicationExtension.class})
class StudioTeachBench {
    static final int CLICKS = Integer.getInteger("clicks", 10);
    SampleSite site;
    MainWindow window;

    /** The browser a run left open as the live screen is closed with each test (it would outlive the window). */
    @org.junit.jupiter.api.AfterEach
    void closeTheLiveScreen() {
        if (window != null) window.viewModel().session().closeLiveScreen();
    }

    @Start
    void start(Stage stage) throws Exception {
        site = SampleSite.start(0);
        Path home = Files.createTempDirectory("studio-teach-bench");
        Path flow = home.resolve("notes-save.flow.yaml");
        Files.copy(Path.of("..", "samples", "flows", "notes-save.flow.yaml"), flow);
        StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
        window = Studio.build(stage, wiring, StudioSettings.load(home.resolve("studio.properties")), new StudioLaunch(flow, site.url("notes/"), null));
        stage.show();
    }

    @Test
    void fromTheAuthorsClickOnTheLiveScreenToThePressOnThePage(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, window.opening());
        StudioViewModel vm = window.viewModel();
        LiveScreenView screen = robot.lookup("#liveScreen").queryAs(LiveScreenView.class);
        AtomicLong clickedAt = new AtomicLong();
        robot.interact(() -> screen.addEventFilter(MouseEvent.MOUSE_CLICKED, e -> clickedAt.set(System.currentTimeMillis())));
        List<Long> toPage = new ArrayList<>();
        List<Long> toPress = new ArrayList<>();
        long cold = -1;
        try {
            // one run more than measured: the first click pays the JIT and the first look's class loading, reported apart
            for (int i = 0; i <= CLICKS; i++) {
                Files.deleteIfExists(vm.memoryFile());
                site.clearEvents();
                robot.clickOn("#run");
                Box personal = StudioTeachRunTest.waitForTheQuestion(robot, vm, "button \"Save note (personal)\"");
                robot.clickOn(StudioTeachRunTest.pointOf(robot, personal));
                StudioTeachRunTest.waitUntilEnded(vm);
                for (int w = 0; w < 40 && site.events("note-saved").isEmpty(); w++) Thread.sleep(50);
                Map<String, Object> saved = site.events("note-saved").stream().findFirst()
                        .orElseThrow(() -> new AssertionError("no save on the page; " + vm.statusProperty().get()));
                assertThat(((Map<?, ?>) saved.get("data")).get("place")).isEqualTo("personal");
                long page = ((Number) saved.get("at")).longValue() - clickedAt.get();
                if (i == 0) {
                    cold = page;
                    continue;
                }
                toPage.add(page);
                toPress.add(pressedAt(vm, personal.label()) - clickedAt.get());
            }
        } finally {
            site.close();
        }
        System.out.printf(Locale.ROOT, "teach mode, %d clicks on the live screen (after one unmeasured run, whose click took %d ms):%n", CLICKS, cold);
        System.out.println(line("author's click → the page's own report of the press", toPage));
        System.out.println(line("author's click → the press done (the run's action event)", toPress));
    }

    /** When the run's press on {@code label} returned: its action event, from the session's turns. */
    private static long pressedAt(StudioViewModel vm, String label) {
        return vm.history().rows().stream().filter(HistoryRow::isTurn).map(r -> vm.session().turn(r.key())).filter(java.util.Objects::nonNull)
                .flatMap(t -> t.actions().stream()).filter(a -> a.ok() && label.equals(a.targetLabel()))
                .mapToLong(a -> a.time().toEpochMilli()).max().orElseThrow(() -> new AssertionError("no press on " + label));
    }

    private static String line(String what, List<Long> millis) {
        List<Long> sorted = millis.stream().sorted().toList();
        return String.format(Locale.ROOT, "  %s: median %d ms, p90 %d ms, max %d ms (all: %s)", what, percentile(sorted, 50), percentile(sorted, 90),
                sorted.get(sorted.size() - 1), millis);
    }

    /** The nearest-rank percentile. */
    static long percentile(List<Long> sorted, int p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.size());
        return sorted.get(Math.max(0, rank - 1));
    }
}
