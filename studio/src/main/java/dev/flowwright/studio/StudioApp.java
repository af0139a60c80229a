package dev.flowwright.studio;

import dev.flowwright.studio.settings.StudioSettings;
import javafx.application.Application;
import javafx.stage.Stage;

/** The JavaFX application: the standard wiring, the user's settings, the launch from the command line. */
public final class StudioApp extends Application {
    private static volatile StudioLaunch launch = new StudioLaunch(null, null, null);
    private StudioWiring wiring;

    /** Opens the studio and returns when its window is closed. */
    public static void open(StudioLaunch what) {
        launch = what;
        // GTK's own AT-SPI bridge would share the desktop surface's connection to the bus (Bridges#beforeWindowsOpen)
        dev.flowwright.bridge.platform.Bridges.beforeWindowsOpen();
        Application.launch(StudioApp.class);
    }

    @Override
    public void start(Stage stage) {
        wiring = StudioWiring.standard(launch.isDefault());
        MainWindow window = Studio.build(stage, wiring, StudioSettings.standard(), launch);
        window.stage().show();
    }

    @Override
    public void stop() {
        if (wiring != null) wiring.close();
    }
}
