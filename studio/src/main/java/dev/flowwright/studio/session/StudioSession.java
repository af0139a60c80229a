package dev.flowwright.studio.session;

import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReplayer;
import dev.flowwright.runtime.recipe.Recorder;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.ScreenJson;
import dev.flowwright.studio.ballot.BallotViewModel;
import dev.flowwright.studio.handoff.HandoffViewModel;
import dev.flowwright.studio.handoff.PersonReply;
import dev.flowwright.studio.handoff.PersonRequest;
import dev.flowwright.studio.history.HistoryViewModel;
import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.studio.screen.LiveScreenViewModel;
import dev.flowwright.studio.tree.ElementTreeViewModel;
import dev.flowwright.studio.util.PreparingCoalescer;
import dev.flowwright.studio.util.KeyedCoalescer;
import dev.flowwright.studio.util.UiExecutor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * The studio's hub: starts and controls runs through a {@link RunBackend}, receives their events on
 * the run thread, keeps every turn (screenshots on disk) for time travel, and feeds the panels' view
 * models through the {@link UiExecutor}. Live snapshots are coalesced, so a busy FX thread draws only
 * the newest turn. Handoffs are answered by the person through the handoff view model.
 */
public final class StudioSession {
    private final UiExecutor ui;
    private final RunBackend backend;
    private final ScreenshotStore screenshots;
    private final Clock clock;
    private final Secrets supplied = new Secrets();

    private final ObjectProperty<String> selectedRef = new SimpleObjectProperty<>(this, "selectedRef");
    /** Teach mode: the live screen, the tree and the handoff share who is pointing at what, as they share the selection. */
    private final dev.flowwright.studio.screen.Pointing pointing = new dev.flowwright.studio.screen.Pointing();
    private final LiveScreenViewModel screen = new LiveScreenViewModel(selectedRef, pointing);
    private final ElementTreeViewModel tree = new ElementTreeViewModel(selectedRef, supplied::mask, pointing);
    private final BallotViewModel ballot = new BallotViewModel();
    private final HistoryViewModel history = new HistoryViewModel();
    private final HandoffViewModel handoff = new HandoffViewModel(pointing);
    private final ReadOnlyObjectWrapper<RunPhase> state = new ReadOnlyObjectWrapper<>(this, "state", RunPhase.IDLE);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "Ready");
    private final ReadOnlyStringWrapper currentStep = new ReadOnlyStringWrapper(this, "currentStep", "");

    /** Every turn of the shown run by key; written on the run thread, read on the FX thread. */
    private final Map<String, TurnRecord> turns = new ConcurrentHashMap<>();
    private final Map<String, Event.StepEvent> stepStarts = new ConcurrentHashMap<>();
    /** Keys of turns whose screen is still in memory, oldest first; beyond {@link #SCREENS_IN_MEMORY} they go to disk. */
    private final java.util.Deque<String> inMemory = new java.util.concurrent.ConcurrentLinkedDeque<>();
    /** Recent turns keep their screen in memory; older ones are read back from disk when travelled to. */
    public static final int SCREENS_IN_MEMORY = 24;
    private final PreparingCoalescer<TurnRecord, Frame> liveFrames;
    /** History rows by key: a turn's four events redraw its row once. */
    private final KeyedCoalescer<String, Runnable> historyRows;
    private volatile TurnRecord latest;
    private volatile RunHandle run;
    /** Counts runs started (and journals opened): reports of an older one are dropped. */
    private volatile long runGeneration;
    private final ReadOnlyObjectWrapper<Screen> shownScreen = new ReadOnlyObjectWrapper<>(this, "shownScreen");
    private final ReadOnlyObjectWrapper<Recipe> recorded = new ReadOnlyObjectWrapper<>(this, "recorded");
    private final ReadOnlyStringWrapper deciderFailure = new ReadOnlyStringWrapper(this, "deciderFailure");
    private final ReadOnlyStringWrapper unrecorded = new ReadOnlyStringWrapper(this, "unrecorded", NO_RUN_YET);
    static final String NO_RUN_YET = "Record or Run a flow first: there is no finished run to save.";
    static final String ONE_STEP_UNRECORDED = "Run this step ran one step on the page as it was, not the flow: Record the flow (or Record from here in a recipe) to save a recipe.";

    public StudioSession(UiExecutor ui, RunBackend backend, ScreenshotStore screenshots, Clock clock) {
        this.ui = ui;
        this.backend = backend;
        this.screenshots = screenshots;
        this.clock = clock;
        this.liveFrames = new PreparingCoalescer<>(ui.preparing(), this::prepare, ui, f -> { if (history.liveProperty().get()) show(f); });
        this.historyRows = new KeyedCoalescer<>(ui, Runnable::run);
        history.selectedTurnProperty().addListener((o, was, key) -> { if (key != null) travelTo(key); });
        history.liveProperty().addListener((o, was, now) -> { if (now) showLatest(); });
    }

    // ---- runs -------------------------------------------------------------------------------

    /** Starts a run; call on the FX thread. Refuses while another run is active. */
    public void start(RunRequest request) { start(request, null); }

    /**
     * Starts a run that is also recorded: when it ends, {@link #recordedProperty()} holds the recipe it
     * built ({@code flowFile} is the flow's file name as the recipe mentions it, or null).
     */
    public void start(RunRequest request, String flowFile) { start(request, flowFile, null); }

    /**
     * Starts a run as {@link #start(RunRequest, String)} does; when it ends, {@code ended} hears (on the
     * UI executor) the recipe it built, or null, and how it ended. Run this step (part of a flow on the
     * live screen, nothing replayed first) leaves no recipe to save: it did one step, not the flow.
     */
    public void start(RunRequest request, String flowFile, java.util.function.BiConsumer<Recipe, Event.End> ended) {
        if (state.get().isActive()) throw new IllegalStateException("a run is already active; stop it first");
        String why = backend.unavailableReason();
        if (why != null) throw new IllegalStateException(why);
        // a page a run left open may show what a person typed on a handoff: the run on it masks those too
        if (request.part() != null) request = request.withPart(request.part().withValues(replayValues()));
        reset();
        state.set(RunPhase.STARTING);
        status.set("Starting " + request.mode().name().toLowerCase().replace('_', ' ') + " on " + request.target());
        recorded.set(null);
        deciderFailure.set(null);
        unrecorded.set("The run has not finished yet.");
        // a run that has ended may still report (its last state once its browser has closed): only the
        // newest run's reports reach the panels, or a late "ended" would show a new run as finished
        long mine = runGeneration;
        boolean oneStep = request.part() != null && request.part().kept() == null;
        java.util.concurrent.atomic.AtomicReference<Event.End> end = new java.util.concurrent.atomic.AtomicReference<>();
        RunListener events = new RunRecording(new Recorder(request.flow(), flowFile), e -> {
            if (e instanceof Event.End x) end.set(x);
            if (mine == runGeneration) accept(e);
        }, (recipe, reason) -> ui.execute(() -> {
                    if (mine != runGeneration) return;
                    recorded.set(oneStep ? null : recipe);
                    unrecorded.set(oneStep ? ONE_STEP_UNRECORDED : reason);
                    if (ended != null) ended.accept(recipe, end.get());
                }));
        run = backend.start(request, events, s -> ui.execute(() -> { if (mine == runGeneration) state.set(s); }), this::askPerson);
    }

    public void pause() { if (run != null) run.pause(); }

    public void resume() { if (run != null) run.resume(); }

    public void stepTurn() { if (run != null) run.stepTurn(); }

    public void stepStep() { if (run != null) run.stepStep(); }

    public void stop() {
        if (handoff.openProperty().get()) handoff.cancel();
        if (run != null) run.stop();
    }

    public void breakpoints(Set<String> paths) { if (run != null) run.breakpoints(paths); }

    /** Shows a finished run from a journal: the same history and time travel as a live one. */
    /** Clears what the last run showed, before {@link #openRun} reads another (on the FX thread). */
    public void prepareToOpenRun() {
        if (state.get().isActive()) throw new IllegalStateException("stop the active run before opening another");
        reset();
    }

    /** Reads a finished run's journal into the panels, as its events arrived (disk work: not the FX thread). */
    public void openRun(RunArchive archive, Path journal) throws java.io.IOException {
        archive.replay(journal, this::accept);
        ui.execute(() -> status.set("Opened " + journal));
    }

    private void reset() {
        runGeneration++;
        turns.clear();
        stepStarts.clear();
        inMemory.clear();
        latest = null;
        made.set(null);
        shownScreen.set(null);
        screenshots.clear();
        historyRows.discard();
        history.clear();
        history.followLive();
        screen.clear();
        tree.show(null);
        ballot.clear();
    }

    // ---- events (run thread) ------------------------------------------------------------------

    /** Receives one event of the run; called on the run thread (or the reader's thread). */
    public void accept(Event e) {
        if (e instanceof Event.Look l) {
            Path shot = screenshots.put(l.screenshot());
            update(l.stepPath(), l.turn(), r -> r.withLook(l.screen(), shot, l.changeNote(), l.origin()));
        } else if (e instanceof Event.Decision d) {
            update(d.stepPath(), d.turn(), r -> r.withDecision(d));
        } else if (e instanceof Event.Action a) {
            update(a.stepPath(), a.turn(), r -> r.withAction(a));
        } else if (e instanceof Event.Turn t) {
            update(t.stepPath(), t.turn(), r -> r.withSummary(t.summary()));
        } else if (e instanceof Event.Acted) {
            // the recipe recorder's input; the Action event before it already shows the action here
        } else if (e instanceof Event.StepEvent s) {
            onStep(s);
        } else if (e instanceof Event.Handoff h) {
            String detail = "requested".equals(h.phase())
                    ? h.reason() : "answered: " + h.response();
            String key = "handoff@" + h.time().toEpochMilli();
            historyRows.offer(key, () -> history.note(key, "handoff", detail, "handoff"));
        } else if (e instanceof Event.Reflect r) {
            String detail = (r.held() ? "choice held" : "choice did not hold") + " (" + r.attempt() + ")";
            String key = "reflect@" + r.stepPath() + r.attempt();
            historyRows.offer(key, () -> history.note(key, "reflect " + r.stepPath(), detail, r.held() ? "done" : "failed"));
        } else if (e instanceof Event.RunStarted s) {
            // a desktop run has no address: it runs on its application
            String on = s.target() != null && !s.target().isBlank() ? s.target() : s.app();
            ui.execute(() -> status.set("Running " + s.flowName() + " on " + on + " · decider: " + s.decider()));
        } else if (e instanceof Event.DeciderFallback f) {
            String detail = f.decider() + " decides from here: " + f.reason();
            historyRows.offer("fallback", () -> history.note("fallback", "decider fallback " + f.stepPath(), detail, "handoff"));
            ui.execute(() -> status.set("The decision service failed at step " + f.stepPath() + "; the run goes on with the " + f.decider() + " decider"));
        } else if (e instanceof Event.RunStopped) {
            // the command line's signal handler writes it; the studio stops a run through its toolbar
        } else if (e instanceof Event.End end) {
            historyRows.offer("end", () -> history.note("end", "end: " + end.stop(), end.actions() + " actions, " + end.modelCalls() + " model calls, "
                    + end.millis() + " ms" + (end.note() == null || end.note().isBlank() ? "" : " — " + end.note()), end.stop()));
            ui.execute(() -> {
                status.set("Run ended: " + end.stop() + (end.note() == null || end.note().isBlank() ? "" : " — " + end.note()));
                if (Stop.DECIDER_FAILED.word().equals(end.stop())) deciderFailure.set(end.note());
                state.set(RunPhase.ENDED);
            });
        } else {
            throw new IllegalStateException("unknown event " + e);
        }
    }

    private void onStep(Event.StepEvent s) {
        if (Event.StepEvent.STARTED.equals(s.phase())) {
            stepStarts.put(s.stepPath(), s);
            historyRows.offer(s.stepPath(), () -> history.stepStarted(s.stepPath(), s.kind(), s.text()));
            ui.execute(() -> currentStep.set(s.stepPath()));
        } else {
            historyRows.offer(s.stepPath(), () -> history.stepEnded(s.stepPath(), s.kind(), s.text(), s.outcome(), s.note()));
        }
    }

    private void update(String stepPath, int turn, java.util.function.UnaryOperator<TurnRecord> change) {
        String key = TurnRecord.keyOf(stepPath, turn);
        TurnRecord rec = change.apply(turns.getOrDefault(key, TurnRecord.start(stepPath, turn)));
        boolean first = !turns.containsKey(key);
        turns.put(key, rec);
        latest = rec;
        if (first) {
            inMemory.addLast(key);
            spillOldScreens();
        }
        String judged = rec.decision() == null || rec.decision().verdict() == null ? "" : rec.decision().verdict();
        boolean failed = rec.actions().stream().anyMatch(a -> !a.ok());
        historyRows.offer(key, () -> history.turn(key, stepPath, turn, judged, rec.move(), rec.changeNote(), rec.summary(), failed));
        liveFrames.offer(rec);
    }

    /** Moves the screens of all but the newest turns to disk (run thread), so a long run costs no heap. */
    private void spillOldScreens() {
        while (inMemory.size() > SCREENS_IN_MEMORY) {
            String old = inMemory.pollFirst();
            TurnRecord r = turns.get(old);
            if (r == null || r.screen() == null) continue;
            turns.put(old, r.spilled(screenshots.putText("screen", ScreenJson.write(r.screen()))));
        }
    }

    // ---- time travel (FX thread) --------------------------------------------------------------

    private void travelTo(String key) {
        TurnRecord rec = turns.get(key);
        if (rec == null) return;
        if (rec.screen() == null && rec.screenFile() != null) {
            try {
                rec = rec.restored(ScreenJson.read(java.nio.file.Files.readString(rec.screenFile())));
            } catch (java.io.IOException e) {
                status.set("The screen of " + key + " could not be read back: " + e.getMessage());
            }
        }
        show(rec);
    }

    private void showLatest() {
        TurnRecord rec = latest;
        if (rec != null) show(rec);
    }

    /**
     * What showing a turn takes, made off the FX thread: the live screen's outlines and the tree's rows of its
     * screen (the same screen's are made once), and the candidates its decision weighed.
     */
    private record Frame(TurnRecord rec, Map<String, dev.flowwright.studio.screen.Box> boxes,
                         List<dev.flowwright.studio.tree.ElementRow> rows, Set<String> candidates) {}

    /** The last screen prepared, with its outlines and rows: a turn's later events show the same screen. */
    private record Made(Screen screen, dev.flowwright.runtime.screen.PictureOrigin origin,
                        Map<String, dev.flowwright.studio.screen.Box> boxes, List<dev.flowwright.studio.tree.ElementRow> rows) {}

    private final java.util.concurrent.atomic.AtomicReference<Made> made = new java.util.concurrent.atomic.AtomicReference<>();

    private Frame prepare(TurnRecord rec) {
        Made m = made.get();
        if (m == null || m.screen() != rec.screen() || !java.util.Objects.equals(m.origin(), rec.origin())) {
            m = new Made(rec.screen(), rec.origin(), LiveScreenViewModel.boxesOf(rec.screen(), rec.origin()),
                    m != null && m.screen() == rec.screen() ? m.rows() : tree.rowsOf(rec.screen()));
            made.set(m);
        }
        return new Frame(rec, m.boxes(), m.rows(), candidates(rec));
    }

    private void show(TurnRecord rec) {
        show(prepare(rec));
    }

    private void show(Frame f) {
        TurnRecord rec = f.rec();
        String title = "Step " + rec.stepPath() + " · turn " + rec.turn()
                + (rec.screen() == null ? "" : " · " + rec.screen().window() + (rec.screen().url() == null ? "" : " — " + rec.screen().url()))
                + (history.liveProperty().get() ? "" : "  (past turn)");
        screen.showOutlines(f.boxes(), rec.screenshot(), rec.targetRef(), f.candidates(), title);
        if (rec.screen() != shownScreen.get()) {
            shownScreen.set(rec.screen());
            tree.showRows(f.rows());
        }
        // live, a turn that has only looked so far keeps the latest decision on show
        if (rec.decision() != null || !history.liveProperty().get()) ballot.show(rec.decision(), rec.move());
    }

    /** Refs offered as options of the decision's choice questions: the elements it weighed. */
    static Set<String> candidates(TurnRecord rec) {
        Set<String> out = new LinkedHashSet<>();
        if (rec.decision() == null) return out;
        for (Question q : rec.decision().questions().values()) {
            if (q instanceof Question.Choice c) out.addAll(c.options().keySet());
        }
        return out;
    }

    // ---- recipe replays -------------------------------------------------------------------------

    /**
     * Replays a recipe on the backend off the FX thread, its looks shown like a run's turns. Secrets
     * come from {@code FLOWWRIGHT_SECRET_<NAME>} and from what a person typed on a handoff in this
     * session; a missing one is reported before anything runs. Call on the FX thread.
     */
    public void replay(Recipe recipe, boolean headless, DeciderSetting heal, java.util.function.BiConsumer<Integer, String> step,
                       Consumer<ReplayReport> done, Consumer<String> failed) {
        if (state.get().isActive()) {
            failed.accept("a run is active: stop it first");
            return;
        }
        Map<String, String> values = replayValues();
        List<String> missing = RecipeReplayer.missingValues(recipe, values);
        if (!missing.isEmpty()) {
            failed.accept(ReplaySecrets.missing(missing));
            return;
        }
        Secrets mask = new Secrets(values);
        reset();
        state.set(RunPhase.STARTING);
        status.set("Replaying " + recipe.name() + (heal == null ? " with no decider" : ", healing with " + heal.label()));
        Thread t = new Thread(() -> {
            try {
                ui.execute(() -> state.set(RunPhase.RUNNING));
                ReplayReport report = backend.replay(recipe, values, headless, heal, e -> {
                    accept(e);
                    // the replayer names its steps r1, r2, …: each start and end goes to the editor as it happens
                    if (e instanceof Event.StepEvent s && s.stepPath().matches("r\\d+")) {
                        int index = Integer.parseInt(s.stepPath().substring(1)) - 1;
                        String word = Event.StepEvent.STARTED.equals(s.phase()) ? "replaying" : s.outcome();
                        ui.execute(() -> step.accept(index, word));
                    }
                });
                ui.execute(() -> {
                    state.set(RunPhase.ENDED);
                    status.set("Replay " + report.outcome().word() + " in " + report.millis() + " ms");
                    done.accept(report);
                });
            } catch (RuntimeException e) {
                String why = mask.mask(e.getMessage() == null ? e.toString() : e.getMessage());
                ui.execute(() -> {
                    state.set(RunPhase.ENDED);
                    status.set("Replay could not run: " + why);
                    failed.accept(why);
                });
            }
        }, "flowwright-replay");
        t.setDaemon(true);
        t.start();
    }

    /** What a replay fills placeholders with: {@code FLOWWRIGHT_SECRET_<NAME>}, and what a person typed on a handoff in this session. */
    Map<String, String> replayValues() { return ReplaySecrets.gather(System.getenv(), supplied); }

    // ---- handoff (run thread asks, FX thread answers) ------------------------------------------

    /** Blocks the run thread until the person answers in the dialog, or the request's time runs out. */
    public PersonReply askPerson(PersonRequest request) {
        CompletableFuture<PersonReply> reply = new CompletableFuture<>();
        TurnRecord asking = latest;
        if (request.canPoint() && request.screenshot() != null && asking != null) {
            // the live screen shows the application as it is while the question waits, not as the turn's look found it
            update(asking.stepPath(), asking.turn(), r -> r.withPicture(request.screenshot(), request.origin()));
        }
        ui.execute(() -> {
            // a paused run that asks (a step turn) is still paused once the person answers
            RunPhase before = state.get() == RunPhase.PAUSED ? RunPhase.PAUSED : RunPhase.RUNNING;
            state.set(RunPhase.WAITING_FOR_PERSON);
            if (request.canPoint()) {
                // teach mode: the candidates are outlined on the live turn, where the author answers by pointing
                history.followLive();
                String asked = request.reason().strip();
                boolean said = asked.endsWith("?") || asked.endsWith(".") || asked.endsWith("!");
                status.set("The run asks you: " + asked + (said ? " " : ". ") + "Click it on the live screen, or choose below.");
            }
            handoff.open(request, r -> {
                if (r.kind() == PersonReply.Kind.VALUE) supplied.put(request.field(), r.value());
                if (state.get() == RunPhase.WAITING_FOR_PERSON) state.set(before);
                if (request.canPoint()) status.set("Answered: the run checks your answer like any press and goes on.");
                reply.complete(r);
            }, clock.instant());
        });
        try {
            // a little grace past the dialog's own countdown, which answers TIMEOUT itself
            return reply.get(request.timeout().toMillis() + 2_000, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            ui.execute(handoff::cancel);
            return PersonReply.timeout();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ui.execute(handoff::cancel);
            return PersonReply.cancel();
        } catch (ExecutionException e) {
            throw new IllegalStateException("the handoff dialog failed", e.getCause());
        }
    }

    // ---- accessors ------------------------------------------------------------------------------

    public LiveScreenViewModel screen() { return screen; }

    public ElementTreeViewModel tree() { return tree; }

    public BallotViewModel ballot() { return ballot; }

    public HistoryViewModel history() { return history; }

    public HandoffViewModel handoff() { return handoff; }

    public RunBackend backend() { return backend; }

    public TurnRecord turn(String key) { return turns.get(key); }

    public int turnCount() { return turns.size(); }

    public ObjectProperty<String> selectedRefProperty() { return selectedRef; }

    /** The screen the live-screen panel shows now (live or a past turn), or null. */
    public ReadOnlyObjectProperty<Screen> shownScreenProperty() { return shownScreen.getReadOnlyProperty(); }

    /** The recipe the last finished run built, or null (see {@link #unrecordedProperty()}). */
    public ReadOnlyObjectProperty<Recipe> recordedProperty() { return recorded.getReadOnlyProperty(); }

    /** Why there is no recipe to save, or null when there is one. */
    public ReadOnlyStringProperty unrecordedProperty() { return unrecorded.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<RunPhase> stateProperty() { return state.getReadOnlyProperty(); }

    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }

    /**
     * Why the last run's decision service failed (nothing listening, a refused key, no answer mid-run), for
     * the window's dialog; null until a run ends that way, and set again (to a fresh string) by each such run.
     */
    public ReadOnlyStringProperty deciderFailureProperty() { return deciderFailure.getReadOnlyProperty(); }

    public ReadOnlyStringProperty currentStepProperty() { return currentStep.getReadOnlyProperty(); }

    public void status(String text) { ui.execute(() -> status.set(text)); }

    /** Closes the browser or desktop the last run left open as the live screen (the window is closing). */
    public void closeLiveScreen() { backend.closeLiveScreen(); }
}
