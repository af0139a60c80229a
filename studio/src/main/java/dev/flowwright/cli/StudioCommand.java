package dev.flowwright.cli;

import dev.flowwright.studio.StudioApp;
import dev.flowwright.studio.StudioLaunch;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code flowwright studio [FILE] [--url U | --app A]}: opens the studio; with nothing, on the sample site and a sample flow. */
@Command(name = "studio", mixinStandardHelpOptions = true,
        description = "Open the studio. With no arguments it opens the sample site and a sample flow.")
public final class StudioCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "a flow (*.flow.yaml) or a recipe (*.recipe.yaml) to open")
    Path file;

    @ArgGroup(exclusive = true)
    DriveOptions.Target target;

    @Override
    public Integer call() {
        if (file != null && !Files.isRegularFile(file)) {
            System.err.println("flowwright: " + file + ": no such file");
            return Main.EXIT_INVALID;
        }
        StudioApp.open(launch());
        return Main.EXIT_OK;
    }

    StudioLaunch launch() {
        return new StudioLaunch(file, target == null ? null : target.url, target == null ? null : target.app);
    }
}
