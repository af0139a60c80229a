package dev.flowwright.studio.editor;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.studio.util.UndoStack;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;

import dev.flowwright.studio.util.DiskWork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.Set;
import java.util.TreeSet;

/**
 * The flow editor: the steps as a list (add, delete, reorder, edit in place, breakpoints), the YAML
 * text with the validator's problems at their lines, and undo/redo. Every change to the flow is a
 * {@link FlowEdit} on the {@link UndoStack}; the YAML text follows the flow, and a valid YAML edit
 * becomes one "Edit YAML" command.
 */
public final class FlowEditorViewModel {
    private final FlowFiles files;
    private final UndoStack<Flow> undo = new UndoStack<>();
    private final ReadOnlyObjectWrapper<Flow> flow = new ReadOnlyObjectWrapper<>(this, "flow");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ObservableList<StepRow> steps = FXCollections.observableArrayList();
    private final ObservableSet<String> breakpoints = FXCollections.observableSet(new TreeSet<>());
    private final ObservableList<FlowFiles.Problem> problems = FXCollections.observableArrayList();
    private final DiskWork disk;
    private final StringProperty yaml = new SimpleStringProperty(this, "yaml", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "No flow");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyStringWrapper currentStep = new ReadOnlyStringWrapper(this, "currentStep", "");
    private final javafx.beans.property.IntegerProperty selected = new javafx.beans.property.SimpleIntegerProperty(this, "selected", -1);
    private final ReadOnlyStringWrapper runStepBlocked = new ReadOnlyStringWrapper(this, "runStepBlocked", "Runs are not available here.");
    private java.util.function.IntConsumer stepRunner = i -> { };
    private final BooleanBinding canUndo = Bindings.isNotEmpty(undo.undoLabelProperty());
    private final BooleanBinding canRedo = Bindings.isNotEmpty(undo.redoLabelProperty());

    /** @param disk where flow files are read and written: never the FX thread */
    public FlowEditorViewModel(FlowFiles files, DiskWork disk) {
        this.files = files;
        this.disk = disk;
        breakpoints.addListener((javafx.collections.SetChangeListener<String>) c -> rows());
        currentStep.addListener((o, was, now) -> rows());
    }

    /** Why flows cannot be opened or checked here; null when they can. */
    public String unavailableReason() { return files.unavailableReason(); }

    /**
     * Opens a flow file: read on the disk thread, shown on the FX thread; completes with false (the
     * problems listed) when it is not a valid flow.
     */
    public CompletableFuture<Boolean> open(Path path) {
        return disk.run(() -> Files.readString(path, StandardCharsets.UTF_8), text -> open(path, text));
    }

    private boolean open(Path path, String text) {
        FlowFiles.Parsed parsed = files.parse(path.getFileName().toString(), text);
        file.set(path);
        undo.clear();
        breakpoints.clear();
        yaml.set(text);
        problems.setAll(parsed.problems());
        setFlow(parsed.flow(), false);
        dirty.set(false);
        return parsed.flow() != null;
    }

    /** Starts from a flow held in memory (a new or sample flow), not yet saved anywhere. */
    public void show(Flow f, Path path) {
        file.set(path);
        undo.clear();
        breakpoints.clear();
        problems.clear();
        setFlow(f, true);
        dirty.set(false);
    }

    public void execute(FlowEdit edit) {
        Flow after = undo.execute(edit, flow.get());
        if (after != flow.get()) {
            setFlow(after, true);
            dirty.set(true);
        }
    }

    public void undo() { restore(undo.undo()); }

    public void redo() { restore(undo.redo()); }

    private void restore(Flow f) {
        if (f == null) return;
        setFlow(f, true);
        problems.clear();
        dirty.set(true);
    }

    private void setFlow(Flow f, boolean rewriteYaml) {
        flow.set(f);
        if (f != null && rewriteYaml && files.unavailableReason() == null) yaml.set(files.write(f));
        title.set(f == null ? "Invalid flow" : f.name().isBlank() ? "Untitled flow" : f.name());
        rows();
    }

    private void rows() {
        Flow f = flow.get();
        List<StepRow> next = new ArrayList<>();
        if (f != null) {
            for (int i = 0; i < f.steps().size(); i++) {
                Step s = f.steps().get(i);
                String path = Integer.toString(i + 1);
                String cur = currentStep.get();
                boolean current = cur.equals(path) || cur.startsWith(path + ".");
                next.add(new StepRow(i, s.kind(), StepLines.line(s), breakpoints.contains(path), current));
            }
        }
        steps.setAll(next);
        if (selected.get() >= next.size()) selected.set(next.size() - 1);
    }

    // ---- list edits -----------------------------------------------------------------------------

    public void addStep(int at, String text) { execute(StepEdits.add(at, new Step.Do(text.strip()))); }

    public void removeStep(int at) { execute(StepEdits.remove(at)); }

    public void moveStep(int from, int to) { execute(StepEdits.move(from, to)); }

    /** Replaces the main words of step {@code at} (the list's edit in place). */
    public void editStep(int at, String text) {
        Flow f = flow.get();
        if (f == null || at < 0 || at >= f.steps().size() || text == null || text.isBlank()) return;
        execute(StepEdits.replace(at, StepLines.withMainText(f.steps().get(at), text)));
    }

    public String mainText(int at) { return StepLines.mainText(flow.get().steps().get(at)); }

    public boolean editableInPlace(int at) { return StepLines.editableInPlace(flow.get().steps().get(at)); }

    public void toggleBreakpoint(int at) {
        String path = Integer.toString(at + 1);
        if (!breakpoints.remove(path)) breakpoints.add(path);
    }

    // ---- run this step -------------------------------------------------------------------------

    /** Where Run this step runs (the studio's session), and why it cannot now (null when it can). */
    public void runsStepsWith(javafx.beans.value.ObservableValue<String> blocked, java.util.function.IntConsumer runner) {
        runStepBlocked.bind(blocked);
        stepRunner = runner;
    }

    /** Runs the selected step alone on the live screen as it is (no restart from the top); the runner says why when it cannot. */
    public void runSelectedStep() { stepRunner.accept(selected.get()); }

    // ---- YAML tab -------------------------------------------------------------------------------

    /**
     * Checks the YAML text; when valid it becomes the flow (one undoable "Edit YAML"), otherwise the
     * problems are listed at their lines and the flow is left as it was. Returns whether it was valid.
     */
    public boolean applyYaml() {
        String name = file.get() == null ? "flow.yaml" : file.get().getFileName().toString();
        FlowFiles.Parsed parsed = files.parse(name, yaml.get());
        problems.setAll(parsed.problems());
        if (parsed.flow() == null) return false;
        Flow before = flow.get();
        Flow after = undo.execute(StepEdits.fromYaml(parsed.flow()), before);
        if (after != before) {
            flow.set(after);
            title.set(after.name().isBlank() ? "Untitled flow" : after.name());
            rows();
            dirty.set(true);
        }
        return true;
    }

    /** Lines (1-based) that have a problem, for the YAML tab's markers. */
    public Set<Integer> problemLines() {
        Set<Integer> lines = new TreeSet<>();
        for (FlowFiles.Problem p : problems) lines.add(p.line());
        return lines;
    }

    /** Saves to the flow's file (atomically); false when there is no file or the flow is invalid. */
    /** Saves to the flow's file; completes with false when there is no file yet or no valid flow. */
    public CompletableFuture<Boolean> save() {
        return file.get() == null ? CompletableFuture.completedFuture(false) : saveAs(file.get());
    }

    /**
     * Writes the flow atomically to {@code target} on the disk thread; clean afterwards unless it was
     * edited while it was written. Completes with false when there is no valid flow to save.
     */
    public CompletableFuture<Boolean> saveAs(Path target) {
        String text = textToSave();
        if (text == null) return CompletableFuture.completedFuture(false);
        return disk.run(() -> {
            files.save(target, text);
            return text;
        }, written -> {
            file.set(target);
            dirty.set(!written.equals(textToSave()));
            return true;
        });
    }

    private String textToSave() {
        Flow f = flow.get();
        return f == null ? null : files.write(f);
    }

    // ---- properties -----------------------------------------------------------------------------

    public ObservableList<StepRow> steps() { return steps; }

    public ObservableSet<String> breakpoints() { return breakpoints; }

    public ObservableList<FlowFiles.Problem> problems() { return problems; }

    public StringProperty yamlProperty() { return yaml; }

    public ReadOnlyObjectProperty<Flow> flowProperty() { return flow.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<Path> fileProperty() { return file.getReadOnlyProperty(); }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty dirtyProperty() { return dirty.getReadOnlyProperty(); }

    public ReadOnlyStringProperty undoLabelProperty() { return undo.undoLabelProperty(); }

    public ReadOnlyStringProperty redoLabelProperty() { return undo.redoLabelProperty(); }

    public BooleanBinding canUndoProperty() { return canUndo; }

    public BooleanBinding canRedoProperty() { return canRedo; }

    /** The selected step (from 0), or -1: what Run this step runs. */
    public javafx.beans.property.IntegerProperty selectedProperty() { return selected; }

    /** Why Run this step is off, or null. */
    public ReadOnlyStringProperty runStepBlockedProperty() { return runStepBlocked.getReadOnlyProperty(); }

    /** The step the run is in ("3" or "3.2"); the list marks it. */
    public void currentStep(String path) { currentStep.set(path == null ? "" : path); }
}
