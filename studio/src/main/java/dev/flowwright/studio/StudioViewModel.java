package dev.flowwright.studio;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeWriter;
import dev.flowwright.studio.editor.FlowEditorViewModel;
import dev.flowwright.studio.recipe.RecipeEditorViewModel;
import dev.flowwright.studio.session.SessionRecordings;
import dev.flowwright.studio.session.SessionReplays;
import dev.flowwright.studio.session.RunArchive;
import dev.flowwright.studio.session.RunBackend;
import dev.flowwright.studio.session.RunMode;
import dev.flowwright.studio.session.RunRequest;
import dev.flowwright.studio.session.RunPhase;
import dev.flowwright.studio.session.StudioSession;
import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.studio.util.DiskWork;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * The main window's commands: target, decider, Record / Run / Pause / Step turn / Step step / Stop /
 * Save, opening flows and runs, recent files. Each command has an enabled binding and, when disabled,
 * a sentence saying why (the buttons' tooltips), so nothing pretends to work.
 */
public final class StudioViewModel {
    private final StudioSession session;
    private final FlowEditorViewModel editor;
    private final RunArchive archive;
    private final StudioSettings settings;
    private final DiskWork disk;
    private final StringProperty target = new SimpleStringProperty(this, "target", "");
    private final ObjectProperty<DeciderSetting> decider = new SimpleObjectProperty<>(this, "decider");
    private final ObservableList<Path> recent = FXCollections.observableArrayList();
    private final StringBinding startBlocked;
    private final BooleanBinding canStart;
    private final BooleanBinding canPause;
    private final BooleanBinding canStep;
    private final BooleanBinding canStop;
    private final BooleanBinding canSave;
    private final StringBinding stateText;
    private final BooleanBinding paused;
    private final RecipeEditorViewModel recipes;
    private final BooleanProperty recipeInFront = new SimpleBooleanProperty(this, "recipeInFront");
    private final StringBinding saveBlocked;
    private final StringBinding saveRecipeBlocked;
    private final StringBinding undoLabel;
    private final StringBinding redoLabel;
    private final BooleanBinding canUndo;
    private final BooleanBinding canRedo;
    private final StringBinding runStepBlocked;

    /** @param disk where files are read and written: {@link DiskWork#background} in the window, never the FX thread */
    public StudioViewModel(StudioSession session, FlowEditorViewModel editor, RunArchive archive, StudioSettings settings,
                           DiskWork disk) {
        this.session = session;
        this.editor = editor;
        this.archive = archive;
        this.settings = settings;
        this.disk = disk;
        decider.set(settings.decider());
        decider.addListener((o, was, now) -> { settings.decider(now); saveSettings(); });
        recent.setAll(settings.recentFiles());
        var state = session.stateProperty();
        startBlocked = Bindings.createStringBinding(() -> {
            String why = session.backend().unavailableReason();
            if (why != null) return why;
            if (editor.flowProperty().get() == null) return "Open a valid flow first.";
            if (state.get().isActive()) return "A run is active: stop it first.";
            if (target.get() == null || target.get().isBlank()) return "Say what to run on: a URL or a desktop application.";
            return null;
        }, state, editor.flowProperty(), target);
        canStart = startBlocked.isNull();
        canPause = Bindings.createBooleanBinding(() -> state.get() == RunPhase.RUNNING || state.get() == RunPhase.PAUSED, state);
        canStep = Bindings.createBooleanBinding(() -> state.get() == RunPhase.PAUSED || canStart.get(), state, canStart);
        canStop = Bindings.createBooleanBinding(() -> state.get().isActive(), state);
        recipes = new RecipeEditorViewModel(new SessionReplays(session, settings::headless, decider::get), session.shownScreenProperty(),
                ref -> session.selectedRefProperty().set(ref), disk);
        saveBlocked = Bindings.createStringBinding(() -> {
            if (recipeInFront.get()) return recipes.saveBlockedProperty().get();
            if (editor.unavailableReason() != null) return editor.unavailableReason();
            return editor.flowProperty().get() == null ? "There is no valid flow to save." : null;
        }, recipeInFront, recipes.saveBlockedProperty(), editor.flowProperty());
        canSave = saveBlocked.isNull();
        undoLabel = Bindings.createStringBinding(() -> orElse(recipeInFront.get() ? recipes.undoLabelProperty().get() : editor.undoLabelProperty().get(), "Undo"),
                recipeInFront, recipes.undoLabelProperty(), editor.undoLabelProperty());
        redoLabel = Bindings.createStringBinding(() -> orElse(recipeInFront.get() ? recipes.redoLabelProperty().get() : editor.redoLabelProperty().get(), "Redo"),
                recipeInFront, recipes.redoLabelProperty(), editor.redoLabelProperty());
        canUndo = Bindings.createBooleanBinding(() -> recipeInFront.get() ? recipes.canUndoProperty().get() : editor.canUndoProperty().get(),
                recipeInFront, recipes.canUndoProperty(), editor.canUndoProperty());
        canRedo = Bindings.createBooleanBinding(() -> recipeInFront.get() ? recipes.canRedoProperty().get() : editor.canRedoProperty().get(),
                recipeInFront, recipes.canRedoProperty(), editor.canRedoProperty());
        saveRecipeBlocked = Bindings.createStringBinding(() -> state.get().isActive() ? "A run is active: wait for it to end."
                : session.unrecordedProperty().get(), state, session.unrecordedProperty());
        stateText = Bindings.createStringBinding(() -> state.get().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '), state);
        paused = Bindings.createBooleanBinding(() -> state.get() == RunPhase.PAUSED, state);
        session.currentStepProperty().addListener((o, was, now) -> editor.currentStep(now));
        editor.breakpoints().addListener((javafx.collections.SetChangeListener<String>) c -> session.breakpoints(Set.copyOf(editor.breakpoints())));
        editor.flowProperty().addListener((o, was, f) -> { if (f != null && was == null && target.get().isBlank()) target.set(defaultTarget(f)); });
        runStepBlocked = Bindings.createStringBinding(this::whyNotRunThisStep, state, editor.flowProperty(), editor.selectedProperty());
        editor.runsStepsWith(runStepBlocked, this::runThisStep);
        recipes.recordsWith(new SessionRecordings(session, editor.flowProperty(),
                part -> new RunRequest(runnableFlow(), target.get().strip(), decider.get(), settings.headless(), RunMode.RECORD, Set.copyOf(editor.breakpoints()), part).withMemory(memoryFile()),
                () -> editor.fileProperty().get() == null ? null : editor.fileProperty().get().getFileName().toString()));
    }

    private static String orElse(String label, String plain) { return label == null || label.isBlank() ? plain : label; }

    private static String defaultTarget(Flow f) {
        return f.isBrowser() ? (f.start() == null ? "" : f.start()) : f.app();
    }

    // ---- run commands ---------------------------------------------------------------------------

    public void record() { start(RunMode.RECORD); }

    public void run() { start(RunMode.RUN); }

    /** Pauses a running run, resumes a paused one. */
    public void pauseOrResume() {
        if (session.stateProperty().get() == RunPhase.PAUSED) session.resume();
        else session.pause();
    }

    /** Runs exactly one turn: of the paused run, or of a new run that then pauses. */
    public void stepTurn() {
        if (session.stateProperty().get() == RunPhase.PAUSED) session.stepTurn();
        else start(RunMode.STEP_TURN);
    }

    /** Runs to the end of the current step: of the paused run, or the first step of a new run. */
    public void stepStep() {
        if (session.stateProperty().get() == RunPhase.PAUSED) session.stepStep();
        else start(RunMode.STEP_STEP);
    }

    public void stop() { session.stop(); }

    /** Where this flow's memory is kept (teach mode's answers among what its runs learned); null for a flow not saved yet. */
    public Path memoryFile() {
        Path flowFile = editor.fileProperty().get();
        return flowFile == null ? null : settings.memoryFile(flowFile);
    }

    /**
     * Run this step: the flow editor's step {@code at} alone, on the live screen as the last run or
     * replay left it (nothing opened, no restart from the top), with the same run setup and safety as
     * every run; its ballots and history show as for any run.
     */
    public void runThisStep(int at) {
        String why = whyNotRunThisStep();
        if (why != null) {
            session.status("Run this step is not available: " + why);
            return;
        }
        session.start(new RunRequest(runnableFlow(), target.get().strip(), decider.get(), settings.headless(), RunMode.RUN, Set.of(),
                new RunRequest.Part(at, at + 1, null, java.util.Map.of())).withMemory(memoryFile()), null);
    }

    private String whyNotRunThisStep() {
        String why = session.backend().unavailableReason();
        if (why != null) return why;
        Flow flow = editor.flowProperty().get();
        if (flow == null) return "Open a valid flow first.";
        if (session.stateProperty().get().isActive()) return "A run is active: stop it first.";
        int at = editor.selectedProperty().get();
        if (at < 0 || at >= flow.steps().size()) return "Select the step to run.";
        return RunBackend.notOnLiveScreen(session.backend().liveScreen(), flow);
    }

    /** The flow file open in the editor, or null when it is not saved yet. */
    public Path flowFile() { return editor.fileProperty().get(); }

    /**
     * The flow as a run gets it: the editor's, with the per-flow permission set in the studio added to
     * its own {@code allow:}.
     */
    Flow runnableFlow() {
        Flow flow = editor.flowProperty().get();
        Path flowFile = editor.fileProperty().get();
        if (flow == null || flowFile == null) return flow;
        List<String> extra = settings.allow(flowFile);
        if (extra.isEmpty()) return flow;
        List<String> merged = new java.util.ArrayList<>(flow.allow());
        for (String w : extra) if (merged.stream().noneMatch(w::equalsIgnoreCase)) merged.add(w);
        return flow.withAllow(merged);
    }

    private void start(RunMode mode) {
        if (!canStart.get()) return;
        Path flowFile = editor.fileProperty().get();
        session.start(new RunRequest(runnableFlow(), target.get().strip(), decider.get(), settings.headless(), mode,
                Set.copyOf(editor.breakpoints())).withMemory(memoryFile()), flowFile == null ? null : flowFile.getFileName().toString());
    }

    // ---- files ----------------------------------------------------------------------------------
    // Every read and write happens on the disk thread (DiskWork); what it read is shown on the FX thread.
    // Each command's future completes on the FX thread: exceptionally when the disk failed, for the view
    // to say so.

    public CompletableFuture<Boolean> openFlow(Path file) {
        return editor.open(file).thenApply(valid -> {
            recipeInFront.set(false);
            target.set(editor.flowProperty().get() == null ? target.get() : defaultTarget(editor.flowProperty().get()));
            remember(file);
            session.status(valid ? "Opened " + file : file + " has problems: see the YAML tab");
            return valid;
        });
    }

    /** Opens a recipe ({@code *.recipe.yaml}) in the recipe editor, anything else in the flow editor. */
    public CompletableFuture<Boolean> openFile(Path file) {
        return isRecipe(file) ? openRecipe(file) : openFlow(file);
    }

    public static boolean isRecipe(Path file) {
        return file.getFileName().toString().endsWith(".recipe.yaml");
    }

    public CompletableFuture<Boolean> openRecipe(Path file) {
        return recipes.open(file).thenApply(valid -> {
            recipeInFront.set(true);
            remember(file);
            session.status(valid ? "Opened " + file : file + " has problems: see the recipe editor");
            return valid;
        });
    }

    /** Writes the recipe the last run built (atomically) and opens it in the recipe editor. */
    public CompletableFuture<Boolean> saveAsRecipe(Path file) {
        Recipe r = session.recordedProperty().get();
        if (saveRecipeBlocked.get() != null || r == null) return CompletableFuture.completedFuture(false);
        return disk.run(() -> {
            RecipeWriter.write(r, file);
            return file;
        }, written -> written).thenCompose(this::openRecipe).thenApply(valid -> {
            session.status("Saved the run as a recipe: " + file);
            return valid;
        });
    }

    /** Where Save as recipe suggests writing: beside the flow, named after it. */
    public Path suggestedRecipeFile() {
        Path flow = editor.fileProperty().get();
        if (flow == null) return Path.of("untitled.recipe.yaml");
        String name = flow.getFileName().toString().replaceFirst("(\\.flow)?\\.(yaml|yml|json)$", "");
        return flow.resolveSibling(name + ".recipe.yaml");
    }

    /** The file Save writes for the editor in front; null when it has none yet (Save asks where, as Save as does). */
    public Path saveTarget() {
        return recipeInFront.get() ? recipes.fileProperty().get() : editor.fileProperty().get();
    }

    /** What the Save as chooser says for the editor in front, and the name it suggests. */
    public String saveAsTitle() { return recipeInFront.get() ? "Save the recipe" : "Save the flow"; }

    public String saveAsName() { return recipeInFront.get() ? "untitled.recipe.yaml" : "untitled.flow.yaml"; }

    /** Saves whichever editor is in front to its file; false when there is nothing to save or no file yet. */
    public CompletableFuture<Boolean> save() {
        Path file = saveTarget();
        return file == null ? CompletableFuture.completedFuture(false) : saveAs(file);
    }

    /** Saves whichever editor is in front to {@code file} (atomically, on the disk thread) and remembers it. */
    public CompletableFuture<Boolean> saveAs(Path file) {
        if (saveBlocked.get() != null) return CompletableFuture.completedFuture(false);
        return (recipeInFront.get() ? recipes.saveAs(file) : editor.saveAs(file)).thenApply(saved -> {
            if (saved) {
                remember(file);
                session.status("Saved " + file);
            }
            return saved;
        });
    }

    /** Why runs cannot be reopened here; null when they can. */
    public String openRunBlocked() { return archive.unavailableReason(); }

    /** Reads a finished run's journal (on the disk thread) into the history, screen and ballot. */
    public CompletableFuture<Void> openRun(Path journal) {
        try {
            session.prepareToOpenRun();
        } catch (IllegalStateException e) {
            return CompletableFuture.failedFuture(e);
        }
        return disk.run(() -> {
            session.openRun(archive, journal);
            return null;
        }, nothing -> null);
    }

    private void remember(Path file) {
        settings.remember(file);
        saveSettings();
        recent.setAll(settings.recentFiles());
    }

    /** Writes the settings on the disk thread (the decider, recent files, the window's layout and theme). */
    public void saveSettings() { disk.later("saving the studio settings", () -> { settings.save(); return null; }); }

    /** Finishes the disk work asked for (the last settings write), when the window closes. */
    public void close() {
        disk.later("closing the live screen's browser", () -> { session.closeLiveScreen(); return null; });
        disk.close();
    }

    // ---- undo, for the editor in front ----------------------------------------------------------

    public void undo() { if (recipeInFront.get()) recipes.undo(); else editor.undo(); }

    public void redo() { if (recipeInFront.get()) recipes.redo(); else editor.redo(); }

    /** The Undo command's text: "Undo" and what it would undo in the editor in front. */
    public StringBinding undoLabelProperty() { return undoLabel; }

    public StringBinding redoLabelProperty() { return redoLabel; }

    public BooleanBinding canUndoProperty() { return canUndo; }

    public BooleanBinding canRedoProperty() { return canRedo; }

    // ---- properties -----------------------------------------------------------------------------

    public StudioSession session() { return session; }

    // the panels' view models, so views need not reach into the session

    public dev.flowwright.studio.screen.LiveScreenViewModel screen() { return session.screen(); }

    public dev.flowwright.studio.tree.ElementTreeViewModel tree() { return session.tree(); }

    public dev.flowwright.studio.ballot.BallotViewModel ballot() { return session.ballot(); }

    public dev.flowwright.studio.history.HistoryViewModel history() { return session.history(); }

    public dev.flowwright.studio.handoff.HandoffViewModel handoff() { return session.handoff(); }

    public javafx.beans.property.ReadOnlyStringProperty statusProperty() { return session.statusProperty(); }

    /** Why the last run's decision service failed, for the window's dialog; null until a run ends that way. */
    public javafx.beans.property.ReadOnlyStringProperty deciderFailureProperty() { return session.deciderFailureProperty(); }

    /** The run's state in words ("idle", "running", "waiting for person"). */
    public StringBinding stateTextProperty() { return stateText; }

    public BooleanBinding pausedProperty() { return paused; }

    public FlowEditorViewModel editor() { return editor; }

    public RecipeEditorViewModel recipes() { return recipes; }

    /** Whether the recipe editor is the one in front (Save and Undo act on it). */
    public BooleanProperty recipeInFrontProperty() { return recipeInFront; }

    /** Why Save is off for the editor in front, or null. */
    public StringBinding saveBlockedProperty() { return saveBlocked; }

    /** Why Save as recipe is off (no finished run, nothing recorded), or null. */
    public StringBinding saveRecipeBlockedProperty() { return saveRecipeBlocked; }

    public StudioSettings settings() { return settings; }

    public StringProperty targetProperty() { return target; }

    public ObjectProperty<DeciderSetting> deciderProperty() { return decider; }

    public ObservableList<Path> recentFiles() { return recent; }

    /** Why Record/Run/Step cannot start now, or null. */
    public StringBinding startBlockedProperty() { return startBlocked; }

    public BooleanBinding canStartProperty() { return canStart; }

    public BooleanBinding canPauseProperty() { return canPause; }

    public BooleanBinding canStepProperty() { return canStep; }

    public BooleanBinding canStopProperty() { return canStop; }

    public BooleanBinding canSaveProperty() { return canSave; }

    /** Why Run this step is off for the flow editor's selected step, or null. */
    public StringBinding runStepBlockedProperty() { return runStepBlocked; }

}
