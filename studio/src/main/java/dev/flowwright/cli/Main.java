package dev.flowwright.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The {@code flowwright} command line. Each subcommand lives in its own class and is registered here
 * once it works; nothing unbuilt appears in {@code --help}.
 */
@Command(name = "flowwright",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Plain-language UI flows: run them on web pages and desktop programs, record recipes, replay them with no model.",
        subcommands = {CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    /** Exit codes, as docs/commands/run.md sets them. */
    public static final int EXIT_OK = 0;
    public static final int EXIT_FAILED = 1;
    public static final int EXIT_INVALID = 2;
    public static final int EXIT_HANDOFF = 3;
    /** The decision service failed during the run (Stop.DECIDER_FAILED). */
    public static final int EXIT_DECIDER_FAILED = 4;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        StopSignals.owned = true;
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code (tests call this instead of {@link #main}). */
    public static int run(String... args) {
        CommandLine cli = commandLine();
        return cli.execute(args);
    }

    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        for (Object sub : Subcommands.all()) cli.addSubcommand(sub);
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("flowwright: " + ex.getMessage());
            return EXIT_FAILED;
        });
        cli.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("flowwright: " + ex.getMessage());
            c.getErr().println("Try '" + c.getCommandSpec().qualifiedName() + " --help' for more information.");
            return EXIT_INVALID;
        });
        return cli;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code flowwright 0.1.0 (commit 1a2b3c4d5e6f)}: the version and the commit the build came from (docs/packaging.md#version-and-commit). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties p = new Properties();
            try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
                if (in != null) p.load(in);
            }
            return new String[]{line(p)};
        }

        static String line(Properties p) {
            String commit = p.getProperty("commit", "");
            // an unfiltered placeholder means the file was not built by Maven (an IDE's own build)
            if (commit.isBlank() || commit.startsWith("${")) commit = "unknown";
            return "flowwright " + p.getProperty("version", "dev") + " (commit " + commit + ")";
        }
    }
}
