package dev.flowwright.cli;

import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.replay.TraceFiles;
import dev.flowwright.replay.TraceSteps;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.engine.DeciderChoice;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.FileProblem;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.FlowReading;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.handoff.ConsoleResponder;
import dev.flowwright.runtime.handoff.NoResponder;
import dev.flowwright.runtime.handoff.Responder;
import dev.flowwright.runtime.journal.JournalWriter;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeCut;
import dev.flowwright.runtime.recipe.RecipeWriter;
import dev.flowwright.runtime.recipe.Recorder;
import dev.flowwright.runtime.recipe.ReplayOptions;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.GroundingHint;
import dev.flowwright.runtime.run.MemoryFile;
import dev.flowwright.runtime.run.RunControl;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.studio.session.PaintedLooks;
import dev.flowwright.surfaces.browser.BrowserSurface;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code flowwright run FLOW}: runs a flow on Chromium (or, for a desktop flow or {@code --app}, on a
 * desktop application through the platform's accessibility bridge) with the chosen decider, printing one line per step and turn and then
 * the report. Exit codes as docs/commands/run.md sets them: 0 completed (a stop_before that held is
 * completion), 1 a step failed or a budget ran out, 2 invalid input or configuration (a decision service
 * that refuses the key, is not there or does not serve the model, found before the run starts), 3 a person
 * was needed and nobody could answer, 4 the decision service failed during the run.
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run a flow on a web page (Chromium) or a desktop application with the chosen decider.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:completed (a stop_before that held counts)", "1:a step failed or a budget ran out",
                "2:invalid flow, option or configuration (a decision service that refuses the key, is not there or lacks the model)",
                "3:a person was needed and nobody could answer", "4:the decision service failed during the run (see --decider-fallback)"})
final class RunCommand implements Callable<Integer> {
    static final String SECRET_ENV_PREFIX = CliSurfaces.SECRET_ENV_PREFIX;

    @Parameters(index = "0", paramLabel = "FLOW", description = "the flow file (*.flow.yaml or JSON)")
    Path flowFile;

    @ArgGroup(exclusive = true)
    DriveOptions.Target target;

    /** --decider, --fact, --allow, --trace, --headed: the options a run shares with a replay. */
    @Mixin
    DriveOptions drive;

    @Option(names = "--decider-fallback", paramLabel = "offline", description = "when the decision service fails during the run, go on with the offline decider"
            + " instead of stopping with exit code 4; the report says from which step")
    String deciderFallback;

    @Option(names = "--var", paramLabel = "k=v", description = "set a variable (repeatable)")
    Map<String, String> vars = new LinkedHashMap<>();

    @Option(names = "--journal", paramLabel = "DIR", description = "write the run's journal under DIR/<timestamp>/")
    Path journal;

    @Option(names = "--save-recipe", paramLabel = "FILE", description = "when the run ends, write what it did as a recipe (atomically); a run that did not complete records no expect")
    Path saveRecipe;

    @Option(names = "--from-recipe", paramLabel = "RECIPE", description = "continue a recording: replay RECIPE's steps before --at with no model,"
            + " then run the flow on from the flow step recipe step --at served; with --save-recipe the kept steps and what the run did are written")
    Path fromRecipe;

    @Option(names = "--at", paramLabel = "N", description = "with --from-recipe: the recipe step (from 1) where the new recording begins; it and every step after it are recorded again")
    Integer at;

    @Option(names = "--memory", paramLabel = "FILE", description = "what groundings learned, kept in FILE: read before the run (a missing file is empty)"
            + " and what this run learns merged back when it ends (atomically); a remembered control is offered first and taken after one confirm")
    Path memory;

    @Option(names = "--json", description = "print the report as JSON on stdout (progress goes to stderr)")
    boolean json;

    @Option(names = "--max-actions", paramLabel = "N", description = "actions the run may take (default ${DEFAULT-VALUE}, at most " + Thresholds.MAX_ACTIONS + ")")
    int maxActions = Thresholds.DEFAULT_MAX_ACTIONS;

    @Option(names = "--handoff", paramLabel = "console|none", description = "who answers when a person is needed (default: console when interactive)")
    String handoff;

    @Spec
    CommandSpec spec;

    /** The environment the run reads (secrets, decider settings); tests replace it. */
    Map<String, String> env = System.getenv();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        FlowReading reading = FlowReader.read(flowFile);
        if (!reading.isValid()) {
            for (FileProblem p : reading.problems()) err.println(p);
            err.flush();
            return Main.EXIT_INVALID;
        }
        Flow flow = reading.flow();
        if (target != null && target.url != null) flow = new Flow(flow.name(), "browser", target.url, flow.vars(), flow.steps(), flow.allow());
        if (target != null && target.app != null) flow = new Flow(flow.name(), target.app, null, flow.vars(), flow.steps(), flow.allow());
        if (maxActions < 1 || maxActions > Thresholds.MAX_ACTIONS) {
            return invalid(err, "--max-actions must be between 1 and " + Thresholds.MAX_ACTIONS + ", not " + maxActions);
        }
        SuiteReplay.TraceMode traceMode;
        try {
            traceMode = drive.traceMode();
        } catch (IllegalArgumentException e) {
            return invalid(err, e.getMessage());
        }
        if (traceMode != SuiteReplay.TraceMode.OFF && journal == null) return invalid(err, "--trace writes trace.zip into the run's journal folder: add --journal DIR");
        if (traceMode != SuiteReplay.TraceMode.OFF && !flow.isBrowser()) return invalid(err, "--trace records a browser: " + flowFile + " drives " + flow.app());
        Responder responder;
        try {
            responder = responder();
        } catch (IllegalArgumentException e) {
            return invalid(err, e.getMessage());
        }
        if ((fromRecipe == null) != (at == null)) return invalid(err, "--from-recipe and --at go together: the recipe, and the step to record again from");
        RecipeCut.Resume resume = null;
        Recipe continued = null;
        if (fromRecipe != null) {
            continued = RecipeFiles.read(fromRecipe, err);
            if (continued == null) return Main.EXIT_INVALID;
            try {
                resume = RecipeCut.at(flow, continued, at);
            } catch (IllegalArgumentException e) {
                return invalid(err, fromRecipe + ": " + e.getMessage());
            }
        }
        Secrets secrets = secrets();
        DeciderChoice choice;
        try {
            choice = DeciderChoice.parse(drive.decider, env);
        } catch (DeciderSetupException e) {
            return invalid(err, e.getMessage());
        }

        boolean fallBack;
        try {
            fallBack = fallback();
        } catch (IllegalArgumentException e) {
            return invalid(err, e.getMessage());
        }
        // the service is asked once before anything starts: a refused key, nothing at the address or a model
        // it does not serve is said here, in one line, not as every step failing
        try {
            choice.preflight();
        } catch (DeciderSetupException e) {
            return invalid(err, e.getMessage());
        } catch (DecisionException e) {
            if (!fallBack) {
                err.println("flowwright: " + e.getMessage() + "; the run did not start (--decider-fallback offline goes on without it)");
                err.flush();
                return Main.EXIT_DECIDER_FAILED;
            }
            err.println("flowwright: " + e.getMessage() + "; the run starts, and goes on with the offline decider if it fails again");
            err.flush();
        }

        List<GroundingHint> remembered;
        try {
            remembered = memory == null ? List.of() : MemoryFile.read(memory);
        } catch (MemoryFile.Unreadable e) {
            err.println(e.getMessage());
            err.flush();
            return Main.EXIT_INVALID;
        }

        EventBus bus = new EventBus();
        PrintWriter progress = json ? err : out;
        bus.add(StepProgress.ofRun(progress, flow.steps().size()));
        Recorder recorder = saveRecipe == null ? null : new Recorder(flow, recipeFlowName());
        if (recorder != null) bus.add(recorder);
        JournalWriter journalWriter = null;
        StopSignals signals = null;
        try {
            if (journal != null) {
                journalWriter = JournalWriter.create(journal, secrets);
            }
            ExchangeLog exchanges = journalWriter == null ? ExchangeLog.NONE : journalWriter;
            Decider opened = choice.open(OfflineDecider::new, exchanges);
            RunControl control = new RunControl();
            JournalWriter journalled = journalWriter;
            signals = StopSignals.install(signal -> {
                if (journalled != null) journalled.on(new Event.RunStopped(java.time.Instant.now(), signal));
                err.println("flowwright: stopped by " + signal + "; ending the run and closing the browser");
                err.flush();
                control.stop("the run was stopped by " + signal);
            }, () -> {
                if (journalled != null) journalled.close();
            });
            if (fallBack) {
                opened = RunSetup.withFallback(opened, DeciderChoice.offline().open(OfflineDecider::new, exchanges), "offline", bus, control);
                // a replay splits long choices as this run did: by the tighter of the two limits
                exchanges.hostLimits(opened.maxChoiceOptions(), opened.framingsTogether(), opened.sequentialVoting());
            }
            // every run says who decides before anything happens: a chaos run is never mistaken for a real one,
            // and a user without a key can tell why judgement is weak
            progress.println("decider: " + opened.describe());
            progress.flush();
            RunOptions options = RunOptions.defaults().withMaxActions(maxActions).withMemory(remembered).withAllow(drive.allow);
            if (!flow.allow().isEmpty() || !drive.allow.isEmpty()) progress.println(allowLine(flow.allow(), drive.allow));
            try (Surface surface = flow.isBrowser() ? CliSurfaces.browser(drive.headed, err) : CliSurfaces.desktop(err);
                 DecisionMaker asker = RunSetup.asker(opened, secrets, bus, options)) {
                if (surface == null) return Main.EXIT_INVALID;
                // each journalled look gets its picture, painted over wherever it shows a secret
                if (journalWriter != null) bus.add(PaintedLooks.forJournal(surface, secrets, journalWriter));
                boolean traced = traceMode != SuiteReplay.TraceMode.OFF;
                if (traced) {
                    // a film strip would show a typed secret, and a picture cannot be redacted afterwards
                    ((BrowserSurface) surface).startTrace(flow.name(), secrets.isEmpty());
                    bus.add(new TraceSteps((BrowserSurface) surface, 0));
                }
                FlowRun.Builder run = RunSetup.flowRun(flow, surface, asker)
                        .faults(journalWriter == null ? fault -> {} : journalWriter::log)
                        .bus(bus).control(control).secrets(secrets).vars(vars).options(options).responder(responder)
                        .decider(choice.kind().name().toLowerCase(Locale.ROOT));
                if (resume != null) {
                    if (!replayKept(surface, continued, resume, progress, err)) return Main.EXIT_FAILED;
                    // the page is where the kept steps left it: no start to open
                    run.stepsOnScreenAsItIs(resume.flowStep(), flow.steps().size());
                }
                RunReport report = run.build().run();
                if (json) {
                    out.println(report.toJson());
                    out.flush();
                } else {
                    StepProgress.report(out, report);
                }
                if (journalWriter != null) progress.println("journal: " + journalWriter.directory());
                int exit = signals.received() != null ? signals.exitCode() : report.exitCode();
                if (surface.isGone()) {
                    // the browser or the application went away: one line on stderr saying so, where to look, and nothing else tried on it
                    err.println("flowwright: " + report.note() + (journalWriter == null ? "" : " — journal: " + journalWriter.directory()));
                    err.flush();
                    if (recorder != null && !saveRecipe(recorder, resume, false, progress, err)) exit = Main.EXIT_INVALID;
                    if (memory != null && !saveMemory(remembered, report.learned(), progress, err)) exit = Main.EXIT_INVALID;
                    progress.flush();
                    return exit;
                }
                if (traced && (traceMode == SuiteReplay.TraceMode.ON || exit != Main.EXIT_OK)) {
                    Path zip = journalWriter.directory().resolve(TraceFiles.NAME);
                    TraceFiles.save((BrowserSurface) surface, zip, drive.values(env));
                    progress.println("trace: " + zip + " (npx playwright show-trace " + zip + ")");
                } else if (traced) {
                    ((BrowserSurface) surface).stopTrace(null);
                }
                if (recorder != null && !saveRecipe(recorder, resume, exit == Main.EXIT_OK, progress, err)) exit = Main.EXIT_INVALID;
                if (memory != null && !saveMemory(remembered, report.learned(), progress, err)) exit = Main.EXIT_INVALID;
                progress.flush();
                return exit;
            }
        } catch (DeciderSetupException e) {
            return invalid(err, e.getMessage());
        } catch (IOException e) {
            return invalid(err, "the journal or its trace could not be written under " + journal + ": " + e.getMessage());
        } finally {
            if (journalWriter != null) journalWriter.close();
            if (signals != null) signals.close();
        }
    }

    /**
     * The grant as printed when a run starts: "allowed to press: submit (the flow's allow:), Place order
     * (--allow); stop_before still holds". Printed only when there is one: without it nothing changes.
     */
    static String allowLine(List<String> fromFlow, List<String> fromCommandLine) {
        List<String> parts = new ArrayList<>();
        if (!fromFlow.isEmpty()) parts.add(String.join(", ", fromFlow) + " (the flow's allow:)");
        if (!fromCommandLine.isEmpty()) parts.add(String.join(", ", fromCommandLine) + " (--allow)");
        return "allowed to press: " + String.join("; ", parts) + " — the destructive check lets these through; stop_before still holds";
    }

    /**
     * Writes the recorded recipe atomically and says where. A run that did not complete still saves
     * what it did — the recorder leaves out {@code expect}, so a replay of it can only be unverified.
     */
    private boolean saveRecipe(Recorder recorder, RecipeCut.Resume resume, boolean completed, PrintWriter progress, PrintWriter err) {
        Recipe recipe = resume == null ? recorder.recipe() : resume.joined(recorder.recipe());
        try {
            RecipeWriter.write(recipe, saveRecipe);
        } catch (UncheckedIOException e) {
            err.println("flowwright: the recipe could not be written to " + saveRecipe + ": " + e.getCause().getMessage());
            err.flush();
            return false;
        }
        String expect;
        if (!completed) expect = "; the run did not complete, so it records what was done and no expect: a replay of it can only be unverified";
        else if (recipe.expect().isEmpty()) expect = "; the final page showed nothing new to check, so no expect: add one, or replays say unverified";
        else expect = ", " + recipe.expect().size() + (recipe.expect().size() == 1 ? " expectation" : " expectations");
        progress.println("recipe: " + saveRecipe + " (" + recipe.steps().size() + " steps" + expect + ")");
        return true;
    }

    /**
     * Replays the kept steps of a recipe being continued, with no model, on the run's own surface (the
     * recipe's start opened first). Every kept step must pass: a recording is not continued from a page
     * the replay did not reach.
     */
    private boolean replayKept(Surface surface, Recipe recipe, RecipeCut.Resume resume, PrintWriter progress, PrintWriter err) {
        String failed = RecipeCut.replayKept(surface, resume.keptOf(recipe), new ReplayOptions(drive.values(env), null, null, false));
        if (failed != null) {
            err.println("flowwright: " + fromRecipe + ": " + failed + "; nothing was recorded");
            err.flush();
            return false;
        }
        progress.println("replayed " + fromRecipe + " steps 1–" + resume.kept().size() + " with no model; recording from step " + at
                + " (flow step " + (resume.flowStep() + 1) + ")");
        progress.flush();
        return true;
    }

    /** Merges what the run learned into the memory file, whole or not at all, and says so. */
    private boolean saveMemory(List<GroundingHint> known, List<GroundingHint> learned, PrintWriter progress, PrintWriter err) {
        List<GroundingHint> merged = MemoryFile.merge(known, learned);
        try {
            MemoryFile.write(memory, merged);
        } catch (IOException e) {
            err.println("flowwright: the memory could not be written to " + memory + ": " + e.getMessage());
            err.flush();
            return false;
        }
        progress.println("memory: " + memory + " (" + merged.size() + (merged.size() == 1 ? " control" : " controls")
                + " remembered, " + learned.size() + " learned by this run)");
        return true;
    }

    /** The flow file as the recipe mentions it: relative to the recipe's folder when they sit close, else absolute. */
    private String recipeFlowName() {
        Path dir = saveRecipe.toAbsolutePath().getParent().normalize();
        Path flowPath = flowFile.toAbsolutePath().normalize();
        try {
            String relative = dir.relativize(flowPath).toString().replace('\\', '/');
            return relative.startsWith("../../") ? flowPath.toString() : relative;
        } catch (IllegalArgumentException e) {
            return flowPath.toString();
        }
    }

    /** {@code --decider-fallback}: offline, or nothing. */
    private boolean fallback() {
        if (deciderFallback == null) return false;
        if (deciderFallback.strip().equalsIgnoreCase("offline")) return true;
        throw new IllegalArgumentException("--decider-fallback takes offline (the only decider that needs no service), not \"" + deciderFallback + "\"");
    }

    private Responder responder() {
        String which = handoff == null ? (System.console() != null ? "console" : "none") : handoff.strip().toLowerCase(Locale.ROOT);
        return switch (which) {
            case "console" -> ConsoleResponder.system();
            case "none" -> NoResponder.INSTANCE;
            default -> throw new IllegalArgumentException("--handoff must be console or none, not \"" + handoff + "\"");
        };
    }

    /** Facts from --fact and FLOWWRIGHT_SECRET_NAME variables (the flag wins). */
    private Secrets secrets() {
        return new Secrets(drive.values(env));
    }

    private static int invalid(PrintWriter err, String message) {
        return CliSurfaces.invalid(err, message);
    }
}
