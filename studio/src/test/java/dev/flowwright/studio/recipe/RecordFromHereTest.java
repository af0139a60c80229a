package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeCut;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.studio.NotesSix;
import dev.flowwright.studio.util.DiskWork;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableValue;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Record from here in the recipe editor's view model, on the calling thread: when it is offered, and the
 * one undoable edit that replaces the old tail (or nothing, when the recording did not complete).
 */
class RecordFromHereTest {
    static final String FLOW = NotesSix.flow("http://127.0.0.1:8700/notes/");
    /** The notes recipe with an old tail that saves to the team. */
    static final String RECIPE = NotesSix.recipe("http://127.0.0.1:8700/notes/", "{ label: Title }");
    static final String TAIL = """
            recipe: 1
            name: file a pinned note
            app: browser
            steps:
              - from: tick Pin this note
                action: check
                target: { locators: [ { label: Pin this note } ] }
              - from: choose Blue in colour
                action: select
                target: { locators: [ { label: Colour } ] }
                value: Blue
              - from: save the note to my personal notes
                action: click
                target: { locators: [ { role: button, name: Save note (personal) } ] }
            expect:
              - text: { contains: "to your personal notes" }
            """;

    @TempDir
    Path dir;
    RecipeEditorViewModel vm;
    final FakeRecorder recorder = new FakeRecorder();
    Flow flow;
    Recipe old;

    /** Stands in for the session: remembers what it was asked and answers when the test says. */
    static final class FakeRecorder implements RecordFromHere {
        final SimpleObjectProperty<Flow> flow = new SimpleObjectProperty<>();
        final SimpleStringProperty unavailable = new SimpleStringProperty();
        RecipeCut.Resume resume;
        Consumer<Recipe> done;
        Consumer<String> failed;

        public ObservableValue<Flow> flow() { return flow; }

        public ObservableValue<String> unavailableReason() { return unavailable; }

        public void record(Recipe recipe, Flow f, RecipeCut.Resume r, Consumer<Recipe> d, Consumer<String> x) {
            resume = r;
            done = d;
            failed = x;
        }
    }

    static final class NoReplays implements RecipeReplays {
        public ObservableValue<String> unavailableReason() { return new SimpleStringProperty(); }

        public void replay(Recipe r, boolean heal, BiConsumer<Integer, String> step, Consumer<ReplayReport> done, Consumer<String> failed) {
            throw new AssertionError("no replay here");
        }
    }

    @BeforeEach
    void open() throws Exception {
        Path file = dir.resolve("notes-six.recipe.yaml");
        Files.writeString(file, RECIPE);
        Path flowFile = dir.resolve("notes-six.flow.yaml");
        Files.writeString(flowFile, FLOW);
        flow = FlowReader.read(flowFile).flow();
        vm = new RecipeEditorViewModel(new NoReplays(), new SimpleObjectProperty<Screen>(), ref -> { }, DiskWork.inline());
        assertThat(vm.open(file).join()).isTrue();
        old = vm.recipeProperty().get();
    }

    @Test
    void offeredOnlyWithARecorderTheRecipesFlowAndAStepItServed() {
        assertThat(vm.recordFromHereBlockedProperty().get()).isEqualTo("Recording is not available here.");
        vm.recordsWith(recorder);
        vm.selectedProperty().set(2);
        assertThat(vm.recordFromHereBlockedProperty().get()).contains("Open the flow this recipe was recorded from (notes-six.flow.yaml)");

        recorder.flow.set(new Flow(flow.name(), flow.app(), flow.start(), flow.vars(), flow.steps().subList(3, 6), flow.allow()));
        assertThat(vm.recordFromHereBlockedProperty().get()).as("another flow").contains("does not fit").contains("recipe step 1 (from: enter title)");

        recorder.flow.set(flow);
        assertThat(vm.recordFromHereBlockedProperty().get()).isNull();
        recorder.unavailable.set("A run or replay is active: wait for it to end or stop it.");
        assertThat(vm.recordFromHereBlockedProperty().get()).isEqualTo("A run or replay is active: wait for it to end or stop it.");
        recorder.unavailable.set(null);

        vm.editValue(0, "${secrets.one-time}");
        assertThat(vm.recordFromHereBlockedProperty().get()).as("a recipe with problems").isEqualTo("Fix the problems listed first.");
        vm.undo();
        assertThat(vm.recordFromHereBlockedProperty().get()).isNull();
        vm.recordFromHere();
        assertThat(vm.recordFromHereBlockedProperty().get()).as("one at a time").isEqualTo("A recording from here is under way.");
    }

    @Test
    void theRecordedTailReplacesTheOldOneAsOneUndoableEdit() throws Exception {
        vm.recordsWith(recorder);
        recorder.flow.set(flow);
        vm.selectedProperty().set(2);
        vm.recordFromHere();
        assertThat(recorder.resume.kept()).isEqualTo(old.steps().subList(0, 2));
        assertThat(recorder.resume.flowStep()).as("recipe step 3 served flow step 3").isEqualTo(2);
        assertThat(vm.recordingProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).contains("Replaying steps 1–2 with no model, then recording from step 3 (flow step 3)");

        Recipe tail = RecipeReader.parse(TAIL, "tail.recipe.yaml");
        recorder.done.accept(tail);
        Recipe now = vm.recipeProperty().get();
        assertThat(vm.recordingProperty().get()).isFalse();
        assertThat(now.steps().subList(0, 2)).isEqualTo(old.steps().subList(0, 2));
        assertThat(now.steps().subList(2, 5)).isEqualTo(tail.steps());
        assertThat(now.expect()).isEqualTo(tail.expect());
        assertThat(now.name()).isEqualTo(old.name());
        assertThat(now.flow()).as("the recipe keeps its own flow and start").isEqualTo("notes-six.flow.yaml");
        assertThat(now.start()).isEqualTo(old.start());
        assertThat(vm.dirtyProperty().get()).as("nothing is written until the author saves").isTrue();
        assertThat(Files.readString(dir.resolve("notes-six.recipe.yaml"))).isEqualTo(RECIPE);
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Record again from step 3");
        assertThat(vm.messageProperty().get()).contains("3 new steps replace 2");

        vm.undo();
        assertThat(vm.recipeProperty().get()).isEqualTo(old);
        assertThat(vm.redoLabelProperty().get()).isEqualTo("Redo Record again from step 3");
        vm.redo();
        assertThat(vm.recipeProperty().get()).isEqualTo(now);
    }

    @Test
    void aRecordingThatDidNotCompleteChangesNothingAndSaysWhy() {
        vm.recordsWith(recorder);
        recorder.flow.set(flow);
        vm.selectedProperty().set(2);
        vm.recordFromHere();
        recorder.failed.accept("recipe step 1 did not replay (failed: no locator matched); nothing was recorded");
        assertThat(vm.recipeProperty().get()).isSameAs(old);
        assertThat(vm.canUndoProperty().get()).isFalse();
        assertThat(vm.dirtyProperty().get()).isFalse();
        assertThat(vm.recordingProperty().get()).isFalse();
        assertThat(vm.messageProperty().get()).isEqualTo("Record from here changed nothing: recipe step 1 did not replay (failed: no locator matched); nothing was recorded");
        assertThat(vm.recordFromHereBlockedProperty().get()).as("it can be tried again").isNull();
    }
}
