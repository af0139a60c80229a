package dev.flowwright.studio;

import dev.flowwright.studio.editor.FlowEditorViewModel;
import dev.flowwright.studio.session.ScreenshotStore;
import dev.flowwright.studio.session.StudioSession;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.studio.util.DiskWork;
import dev.flowwright.studio.util.FxUiExecutor;
import javafx.stage.Stage;

import java.util.concurrent.CompletableFuture;

import java.time.Clock;

/** Builds the studio's window from its wiring and settings, and opens what the launch names. The app and the UI tests share it. */
public final class Studio {
    private Studio() {}

    public static MainWindow build(Stage stage, StudioWiring wiring, StudioSettings settings, StudioLaunch launch) {
        FxUiExecutor ui = new FxUiExecutor();
        StudioSession session = new StudioSession(ui, wiring.runs(), ScreenshotStore.temporary(), Clock.systemUTC());
        DiskWork disk = DiskWork.background(ui);
        FlowEditorViewModel editor = new FlowEditorViewModel(wiring.flows(), disk);
        StudioViewModel vm = new StudioViewModel(session, editor, wiring.archive(), settings, disk);
        MainWindow window = new MainWindow(vm, stage);
        // the flow opens on the disk thread: the target the launch names is set once it is shown
        CompletableFuture<?> opened = CompletableFuture.completedFuture(null);
        if (launch.file() != null) {
            opened = window.openFile(launch.file());
        } else if (launch.isDefault() && wiring.sample() != null) {
            opened = window.openFlow(wiring.sample().flow()).thenRun(() -> vm.targetProperty().set(wiring.sample().url()));
        } else if (launch.isDefault()) {
            session.status("No sample to open: " + (wiring.flows().unavailableReason() != null
                    ? wiring.flows().unavailableReason() : "the sample site is not built into this studio yet."));
        }
        if (launch.target() != null) opened.whenComplete((done, failed) -> vm.targetProperty().set(launch.target()));
        window.opening(opened);
        return window;
    }
}
