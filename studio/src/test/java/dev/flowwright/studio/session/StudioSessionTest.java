package dev.flowwright.studio.session;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.studio.ScriptedBackend;
import dev.flowwright.studio.SyntheticRun;
import dev.flowwright.studio.ballot.QuestionRow;
import dev.flowwright.studio.handoff.PersonReply;
import dev.flowwright.studio.handoff.PersonRequest;
import dev.flowwright.studio.history.HistoryRow;
import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.studio.util.UiExecutor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class StudioSessionTest {
    @TempDir
    Path dir;
    ScriptedBackend backend;
    StudioSession session;

    @BeforeEach
    void setUp() {
        backend = new ScriptedBackend();
        session = new StudioSession(UiExecutor.sameThread(), backend, new ScreenshotStore(dir.resolve("shots")), Clock.systemUTC());
        session.start(new RunRequest(new Flow("f", "browser", null, null, List.of(new Step.Do("search for flights"))),
                "http://localhost:8700/", DeciderSetting.offline(), true, RunMode.RECORD, Set.of()));
    }

    private void feed(List<Event> events) { events.forEach(session::accept); }

    @Test
    void aTurnFillsScreenTreeBallotAndHistory() {
        session.accept(SyntheticRun.started("1", "search for flights"));
        feed(SyntheticRun.turn("1", 0, SyntheticRun.screen("Flights", 0), SyntheticRun.png(800, 500, 0)));

        assertThat(session.tree().visibleRows()).extracting(r -> r.ref()).containsExactly("e1", "e2", "e3", "e4", "e5");
        assertThat(session.screen().targetProperty().get().ref()).isEqualTo("e3");
        assertThat(session.screen().candidates()).extracting(b -> b.ref()).containsExactlyInAnyOrder("e1", "e2");
        assertThat(session.screen().frameUrlProperty().get()).startsWith("file:");
        List<QuestionRow> q = session.ballot().questions();
        assertThat(q).extracting(QuestionRow::id).containsExactly("done", "target");
        assertThat(q.get(1).options().get(0).label()).startsWith("e3");
        assertThat(q.get(1).options().get(0).probability()).isEqualTo(0.85);
        assertThat(session.ballot().verdictProperty().get()).isEqualTo("accept target=e3");
        assertThat(session.ballot().moveProperty().get()).isEqualTo("click button \"Search\"");
        assertThat(session.history().rows()).extracting(HistoryRow::key).containsExactly("1", "1#0");
        assertThat(session.history().rows().get(1).detail()).contains("judge: accept target=e3", "move: click button \"Search\"");
    }

    @Test
    void screenshotsAreKeptOnDiskNotInTheTurnRecord() throws Exception {
        feed(SyntheticRun.turn("1", 0, SyntheticRun.screen("Flights", 0), SyntheticRun.png(800, 500, 0)));
        TurnRecord rec = session.turn("1#0");
        assertThat(rec.screenshot()).exists();
        assertThat(Files.size(rec.screenshot())).isGreaterThan(100);
        assertThat(rec.screenshot().getParent()).isEqualTo(dir.resolve("shots"));
    }

    @Test
    void choosingAPastTurnShowsThatTurnsBallotAndBackToLiveShowsTheNewest() {
        session.accept(SyntheticRun.started("1", "search for flights"));
        feed(SyntheticRun.turn("1", 0, SyntheticRun.screen("First page", 0), SyntheticRun.png(200, 100, 0)));
        session.accept(SyntheticRun.decision("1", 1, 0.95, "e1"));

        HistoryRow turn0 = session.history().rows().stream().filter(r -> r.key().equals("1#0")).findFirst().orElseThrow();
        session.history().choose(turn0);
        assertThat(session.history().liveProperty().get()).isFalse();
        assertThat(session.ballot().verdictProperty().get()).isEqualTo("accept target=e3");
        assertThat(session.screen().captionProperty().get()).contains("turn 0", "First page", "past turn");

        session.accept(SyntheticRun.decision("1", 2, 0.97, "e2"));
        assertThat(session.ballot().verdictProperty().get()).as("a past turn stays shown while the run goes on").isEqualTo("accept target=e3");

        session.history().followLive();
        assertThat(session.ballot().verdictProperty().get()).isEqualTo("accept target=e2");
    }

    @Test
    void oldTurnsKeepTheirScreensOnDiskAndTimeTravelReadsThemBack() {
        session.accept(SyntheticRun.started("1", "search for flights"));
        int n = StudioSession.SCREENS_IN_MEMORY + 10;
        for (int t = 0; t < n; t++) feed(SyntheticRun.turn("1", t, SyntheticRun.screen("Page " + t, 3), null));
        assertThat(session.turn("1#0").screen()).isNull();
        assertThat(session.turn("1#0").screenFile()).exists();
        assertThat(session.turn("1#" + (n - 1)).screen()).isNotNull();
        session.history().choose(session.history().rows().stream().filter(r -> r.key().equals("1#0")).findFirst().orElseThrow());
        assertThat(session.tree().visibleRows()).hasSize(8);
        assertThat(session.screen().captionProperty().get()).contains("Page 0");
    }

    @Test
    void liveFramesAreCoalescedWhenTheUiThreadFallsBehind() {
        java.util.ArrayDeque<Runnable> queue = new java.util.ArrayDeque<>();
        StudioSession slow = new StudioSession(queue::add, backend, new ScreenshotStore(dir.resolve("s2")), Clock.systemUTC());
        for (int t = 0; t < 20; t++) slow.accept(SyntheticRun.decision("1", t, 0.1, "e3"));
        while (!queue.isEmpty()) queue.poll().run();
        assertThat(slow.ballot().headingProperty().get()).contains("turn 19");
        assertThat(slow.history().rows()).hasSize(20);
    }

    @Test
    void aSuppliedValueGoesBackAsASecretAndIsMaskedInTheTreeAfterwards() throws Exception {
        PersonRequest req = new PersonRequest("2", "The page asks for a one-time code.", "otp", null, Duration.ofSeconds(30));
        CompletableFuture<PersonReply> reply = CompletableFuture.supplyAsync(() -> session.askPerson(req));
        long until = System.currentTimeMillis() + 5000;
        while (!session.handoff().openProperty().get() && System.currentTimeMillis() < until) Thread.sleep(5);
        assertThat(session.stateProperty().get()).isEqualTo(RunPhase.WAITING_FOR_PERSON);
        session.handoff().valueProperty().set("493817");
        session.handoff().supplyValue();

        PersonReply r = reply.get(5, TimeUnit.SECONDS);
        assertThat(r.kind()).isEqualTo(PersonReply.Kind.VALUE);
        assertThat(r.value()).isEqualTo("493817");
        assertThat(r.toString()).doesNotContain("493817");
        assertThat(session.handoff().valueProperty().get()).isEmpty();

        var screen = SyntheticRun.screen("Code", 0);
        var withCode = new dev.flowwright.runtime.screen.Element("e9", "textbox", "One-time code", "", "493817", Set.of(), Set.of(), null, List.of(), null);
        var els = new java.util.ArrayList<>(screen.elements());
        els.add(withCode);
        session.accept(SyntheticRun.look("2", 0, new dev.flowwright.runtime.screen.Screen("browser", "Code", null, null, els, List.of(), List.of()), null));
        assertThat(session.tree().visibleRows()).filteredOn(x -> x.ref().equals("e9")).extracting(x -> x.value()).containsExactly("${otp}");
    }

    /**
     * Issue #30 item 2: while a teach question waits, the live screen shows the picture taken for it (the
     * application as it is now, a wall included), with the look's outlines moved by where that picture lies.
     */
    @Test
    void aTeachQuestionShowsThePictureTakenWhileItWaitsWithTheOutlinesWhereItShowsThem() throws Exception {
        feed(SyntheticRun.turn("1", 0, SyntheticRun.screen("Flights", 0), SyntheticRun.png(800, 500, 0)));
        String lookFrame = session.screen().frameUrlProperty().get();
        Path now = Files.write(dir.resolve("now.png"), SyntheticRun.png(800, 500, 1));
        PersonRequest req = new PersonRequest("1", "which of these is the control to search for flights?", null, now, Duration.ofSeconds(30),
                List.of("button \"Search\"", "link \"Help\""), List.of("e3", "e5"), null, new dev.flowwright.runtime.screen.PictureOrigin(0, 50, 1));
        CompletableFuture<PersonReply> reply = CompletableFuture.supplyAsync(() -> session.askPerson(req));
        long until = System.currentTimeMillis() + 5000;
        // open is set last, once the question is outlined (the same-thread executor runs it on the asking thread)
        while (!session.handoff().openProperty().get() && System.currentTimeMillis() < until) Thread.sleep(5);

        assertThat(session.screen().frameUrlProperty().get()).isEqualTo(now.toUri().toString()).isNotEqualTo(lookFrame);
        assertThat(session.screen().asked()).extracting(b -> b.ref() + "@" + b.y()).containsExactly("e3@30.0", "e5@-30.0");
        session.handoff().pick(0);
        assertThat(reply.get(5, TimeUnit.SECONDS).kind()).isEqualTo(PersonReply.Kind.PICKED);
    }

    @Test
    void stopCancelsAnOpenHandoffAndTellsTheRun() {
        session.handoff().open(new PersonRequest("2", "code", "otp", null, Duration.ofSeconds(30)), r -> backend.calls.add("reply " + r.kind()), Instant.now());
        session.stop();
        assertThat(backend.calls).containsSubsequence("reply CANCEL", "stop");
        assertThat(session.handoff().openProperty().get()).isFalse();
    }

    @Test
    void theEndOfARunIsNotedAndEndsTheState() {
        session.accept(new Event.End(Instant.now(), "completed", "done", "", 3, 4, 1200));
        assertThat(session.stateProperty().get()).isEqualTo(RunPhase.ENDED);
        assertThat(session.statusProperty().get()).contains("completed");
        assertThat(session.history().rows()).extracting(HistoryRow::outcome).contains("completed");
    }

    @Test
    void aRunThatEndedCannotReportIntoTheNextOne() {
        var first = backend.events;
        var firstStates = backend.states;
        first.on(new Event.End(Instant.now(), "completed", "done", "", 3, 4, 1200));
        session.start(new RunRequest(new Flow("g", "browser", null, null, List.of(new Step.Do("open the help page"))),
                "http://localhost:8700/help/", DeciderSetting.offline(), true, RunMode.RUN, Set.of()));
        // the first run's thread finishes closing its browser only now, and says so
        firstStates.accept(RunPhase.ENDED);
        first.on(SyntheticRun.started("9", "a late step of the first run"));
        assertThat(session.stateProperty().get()).as("the second run is still running").isEqualTo(RunPhase.RUNNING);
        assertThat(session.history().rows()).extracting(HistoryRow::key).doesNotContain("9");
        backend.events.on(SyntheticRun.started("1", "open the help page"));
        assertThat(session.history().rows()).extracting(HistoryRow::key).containsExactly("1");
    }
}
