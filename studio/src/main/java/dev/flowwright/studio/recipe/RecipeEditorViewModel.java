package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeCut;
import dev.flowwright.runtime.recipe.RecipeFormatException;
import dev.flowwright.runtime.recipe.RecipeProposals;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.RecipeWriter;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.studio.util.UndoStack;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import dev.flowwright.studio.util.DiskWork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The recipe editor: a recipe's steps (action, provenance, value with placeholders as chips, how the
 * latest replay ended each) and the selected step's ranked locators; reorder, delete and edit as
 * undoable {@link RecipeEdit}s; live validation by the runtime's reader; heal proposals as per-step
 * diffs to accept or reject; save atomically; replay. Testing locators on the live screen is
 * {@link LocatorTester}'s.
 */
public final class RecipeEditorViewModel {
    private final RecipeReplays replays;
    private final UndoStack<Recipe> undo = new UndoStack<>();
    private final ReadOnlyObjectWrapper<Recipe> recipe = new ReadOnlyObjectWrapper<>(this, "recipe");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "No recipe");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyBooleanWrapper replaying = new ReadOnlyBooleanWrapper(this, "replaying");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<ReplayReport> report = new ReadOnlyObjectWrapper<>(this, "report");
    private final IntegerProperty selected = new SimpleIntegerProperty(this, "selected", -1);
    private final ReadOnlyStringWrapper selectedValue = new ReadOnlyStringWrapper(this, "selectedValue", "");
    private final ReadOnlyBooleanWrapper valueEditable = new ReadOnlyBooleanWrapper(this, "valueEditable");
    private final ReadOnlyStringWrapper selectedTitle = new ReadOnlyStringWrapper(this, "selectedTitle", "No step selected");
    private final ObservableList<RecipeStepRow> steps = FXCollections.observableArrayList();
    private final ObservableList<RecipeIssue> problems = FXCollections.observableArrayList();
    private final DiskWork disk;
    private final ObservableList<ProposalRow> proposals = FXCollections.observableArrayList();
    private final LocatorTester locators;
    private final BooleanBinding canUndo = Bindings.isNotEmpty(undo.undoLabelProperty());
    private final BooleanBinding canRedo = Bindings.isNotEmpty(undo.redoLabelProperty());
    private final StringBinding saveBlocked;
    private final StringBinding replayBlocked;
    private final StringBinding acceptAllBlocked;
    private ProposalReview review = ProposalReview.none();
    private final javafx.beans.property.ObjectProperty<RecordFromHere> recorder = new javafx.beans.property.SimpleObjectProperty<>(this, "recorder");
    private final javafx.beans.property.ObjectProperty<Flow> recordFlow = new javafx.beans.property.SimpleObjectProperty<>(this, "recordFlow");
    private final javafx.beans.property.StringProperty recordUnavailable = new javafx.beans.property.SimpleStringProperty(this, "recordUnavailable");
    private final ReadOnlyBooleanWrapper recording = new ReadOnlyBooleanWrapper(this, "recording");
    private final StringBinding recordBlocked;
    /** While a replay runs: each step's status so far, by index. */
    private final java.util.Map<Integer, String> live = new java.util.HashMap<>();

    /**
     * @param liveScreen the screen the live-screen panel shows (null when none yet)
     * @param highlight  outlines an element of that screen by ref (null clears)
     */
    /** @param disk where Accept all replaces the file and reads it again (never the FX thread) */
    public RecipeEditorViewModel(RecipeReplays replays, ObservableValue<Screen> liveScreen, Consumer<String> highlight, DiskWork disk) {
        this.replays = replays;
        this.disk = disk;
        this.locators = new LocatorTester(liveScreen, highlight, this::selectedStep, () -> resultFor(selected.get()));
        saveBlocked = Bindings.createStringBinding(() -> recipe.get() == null ? "Open a valid recipe first."
                : !problems.isEmpty() ? "Fix the problems listed first: a recipe with problems is not saved." : null, recipe, problems);
        replayBlocked = Bindings.createStringBinding(() -> recipe.get() == null ? "Open a valid recipe first."
                : !problems.isEmpty() ? "Fix the problems listed first."
                : replaying.get() ? "The recipe is being replayed." : replays.unavailableReason().getValue(),
                recipe, problems, replaying, replays.unavailableReason());
        acceptAllBlocked = Bindings.createStringBinding(() -> proposals.isEmpty() ? "There is no heal proposal to accept."
                : dirty.get() ? "Save or undo your edits first: Accept all replaces the file with the proposal." : null, proposals, dirty);
        selected.addListener((o, w, n) -> selection());
        recordBlocked = Bindings.createStringBinding(this::whyNotRecordFromHere,
                recipe, problems, recording, replaying, recorder, recordUnavailable, selected, recordFlow);
    }

    // ---- files ----------------------------------------------------------------------------------

    /**
     * A recipe file as read from disk, with the heal proposal beside it: {@code recipe} null when the
     * file has {@code problems}; {@code proposal} null when there is none (or {@code proposalProblem}
     * says why it cannot be read).
     */
    private record Loaded(Path path, String text, Recipe recipe, List<RecipeIssue> problems, Recipe proposal,
                         String proposalProblem) {}

    /** Opens a recipe file and the heal proposal beside it: read on the disk thread, shown on the FX thread. */
    public CompletableFuture<Boolean> open(Path path) {
        return disk.run(() -> load(path), this::open);
    }

    /** Reads and parses a recipe file and its heal proposal (disk work: never on the FX thread). */
    private static Loaded load(Path path) throws IOException {
        String text = Files.readString(path, StandardCharsets.UTF_8);
        Recipe r;
        try {
            r = RecipeReader.parse(text, path.getFileName().toString());
        } catch (RecipeFormatException e) {
            return new Loaded(path, text, null, RecipeValidation.place(e.problems(), text), null, null);
        }
        Path proposal = RecipeProposals.proposalPath(path);
        if (!Files.isRegularFile(proposal)) return new Loaded(path, text, r, List.of(), null, null);
        try {
            return new Loaded(path, text, r, List.of(), RecipeReader.read(proposal), null);
        } catch (RecipeFormatException e) {
            return new Loaded(path, text, r, List.of(), null,
                    "The heal proposal " + proposal.getFileName() + " cannot be read: " + e.problems().get(0));
        }
    }

    /** Shows a recipe file as {@link #load} read it; false when the file has problems (listed). */
    private boolean open(Loaded loaded) {
        Path path = loaded.path();
        file.set(path);
        undo.clear();
        report.set(null);
        review = ProposalReview.none();
        dirty.set(false);
        if (loaded.recipe() == null) {
            setRecipe(null);
            problems.setAll(loaded.problems());
            message.set(path.getFileName() + " has problems: it is not a valid recipe");
            return false;
        }
        if (loaded.proposal() != null) review = ProposalReview.between(loaded.recipe(), loaded.proposal());
        setRecipe(loaded.recipe());
        message.set(loaded.proposalProblem() != null ? loaded.proposalProblem()
                : "Opened " + path.getFileName() + (proposals.isEmpty() ? "" : ": a heal proposal waits for review"));
        return true;
    }

    /** Shows a recipe held in memory (just recorded and saved), as if opened from {@code path}. */
    public void show(Recipe r, Path path) {
        file.set(path);
        undo.clear();
        report.set(null);
        review = ProposalReview.none();
        setRecipe(r);
        dirty.set(false);
    }

    /** Saves to the recipe's file; completes with false when saving is blocked or there is no file. */
    public CompletableFuture<Boolean> save() {
        return file.get() == null ? CompletableFuture.completedFuture(false) : saveAs(file.get());
    }

    /**
     * Writes the recipe atomically to {@code target} on the disk thread; a heal proposal fully reviewed
     * (every step accepted or rejected) is removed with it. Clean afterwards unless the recipe was edited
     * while it was written. Completes with false when saving is blocked.
     */
    public CompletableFuture<Boolean> saveAs(Path target) {
        if (saveBlocked.get() != null || target == null) return CompletableFuture.completedFuture(false);
        Recipe written = recipe.get();
        boolean dropProposal = !review.isEmpty() && proposals.isEmpty() && target.equals(file.get());
        return disk.run(() -> {
            RecipeWriter.write(written, target);
            if (dropProposal) Files.deleteIfExists(RecipeProposals.proposalPath(target));
            return written;
        }, done -> {
            if (dropProposal) review = ProposalReview.none();
            file.set(target);
            dirty.set(recipe.get() != done);
            message.set("Saved " + target.getFileName());
            return true;
        });
    }

    // ---- edits ----------------------------------------------------------------------------------

    public void execute(RecipeEdit edit) {
        Recipe before = recipe.get();
        Recipe after = undo.execute(edit, before);
        if (after != before) {
            setRecipe(after);
            dirty.set(true);
        }
    }

    public void undo() { restore(undo.undo()); }

    public void redo() { restore(undo.redo()); }

    private void restore(Recipe r) {
        if (r == null) return;
        setRecipe(r);
        dirty.set(true);
    }

    public void moveStep(int from, int to) {
        execute(RecipeEdits.moveStep(from, to));
        if (selected.get() == from) selected.set(to);
    }

    public void removeStep(int at) { execute(RecipeEdits.removeStep(at)); }

    public void editValue(int at, String value) { execute(RecipeEdits.editValue(at, value)); }

    /** Replaces a locator of the selected step by what the text says; false (and says why) when it is not a locator. */
    public boolean editLocator(int index, String text) {
        try {
            execute(RecipeEdits.replaceLocator(selected.get(), index, LocatorText.parse(text)));
            return true;
        } catch (IllegalArgumentException e) {
            message.set(e.getMessage());
            return false;
        }
    }

    public void moveLocator(int from, int to) { execute(RecipeEdits.moveLocator(selected.get(), from, to)); }

    public void removeLocator(int index) { execute(RecipeEdits.removeLocator(selected.get(), index)); }

    // ---- heal proposals -------------------------------------------------------------------------

    /** Takes the proposal's locators for step {@code at} (one undoable edit). */
    public void acceptProposal(int at) {
        review.pendingFor(recipe.get(), at).ifPresent(c -> execute(RecipeEdits.acceptProposal(at, c.proposed())));
    }

    /** Keeps the step's own locators; the proposal for it is dropped from review. */
    public void rejectProposal(int at) {
        review.pendingFor(recipe.get(), at).ifPresent(c -> {
            review.reject(c);
            rows();
            dirty.set(true);
            message.set("Rejected the heal proposal for step " + (at + 1) + "; save to drop it for good");
        });
    }

    /**
     * Takes the whole proposal file in one command ({@link RecipeProposals#accept}): the proposal
     * replaces the recipe on disk, the old one is kept as {@code .bak}, and the recipe is opened again.
     */
    public CompletableFuture<Void> acceptAllProposals() {
        if (acceptAllBlocked.get() != null || file.get() == null) return CompletableFuture.completedFuture(null);
        Path f = file.get();
        return disk.run(() -> {
            RecipeProposals.accept(f);
            return load(f);
        }, loaded -> {
            open(loaded);
            message.set("Accepted the heal proposal; the old recipe is kept as " + f.getFileName() + ".bak");
            return null;
        });
    }

    // ---- replay ---------------------------------------------------------------------------------

    /** Replays with no decider at all. */
    public void replay() { replay(false); }

    /**
     * Replays, and heals a step whose locators all miss with the toolbar's decider; what was healed is
     * proposed (written beside the recipe, never over it) and shown for review.
     */
    public void replayAndHeal() { replay(true); }

    private void replay(boolean heal) {
        if (replayBlocked.get() != null) return;
        replaying.set(true);
        report.set(null);
        live.clear();
        rows();
        message.set("Replaying " + title.get() + "…");
        Consumer<String> failed = why -> {
            replaying.set(false);
            rows();
            message.set("Replay could not run: " + why);
        };
        try {
            replays.replay(recipe.get(), heal, (at, word) -> {
                live.put(at, word);
                rows();
            }, r -> {
                replaying.set(false);
                report.set(r);
                String proposed = r.healed() ? propose(r.proposal()) : "";
                rows();
                message.set("Replay " + r.outcome().word() + " in " + r.millis() + " ms" + proposed);
            }, failed);
        } catch (RuntimeException e) {
            failed.accept(e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    // ---- record from here ------------------------------------------------------------------------

    /** Where Record from here runs (the studio's session); until it is set, the command is off. */
    public void recordsWith(RecordFromHere r) {
        recordFlow.bind(r.flow());
        recordUnavailable.bind(r.unavailableReason());
        recorder.set(r);
    }

    /**
     * Replays the steps before the selected one with no model, runs the flow on from the step the
     * selected one served with the decider, and replaces the selected step and all after it by what
     * that run recorded: one undoable edit. A kept step that does not replay, or a run that does not
     * complete, changes nothing and says why.
     */
    public void recordFromHere() {
        String why = recordBlocked.get();
        if (why != null) {
            message.set("Record from here is not available: " + why);
            return;
        }
        Recipe before = recipe.get();
        Flow flow = recordFlow.get();
        int at = selected.get();
        RecipeCut.Resume resume = RecipeCut.at(flow, before, at + 1);
        recording.set(true);
        message.set((at == 0 ? "Recording" : "Replaying steps 1–" + at + " with no model, then recording") + " from step " + (at + 1)
                + " (flow step " + (resume.flowStep() + 1) + ") with the decider…");
        Path recordedFile = file.get();
        recorder.get().record(before, flow, resume, tail -> {
            Recipe was = recipe.get();
            // another recipe opened meanwhile is not the one this run continued
            if (was == null || !java.util.Objects.equals(file.get(), recordedFile)) {
                message.set("Another recipe was opened while recording: nothing was replaced");
            } else {
                execute(RecipeEdits.replaceTail(at, tail));
                message.set(recipe.get() == was ? "The recipe changed while recording: nothing was replaced"
                        : "Recorded again from step " + (at + 1) + ": " + tail.steps().size() + " new steps replace " + (was.steps().size() - at)
                        + "; Undo restores the old ones. Save to keep it.");
            }
            recording.set(false); // last: whoever waits for the recording to end finds the recipe and the message settled
        }, failure -> {
            message.set("Record from here changed nothing: " + failure);
            recording.set(false);
        });
    }

    private String whyNotRecordFromHere() {
        Recipe r = recipe.get();
        if (r == null) return "Open a valid recipe first.";
        if (!problems.isEmpty()) return "Fix the problems listed first.";
        if (recording.get()) return "A recording from here is under way.";
        if (replaying.get()) return "The recipe is being replayed.";
        if (recorder.get() == null) return "Recording is not available here.";
        if (recordUnavailable.get() != null) return recordUnavailable.get();
        if (selected.get() < 0) return "Select the step to record again from.";
        Flow flow = recordFlow.get();
        if (flow == null) {
            return "Open the flow this recipe was recorded from" + (r.flow() == null ? "" : " (" + r.flow() + ")")
                    + " in the Flow tab: its steps from here on are run again.";
        }
        try {
            RecipeCut.at(flow, r, selected.get() + 1);
            return null;
        } catch (IllegalArgumentException e) {
            return "The flow in the Flow tab does not fit: " + e.getMessage() + ".";
        }
    }

    /** Takes a healing replay's proposal for review, and writes it beside the recipe (never over it). */
    private String propose(Recipe proposal) {
        review = ProposalReview.between(recipe.get(), proposal);
        if (file.get() == null) return "; healed steps are proposed for review";
        try {
            Path beside = RecipeProposals.write(file.get(), proposal);
            return "; healed steps are proposed for review (" + beside.getFileName() + ")";
        } catch (RuntimeException e) {
            return "; healed steps are proposed for review, but the proposal could not be written: " + e.getMessage();
        }
    }

    /** The latest replay's result for step {@code at}: the same step (or, failing that, the same action at that place). */
    StepResult resultFor(int at) {
        ReplayReport r = report.get();
        Recipe now = recipe.get();
        if (r == null || now == null || at < 0 || at >= now.steps().size()) return null;
        RecipeStep s = now.steps().get(at);
        for (StepResult res : r.steps()) if (res.step().equals(s)) return res;
        if (at < r.steps().size()) {
            StepResult res = r.steps().get(at);
            if (res.step().action() == s.action() && java.util.Objects.equals(res.step().from(), s.from())) return res;
        }
        return null;
    }

    // ---- rows -----------------------------------------------------------------------------------

    private void setRecipe(Recipe r) {
        recipe.set(r);
        title.set(r == null ? "Invalid recipe" : r.name() == null || r.name().isBlank() ? "Untitled recipe" : r.name());
        problems.setAll(r == null ? List.of() : RecipeValidation.check(r, file.get() == null ? "recipe.recipe.yaml" : file.get().getFileName().toString()));
        if (r == null || r.steps().isEmpty()) selected.set(-1);
        else if (selected.get() < 0) selected.set(0);
        else if (selected.get() >= r.steps().size()) selected.set(r.steps().size() - 1);
        rows();
    }

    /** The selected step's value, title and locators follow the selection and every edit. */
    private void selection() {
        RecipeStep s = selectedStep();
        selectedValue.set(s == null || s.value() == null ? "" : s.value());
        valueEditable.set(s != null && RecipeEdits.takesValue(s));
        selectedTitle.set(s == null ? "No step selected" : "Step " + (selected.get() + 1) + ": " + s.action().wire()
                + (s.from() == null || s.from().isBlank() ? "" : " — " + s.from()));
        locators.refresh();
    }

    private void rows() {
        Recipe r = recipe.get();
        List<RecipeStepRow> next = new ArrayList<>();
        List<ProposalRow> diffs = review.rows(r);
        for (int i = 0; r != null && i < r.steps().size(); i++) {
            RecipeStep s = r.steps().get(i);
            StepResult res = replaying.get() ? null : resultFor(i);
            int at = i;
            String status = replaying.get() ? live.get(i) : res == null ? null : res.status().word();
            String problem = problems.stream().filter(p -> p.step() == at).map(RecipeIssue::message).findFirst().orElse(null);
            next.add(new RecipeStepRow(i, s.action().wire(), s.from() == null ? "" : s.from(), RecipeStepRow.subject(s), ValuePart.split(s.value()),
                    status, res == null ? "" : RecipeStepRow.replayNote(res), problem,
                    diffs.stream().anyMatch(d -> d.step() == at)));
        }
        steps.setAll(next);
        proposals.setAll(diffs);
        selection();
    }

    RecipeStep selectedStep() {
        Recipe r = recipe.get();
        int i = selected.get();
        return r == null || i < 0 || i >= r.steps().size() ? null : r.steps().get(i);
    }

    // ---- properties -----------------------------------------------------------------------------

    public LocatorTester locators() { return locators; }

    /** The selected step's value as written (placeholders included), or empty. */
    public ReadOnlyStringProperty selectedValueProperty() { return selectedValue.getReadOnlyProperty(); }

    /** Whether the selected step has a value to edit (fill, select, navigate). */
    public ReadOnlyBooleanProperty valueEditableProperty() { return valueEditable.getReadOnlyProperty(); }

    public ReadOnlyStringProperty selectedTitleProperty() { return selectedTitle.getReadOnlyProperty(); }

    public ObservableList<RecipeStepRow> steps() { return steps; }

    public ObservableList<RecipeIssue> problems() { return problems; }

    public ObservableList<ProposalRow> proposals() { return proposals; }

    /** The selected step (0-based), or -1; the locator list follows it. */
    public IntegerProperty selectedProperty() { return selected; }

    public ReadOnlyObjectProperty<Recipe> recipeProperty() { return recipe.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<Path> fileProperty() { return file.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<ReplayReport> reportProperty() { return report.getReadOnlyProperty(); }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty dirtyProperty() { return dirty.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty replayingProperty() { return replaying.getReadOnlyProperty(); }

    /** What the editor last did or found, in a sentence. */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }

    public ReadOnlyStringProperty undoLabelProperty() { return undo.undoLabelProperty(); }

    public ReadOnlyStringProperty redoLabelProperty() { return undo.redoLabelProperty(); }

    public BooleanBinding canUndoProperty() { return canUndo; }

    public BooleanBinding canRedoProperty() { return canRedo; }

    /** Why Save is off, or null. */
    public StringBinding saveBlockedProperty() { return saveBlocked; }

    /** Why Accept all is off, or null. */
    public StringBinding acceptAllBlockedProperty() { return acceptAllBlocked; }

    /** Why Record from here is off for the selected step, or null. */
    public StringBinding recordFromHereBlockedProperty() { return recordBlocked; }

    /** Whether a Record from here is under way (replaying the kept steps or running the rest). */
    public ReadOnlyBooleanProperty recordingProperty() { return recording.getReadOnlyProperty(); }

    /** Why Replay is off, or null. */
    public StringBinding replayBlockedProperty() { return replayBlocked; }

}
