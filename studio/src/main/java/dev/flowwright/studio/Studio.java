package dev.flowwright.studio;

import dev.flowwright.studio.editor.FlowEditorViewModel;
import dev.flowwright.studio.session.ScreenshotStore;
import dev.flowwright.studio.session.StudioSession;
import dev.flowwright.studio.settings.StudioSettings;
import dev.flowwright.studio.util.FxUiExecutor;
import javafx.stage.Stage;

import java.time.Clock;

/** Builds the studio's window from its wiring and settings, and opens what the launch names. The app and the UI tests share it. */
public final class Studio {
    private Studio() {}

    public static MainWindow build(Stage stage, StudioWiring wiring, StudioSettings settings, StudioLaunch launch) {
        StudioSession session = new StudioSession(new FxUiExecutor(), wiring.runs(), ScreenshotStore.temporary(), Clock.systemUTC());
        FlowEditorViewModel editor = new FlowEditorViewModel(wiring.flows());
        StudioViewModel vm = new StudioViewModel(session, editor, wiring.archive(), settings);
        MainWindow window = new MainWindow(vm, stage);
        if (launch.file() != null) {
            window.openFile(launch.file());
        } else if (launch.isDefault() && wiring.sample() != null) {
            window.openFlow(wiring.sample().flow());
            vm.targetProperty().set(wiring.sample().url());
        } else if (launch.isDefault()) {
            session.status("No sample to open: " + (wiring.flows().unavailableReason() != null
                    ? wiring.flows().unavailableReason() : "the sample site is not built into this studio yet."));
        }
        if (launch.target() != null) vm.targetProperty().set(launch.target());
        return window;
    }
}
