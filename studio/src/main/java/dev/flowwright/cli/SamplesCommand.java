package dev.flowwright.cli;

import dev.flowwright.samples.SampleSite;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.net.BindException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code flowwright samples [--port N]}: serves the sample site until interrupted. */
@Command(name = "samples", mixinStandardHelpOptions = true,
        description = "Serve the sample web site (the hard cases, mail, flights, …) on the loopback interface.")
final class SamplesCommand implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "N", description = "port to serve on (default ${DEFAULT-VALUE}; 0 picks a free one)")
    int port = SampleSite.DEFAULT_PORT;

    @Spec
    CommandSpec spec;

    /** Set by tests: return once the site is up instead of serving until interrupted. */
    CountDownLatch stop;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            spec.commandLine().getErr().println("flowwright: --port must be between 0 and 65535, not " + port);
            return Main.EXIT_INVALID;
        }
        SampleSite site;
        try {
            site = SampleSite.start(port);
        } catch (BindException e) {
            spec.commandLine().getErr().println("flowwright: port " + port + " is in use; choose another with --port N");
            return Main.EXIT_INVALID;
        } catch (IOException e) {
            spec.commandLine().getErr().println("flowwright: the sample site could not start: " + e.getMessage());
            return Main.EXIT_FAILED;
        }
        CountDownLatch done = stop != null ? stop : new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(site::close));
        var out = spec.commandLine().getOut();
        out.println("Sample site at " + site.url(""));
        out.println("  the six hard cases: calendar/ autocomplete/ dependent/ ordered/ delayed/ iframe/ (each also under v2/)");
        out.println("  applications: mail/ flights/ cookies/ help/ signin/ newsletter/");
        out.println("  what users did: " + site.url("__events") + "  (DELETE it to start over)");
        out.println("Press Ctrl+C to stop.");
        out.flush();
        try {
            done.await();
        } finally {
            site.close();
        }
        return Main.EXIT_OK;
    }
}
