package dev.flowwright.studio;

import dev.flowwright.studio.util.DiskWork;
import dev.flowwright.studio.editor.FlowEditorViewModel;
import dev.flowwright.studio.session.RunArchive;
import dev.flowwright.studio.session.RunBackend;
import dev.flowwright.studio.session.RunMode;
import dev.flowwright.studio.session.RunPhase;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.session.ScreenshotStore;
import dev.flowwright.studio.session.StudioSession;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.studio.util.UiExecutor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;

import static org.assertj.core.api.Assertions.assertThat;

class StudioViewModelTest {
    @TempDir
    Path dir;

    StudioViewModel vm(RunBackend backend) throws Exception {
        StudioSession session = new StudioSession(UiExecutor.sameThread(), backend, new ScreenshotStore(dir.resolve("shots")), Clock.systemUTC());
        StudioViewModel vm = new StudioViewModel(session, new FlowEditorViewModel(new RuntimeFlowFiles(), DiskWork.inline()),
                RunArchive.unavailable("no journals here"), StudioSettings.load(dir.resolve("studio.properties")), DiskWork.inline());
        Path flow = dir.resolve("a.flow.yaml");
        Files.writeString(flow, "name: a\napp: browser\nstart: http://localhost:8700/flights/\nsteps:\n  - choose One way\n  - search for flights\n");
        vm.openFlow(flow).join();
        return vm;
    }

    @Test
    void withoutABackendRunButtonsAreOffAndSayWhy() throws Exception {
        StudioViewModel vm = vm(RunBackend.unavailable("the do loop is not built in"));
        assertThat(vm.canStartProperty().get()).isFalse();
        assertThat(vm.startBlockedProperty().get()).isEqualTo("the do loop is not built in");
        assertThat(vm.canStepProperty().get()).isFalse();
        vm.record();
        assertThat(vm.session().stateProperty().get()).isEqualTo(RunPhase.IDLE);
    }

    @Test
    void openingAFlowTakesItsStartPageAsTheTarget() throws Exception {
        StudioViewModel vm = vm(new ScriptedBackend());
        assertThat(vm.targetProperty().get()).isEqualTo("http://localhost:8700/flights/");
        assertThat(vm.recentFiles()).extracting(p -> p.getFileName().toString()).containsExactly("a.flow.yaml");
        vm.targetProperty().set(" ");
        assertThat(vm.startBlockedProperty().get()).contains("URL or a desktop application");
    }

    @Test
    void theStudiosPerFlowPermissionIsAddedToTheRunsFlowAndKeptForThatFlowOnly() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        vm.record();
        assertThat(backend.request.flow().allow()).as("without it nothing changes").isEmpty();
        vm.stop();
        dev.flowwright.studio.settings.SettingsViewModel settings = new dev.flowwright.studio.settings.SettingsViewModel(
                StudioSettings.load(dir.resolve("studio.properties")), vm.flowFile());
        settings.allowProperty().set("submit, sign out");
        settings.apply();
        StudioViewModel again = vm(backend);
        again.record();
        assertThat(backend.request.flow().allow()).containsExactly("submit", "sign out");
        assertThat(StudioSettings.load(dir.resolve("studio.properties")).allow(dir.resolve("other.flow.yaml"))).isEmpty();
    }

    @Test
    void recordStartsARunAndTheControlsFollowItsState() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        vm.editor().toggleBreakpoint(1);
        vm.record();
        assertThat(backend.request.mode()).isEqualTo(RunMode.RECORD);
        assertThat(backend.request.breakpoints()).containsExactly("2");
        assertThat(vm.canStartProperty().get()).isFalse();
        assertThat(vm.canStopProperty().get()).isTrue();
        vm.pauseOrResume();
        assertThat(vm.session().stateProperty().get()).isEqualTo(RunPhase.PAUSED);
        vm.stepTurn();
        vm.stepStep();
        vm.pauseOrResume();
        vm.editor().toggleBreakpoint(0);
        vm.stop();
        assertThat(backend.calls).containsExactly("start RECORD", "pause", "stepTurn", "stepStep", "resume", "breakpoints [1, 2]", "stop");
    }

    @Test
    void stepTurnWhileIdleStartsARunThatPausesAfterOneTurn() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        StudioViewModel vm = vm(backend);
        vm.stepTurn();
        assertThat(backend.request.mode()).isEqualTo(RunMode.STEP_TURN);
    }
}
