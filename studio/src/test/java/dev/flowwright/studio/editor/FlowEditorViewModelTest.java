package dev.flowwright.studio.editor;

import dev.flowwright.studio.util.DiskWork;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class FlowEditorViewModelTest {
    static final String FLOW = """
            name: search
            app: browser
            start: http://localhost:8700/flights/
            steps:
              - choose One way
              - search for flights
              - verify: the results show flights
            """;

    @TempDir
    Path dir;
    FlowEditorViewModel vm;
    Path file;

    @BeforeEach
    void open() throws Exception {
        file = dir.resolve("search.flow.yaml");
        Files.writeString(file, FLOW);
        vm = new FlowEditorViewModel(new RuntimeFlowFiles(), DiskWork.inline());
        assertThat(vm.open(file).join()).isTrue();
    }

    @Test
    void stepsAreListedWithTheirKinds() {
        assertThat(vm.steps()).extracting(StepRow::kind).containsExactly("do", "do", "verify");
        assertThat(vm.steps()).extracting(StepRow::text).containsExactly("choose One way", "search for flights", "the results show flights");
    }

    @Test
    void everyEditIsUndoableWithAReadableLabel() {
        vm.removeStep(2);
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Delete step 3");
        vm.moveStep(1, 0);
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Move step 2 to 1");
        assertThat(vm.steps()).extracting(StepRow::text).containsExactly("search for flights", "choose One way");
        vm.undo();
        vm.undo();
        assertThat(vm.steps()).hasSize(3);
        assertThat(vm.redoLabelProperty().get()).isEqualTo("Redo Delete step 3");
        vm.redo();
        assertThat(vm.steps()).hasSize(2);
    }

    @Test
    void editInPlaceChangesTheMainWordsOnly() {
        vm.editStep(2, "the results list flights to Ankara");
        assertThat(vm.steps().get(2).kind()).isEqualTo("verify");
        assertThat(vm.steps().get(2).text()).isEqualTo("the results list flights to Ankara");
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Edit step 3");
        assertThat(vm.yamlProperty().get()).contains("the results list flights to Ankara");
    }

    @Test
    void anEditThatChangesNothingIsNotRecorded() {
        vm.editStep(0, "choose One way");
        assertThat(vm.canUndoProperty().get()).isFalse();
        assertThat(vm.dirtyProperty().get()).isFalse();
    }

    @Test
    void anInvalidYamlEditShowsItsProblemAtTheRightLineAndKeepsTheFlow() {
        String broken = FLOW.replace("  - verify: the results show flights", "  - verify: the results show flights\n  - explode: now");
        vm.yamlProperty().set(broken);
        assertThat(vm.applyYaml()).isFalse();
        assertThat(vm.problems()).isNotEmpty();
        assertThat(vm.problemLines()).contains(8);
        assertThat(vm.steps()).hasSize(3);
    }

    @Test
    void aValidYamlEditBecomesOneUndoableEdit() {
        vm.yamlProperty().set(FLOW.replace("search for flights", "search for cheap flights"));
        assertThat(vm.applyYaml()).isTrue();
        assertThat(vm.steps().get(1).text()).isEqualTo("search for cheap flights");
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Edit YAML");
    }

    @Test
    void breakpointsToggleOnStepPaths() {
        vm.toggleBreakpoint(1);
        assertThat(vm.breakpoints()).containsExactly("2");
        assertThat(vm.steps().get(1).breakpoint()).isTrue();
        vm.toggleBreakpoint(1);
        assertThat(vm.breakpoints()).isEmpty();
    }

    @Test
    void saveWritesTheFlowAndClearsDirty() throws Exception {
        vm.addStep(3, "open the first result");
        assertThat(vm.dirtyProperty().get()).isTrue();
        assertThat(vm.save().join()).isTrue();
        assertThat(Files.readString(file)).contains("open the first result");
        assertThat(vm.dirtyProperty().get()).isFalse();
        assertThat(dir.toFile().list()).containsExactly("search.flow.yaml");
    }

    @Test
    void theCurrentStepOfARunIsMarked() {
        vm.currentStep("2");
        assertThat(vm.steps()).extracting(StepRow::current).containsExactly(false, true, false);
    }
}
