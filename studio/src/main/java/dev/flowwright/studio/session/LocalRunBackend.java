package dev.flowwright.studio.session;

import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.engine.DeciderChoice;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.journal.JournalWriter;
import dev.flowwright.runtime.recipe.DoLoopHealer;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeCut;
import dev.flowwright.runtime.recipe.RecipeReplayer;
import dev.flowwright.runtime.recipe.ReplayOptions;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.RunControl;
import dev.flowwright.runtime.run.GroundingHint;
import dev.flowwright.runtime.run.MemoryFile;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import dev.flowwright.surfaces.desktop.DesktopSurface;

import java.nio.file.Path;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Runs flows in this process: a {@link FlowRun} on its own thread, driving Chromium through the
 * browser surface (which keeps Playwright on its one thread), asking the chosen decider. Each look is
 * paired with a screenshot of the page, painted over wherever a secret shows, so the studio can draw
 * it. A Record run also writes a journal under {@code runsDir}. What a run starts runs at a lower CPU
 * priority than the window ({@link BackgroundPriority}). The browser (or desktop) a run or replay used
 * stays open as the live screen until the next one starts: Run this step acts on it as it is.
 */
public final class LocalRunBackend implements RunBackend {
    private final Path runsDir;
    /** The surface the last run or replay left open, and whether it is a browser; null before any. */
    private Surface live;
    private boolean liveIsBrowser;

    public LocalRunBackend(Path runsDir) {
        this.runsDir = runsDir;
    }

    @Override
    public String unavailableReason() { return null; }

    @Override
    public RunHandle start(RunRequest request, RunListener events, Consumer<RunPhase> states, PersonResponder person) {
        RunControl control = new RunControl();
        request.breakpoints().forEach(control::addBreakpoint);
        control.addListener(s -> states.accept(s == RunControl.State.PAUSED ? RunPhase.PAUSED
                : s == RunControl.State.RUNNING ? RunPhase.RUNNING : RunPhase.RUNNING));
        if (request.mode() == RunMode.STEP_TURN || request.mode() == RunMode.STEP_STEP) control.pause();
        Handle handle = new Handle(control, request.breakpoints(), states);
        if (request.mode() == RunMode.STEP_TURN) handle.stepTurn();
        if (request.mode() == RunMode.STEP_STEP) control.stepStep();
        Thread t = new Thread(() -> run(request, events, states, person, control), "flowwright-run");
        t.setDaemon(true);
        t.start();
        return handle;
    }

    private void run(RunRequest request, RunListener events, Consumer<RunPhase> states, PersonResponder person, RunControl control) {
        RunRequest.Part part = request.part();
        Secrets secrets = new Secrets(part == null ? Map.of() : part.values());
        // part of a flow runs on the screen as it is: the toolbar's target is not opened
        Flow flow = part == null ? retarget(request.flow(), request.target()) : request.flow();
        Surface surface = null;
        JournalWriter journal = null;
        try {
            List<GroundingHint> remembered = remembered(request.memory());
            if (request.mode() == RunMode.RECORD) journal = JournalWriter.create(runsDir, secrets);
            EventBus bus = new EventBus();
            // a stepped turn or step runs as "running"; when it ends and the run is held, say so
            bus.add(e -> {
                boolean boundary = e instanceof Event.Turn
                        || (e instanceof Event.StepEvent se && Event.StepEvent.ENDED.equals(se.phase()));
                if (boundary && control.state() == RunControl.State.PAUSED) states.accept(RunPhase.PAUSED);
            });
            // the service is asked once before a browser starts: a refused key, nothing at the address or a model
            // it does not serve ends the run here, in one line, and the status line and a dialog say it
            DeciderChoice choice = request.decider().toRuntime();
            boolean fallBack = request.decider().fallsBack();
            try {
                choice.preflight();
            } catch (DeciderSetupException e) {
                // a refused key, nothing at the address, a model it does not serve: as on the command line, no
                // fallback starts a run against a service that was never there
                events.on(new Event.End(Instant.now(), Stop.DECIDER_FAILED.word(), "failed",
                        secrets.mask(e.getMessage() + "; the run did not start"), 0, 0, 0));
                return;
            } catch (DecisionException e) {
                if (!fallBack) {
                    events.on(new Event.End(Instant.now(), Stop.DECIDER_FAILED.word(), "failed",
                            secrets.mask(e.getMessage() + "; the run did not start (Settings: go on with the offline decider)"), 0, 0, 0));
                    return;
                }
            }
            surface = part != null && part.kept() == null ? takeLive(flow) : open(flow.isBrowser(), request.headless());
            PaintedLooks shots = PaintedLooks.forStudio(surface, secrets, events);
            bus.add(shots);
            if (part != null && part.kept() != null) {
                String failed = RecipeCut.replayKept(surface, part.kept(), new ReplayOptions(part.values(), null, shots, false));
                if (failed != null) {
                    events.on(new Event.End(Instant.now(), Stop.STEP_FAILED.word(), "failed", secrets.mask("recipe " + failed + "; nothing was recorded"), 0, 0, 0));
                    return;
                }
            }
            if (journal != null) bus.add(journal);
            // the same setup as `flowwright run`: framings, deliberation, budgets, permissions (RunSetup)
            // the studio's per-flow permission is in the flow's allow:; what earlier runs learned is the flow's memory
            RunOptions options = RunOptions.defaults().withMemory(remembered);
            ExchangeLog exchanges = journal == null ? ExchangeLog.NONE : journal;
            Decider decider = choice.open(OfflineDecider::new, exchanges);
            if (fallBack) {
                decider = RunSetup.withFallback(decider, DeciderChoice.offline().open(OfflineDecider::new, exchanges), "offline", bus, control);
                exchanges.hostLimits(decider.maxChoiceOptions(), decider.framingsTogether(), decider.sequentialVoting());
            }
            try (DecisionMaker asker = RunSetup.asker(decider, secrets, bus, options)) {
                FlowRun.Builder run = RunSetup.flowRun(flow, surface, asker)
                        .secrets(secrets).bus(bus).control(control).options(options)
                        .responder(new StudioResponder(person, control, shots))
                        .decider(request.decider().label());
                if (part != null) run.stepsOnScreenAsItIs(part.first(), part.end());
                RunReport report = run.build().run();
                learn(request.memory(), remembered, report.learned());
            }
        } catch (RuntimeException | java.io.IOException e) {
            String why = e.getMessage() == null ? e.toString() : e.getMessage();
            events.on(new Event.End(Instant.now(), "invalid", "failed", secrets.mask(why), 0, 0, 0));
        } finally {
            if (journal != null) journal.close();
            if (surface != null) keepLive(surface, flow.isBrowser());
            states.accept(RunPhase.ENDED);
        }
    }

    /** What earlier runs of the flow learned; a memory file that cannot be used stops the run before it starts, saying where and why. */
    private static List<GroundingHint> remembered(Path memory) {
        if (memory == null) return List.of();
        try {
            return MemoryFile.read(memory);
        } catch (MemoryFile.Unreadable e) {
            throw new IllegalStateException("this flow's memory cannot be used: " + e.getMessage() + " (delete the file to start afresh)");
        }
    }

    /**
     * Merges what the run learned (teach mode's answers among it) into the flow's memory, whole or not at
     * all; a run that learned nothing leaves the disk alone. The run has ended by now, so a failure to
     * write is said on standard error rather than turned into a second end.
     */
    private static void learn(Path memory, List<GroundingHint> known, List<GroundingHint> learned) {
        if (memory == null || learned.isEmpty()) return;
        try {
            MemoryFile.write(memory, MemoryFile.merge(known, learned));
        } catch (java.io.IOException e) {
            System.err.println("flowwright: this flow's memory could not be written to " + memory + ": " + e.getMessage());
        }
    }

    /** Chromium for a browser flow or recipe (its own, headless when asked), else the desktop of this platform; the last live screen is closed first. */
    private Surface open(boolean browser, boolean headless) {
        closeLiveScreen();
        Surface surface = browser ? BrowserSurface.launch(BrowserOptions.defaults().withHeadless(headless)) : DesktopSurface.forThisPlatform();
        BackgroundPriority.lowerChildren();
        return surface;
    }

    /**
     * A replay on its own Chromium, or on the desktop; the looks go on to the studio with their
     * screenshots. With a heal decider, a step whose locators all miss goes to the do loop for one action
     * ({@link DoLoopHealer}).
     */
    @Override
    public ReplayReport replay(Recipe recipe, Map<String, String> values, boolean headless, DeciderSetting heal, RunListener events) {
        Surface surface = open(recipe.isBrowser(), headless);
        try {
            PaintedLooks shots = PaintedLooks.forStudio(surface, new Secrets(values), events);
            if (heal == null) return new RecipeReplayer(surface, new ReplayOptions(values, null, shots, false)).replay(recipe);
            Decider decider = heal.toRuntime().open(OfflineDecider::new, ExchangeLog.NONE);
            try (DecisionMaker asker = RunSetup.asker(decider, new Secrets(values), shots, RunOptions.defaults())) {
                return new RecipeReplayer(surface, new ReplayOptions(values, new DoLoopHealer(asker, shots), shots, false)).replay(recipe);
            }
        } finally {
            keepLive(surface, recipe.isBrowser());
        }
    }

    @Override
    public synchronized String liveScreen() {
        return live == null ? null : liveIsBrowser ? "browser" : "desktop";
    }

    @Override
    public void closeLiveScreen() {
        Surface old;
        synchronized (this) {
            old = live;
            live = null;
        }
        // closed outside the lock: the window asks liveScreen() and must never wait on a browser closing
        if (old != null) old.close();
    }

    /** Keeps what a run or replay used open as the live screen (closing an older one). */
    private void keepLive(Surface surface, boolean browser) {
        Surface old;
        synchronized (this) {
            old = live;
            live = surface;
            liveIsBrowser = browser;
        }
        if (old != null && old != surface) old.close();
    }

    /** The live screen for a run on it as it is; refused when there is none, or it is not what the flow drives. */
    private synchronized Surface takeLive(Flow flow) {
        String why = RunBackend.notOnLiveScreen(liveScreen(), flow);
        if (why != null) throw new IllegalStateException(why);
        return live;
    }

    /** The toolbar's target wins over the flow's own start page, or over its application on the desktop. */
    static Flow retarget(Flow flow, String target) {
        if (target == null || target.isBlank()) return flow;
        if (!flow.isBrowser()) return new Flow(flow.name(), target.strip(), flow.start(), flow.vars(), flow.steps(), flow.allow());
        return new Flow(flow.name(), flow.app(), target, flow.vars(), flow.steps(), flow.allow());
    }

    /** The studio's controls mapped onto the runtime's run control. */
    static final class Handle implements RunHandle {
        private final RunControl control;
        private final Set<String> breakpoints;
        private final Consumer<RunPhase> states;

        Handle(RunControl control, Set<String> initial, Consumer<RunPhase> states) {
            this.control = control;
            this.states = states;
            this.breakpoints = new HashSet<>(initial);
        }

        public void pause() { control.pause(); }

        public void resume() { control.resume(); }

        /** Exactly one turn: held at a step's start, the step start and its first turn both pass. */
        public void stepTurn() {
            states.accept(RunPhase.RUNNING);
            if (control.position().turn() < 0) control.stepTurn();
            control.stepTurn();
        }

        public void stepStep() {
            states.accept(RunPhase.RUNNING);
            control.stepStep();
        }

        public void stop() { control.stop(); }

        public synchronized void breakpoints(Set<String> paths) {
            for (String p : breakpoints) if (!paths.contains(p)) control.removeBreakpoint(p);
            for (String p : paths) control.addBreakpoint(p);
            breakpoints.clear();
            breakpoints.addAll(paths);
        }
    }
}
