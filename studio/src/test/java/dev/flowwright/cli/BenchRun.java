package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * One {@code flowwright run …} of a benchmark episode, in this JVM through {@link Main#commandLine()}: its
 * browser is killed after {@code timeoutSeconds}, which ends the run. What the episode's judge needs of the
 * run: the exit code, the JSON report ({@code --json}), the last line of stderr, the wall time.
 */
record BenchRun(boolean ended, int exit, JsonNode report, String lastErrorLine, long wallMillis) {
    private static final ObjectMapper JSON = new ObjectMapper();

    static BenchRun of(List<String> args, int timeoutSeconds) throws Exception {
        Set<Long> before = ProcessHandle.current().descendants().map(ProcessHandle::pid).collect(Collectors.toSet());
        StringWriter stdout = new StringWriter(), stderr = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(stdout, true));
        cli.setErr(new PrintWriter(stderr, true));
        long t0 = System.nanoTime();
        ExecutorService one = Executors.newSingleThreadExecutor(r -> { Thread t = new Thread(r, "bench-run"); t.setDaemon(true); return t; });
        Future<Integer> run = one.submit(() -> cli.execute(args.toArray(String[]::new)));
        Integer exit;
        boolean ended = true;
        try {
            exit = run.get(timeoutSeconds, TimeUnit.SECONDS);
        } catch (TimeoutException late) {
            // the run's own browser is what it waits on: end it, and the run ends with it
            ended = false;
            ProcessHandle.current().descendants().filter(h -> !before.contains(h.pid())).forEach(ProcessHandle::destroyForcibly);
            try {
                exit = run.get(30, TimeUnit.SECONDS);
            } catch (TimeoutException stuck) {
                exit = -1;
            }
        } finally {
            one.shutdownNow();
        }
        long wall = (System.nanoTime() - t0) / 1_000_000;
        return new BenchRun(ended, ended ? exit : -1, readReport(stdout.toString()), lastLine(stderr.toString()), wall);
    }

    /** The run's stop as the report says it, or why there is none. */
    String outcome(int timeoutSeconds) {
        return !ended ? "timed out after " + timeoutSeconds + " s" : report == null ? "no report" : report.path("stop").asText();
    }

    String note() {
        return (report == null ? lastErrorLine : report.path("note").asText()).replace('\n', ' ');
    }

    int actions() { return report == null ? 0 : report.path("actions").asInt(); }

    int modelCalls() { return report == null ? 0 : report.path("modelCalls").asInt(); }

    long runMillis() { return report == null ? wallMillis : report.path("millis").asLong(); }

    private static JsonNode readReport(String text) {
        try {
            int brace = text.indexOf('{');
            return brace < 0 ? null : JSON.readTree(text.substring(brace));
        } catch (IOException e) {
            return null;
        }
    }

    private static String lastLine(String text) {
        String[] lines = text.strip().split("\n");
        return lines[lines.length - 1];
    }
}
