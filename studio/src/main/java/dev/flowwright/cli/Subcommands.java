package dev.flowwright.cli;

import java.util.List;

/** The subcommands that work today, in the order {@code --help} lists them. */
final class Subcommands {
    private Subcommands() {}

    static List<Object> all() {
        return List.of(new StudioCommand(), new RunCommand(), new ReplayCommand(), new ExportCommand(), new RecipeCommand(),
                new ValidateCommand(), new SamplesCommand());
    }
}
