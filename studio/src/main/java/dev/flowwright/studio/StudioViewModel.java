package dev.flowwright.studio;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeWriter;
import dev.flowwright.studio.editor.FlowEditorViewModel;
import dev.flowwright.studio.recipe.RecipeEditorViewModel;
import dev.flowwright.studio.session.SessionReplays;
import dev.flowwright.studio.session.RunArchive;
import dev.flowwright.studio.session.RunMode;
import dev.flowwright.studio.session.RunRequest;
import dev.flowwright.studio.session.RunPhase;
import dev.flowwright.studio.session.StudioSession;
import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.studio.settings.StudioSettings;
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

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

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

    public StudioViewModel(StudioSession session, FlowEditorViewModel editor, RunArchive archive, StudioSettings settings) {
        this.session = session;
        this.editor = editor;
        this.archive = archive;
        this.settings = settings;
        decider.set(settings.decider());
        decider.addListener((o, was, now) -> { settings.decider(now); settings.save(); });
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
                ref -> session.selectedRefProperty().set(ref));
        saveBlocked = Bindings.createStringBinding(() -> {
            if (recipeInFront.get()) return recipes.saveBlockedProperty().get();
            if (editor.unavailableReason() != null) return editor.unavailableReason();
            return editor.flowProperty().get() == null ? "There is no valid flow to save." : null;
        }, recipeInFront, recipes.saveBlockedProperty(), editor.flowProperty());
        canSave = saveBlocked.isNull();
        saveRecipeBlocked = Bindings.createStringBinding(() -> state.get().isActive() ? "A run is active: wait for it to end."
                : session.unrecordedProperty().get(), state, session.unrecordedProperty());
        stateText = Bindings.createStringBinding(() -> state.get().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '), state);
        paused = Bindings.createBooleanBinding(() -> state.get() == RunPhase.PAUSED, state);
        session.currentStepProperty().addListener((o, was, now) -> editor.currentStep(now));
        editor.breakpoints().addListener((javafx.collections.SetChangeListener<String>) c -> session.breakpoints(Set.copyOf(editor.breakpoints())));
        editor.flowProperty().addListener((o, was, f) -> { if (f != null && was == null && target.get().isBlank()) target.set(defaultTarget(f)); });
    }

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
                Set.copyOf(editor.breakpoints())), flowFile == null ? null : flowFile.getFileName().toString());
    }

    // ---- files ----------------------------------------------------------------------------------

    public boolean openFlow(Path file) throws IOException {
        boolean valid = editor.open(file);
        recipeInFront.set(false);
        target.set(editor.flowProperty().get() == null ? target.get() : defaultTarget(editor.flowProperty().get()));
        remember(file);
        session.status(valid ? "Opened " + file : file + " has problems: see the YAML tab");
        return valid;
    }

    /** Opens a recipe ({@code *.recipe.yaml}) in the recipe editor, anything else in the flow editor. */
    public boolean openFile(Path file) throws IOException {
        return isRecipe(file) ? openRecipe(file) : openFlow(file);
    }

    public static boolean isRecipe(Path file) {
        return file.getFileName().toString().endsWith(".recipe.yaml");
    }

    public boolean openRecipe(Path file) throws IOException {
        boolean valid = recipes.open(file);
        recipeInFront.set(true);
        remember(file);
        session.status(valid ? "Opened " + file : file + " has problems: see the recipe editor");
        return valid;
    }

    /** Writes the recipe the last run built (atomically) and opens it in the recipe editor. */
    public void saveAsRecipe(Path file) throws IOException {
        Recipe r = session.recordedProperty().get();
        if (saveRecipeBlocked.get() != null || r == null) return;
        RecipeWriter.write(r, file);
        openRecipe(file);
        session.status("Saved the run as a recipe: " + file);
    }

    /** Where Save as recipe suggests writing: beside the flow, named after it. */
    public Path suggestedRecipeFile() {
        Path flow = editor.fileProperty().get();
        if (flow == null) return Path.of("untitled.recipe.yaml");
        String name = flow.getFileName().toString().replaceFirst("(\\.flow)?\\.(yaml|yml|json)$", "");
        return flow.resolveSibling(name + ".recipe.yaml");
    }

    /** Saves whichever editor is in front. */
    public boolean save() throws IOException {
        if (recipeInFront.get()) {
            boolean saved = recipes.save();
            if (saved) session.status("Saved " + recipes.fileProperty().get());
            return saved;
        }
        boolean saved = editor.save();
        if (saved) {
            remember(editor.fileProperty().get());
            session.status("Saved " + editor.fileProperty().get());
        }
        return saved;
    }

    public void saveAs(Path file) throws IOException {
        if (recipeInFront.get()) {
            if (recipes.saveAs(file)) {
                remember(file);
                session.status("Saved " + file);
            }
            return;
        }
        if (editor.saveAs(file)) {
            remember(file);
            session.status("Saved " + file);
        }
    }

    /** Why runs cannot be reopened here; null when they can. */
    public String openRunBlocked() { return archive.unavailableReason(); }

    public void openRun(Path journal) throws IOException {
        session.openRun(archive, journal);
    }

    private void remember(Path file) {
        settings.remember(file);
        settings.save();
        recent.setAll(settings.recentFiles());
    }

    // ---- properties -----------------------------------------------------------------------------

    public StudioSession session() { return session; }

    // the panels' view models, so views need not reach into the session

    public dev.flowwright.studio.screen.LiveScreenViewModel screen() { return session.screen(); }

    public dev.flowwright.studio.tree.ElementTreeViewModel tree() { return session.tree(); }

    public dev.flowwright.studio.ballot.BallotViewModel ballot() { return session.ballot(); }

    public dev.flowwright.studio.history.HistoryViewModel history() { return session.history(); }

    public dev.flowwright.studio.handoff.HandoffViewModel handoff() { return session.handoff(); }

    public javafx.beans.property.ReadOnlyStringProperty statusProperty() { return session.statusProperty(); }

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

}
