package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.WireFormat;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.decide.systemone.FakeSystemOneServer;
import dev.flowwright.runtime.decide.systemone.SystemOneConfig;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the sample flows cost against a System One server (docs/benchmarks.md#what-a-decision-costs): each flow run
 * through the real command line, {@code --decider systemone}, on headless Chromium and the sample site, against
 * the local {@link FakeSystemOneServer} answering as the offline decider would, after a simulated service latency.
 * Per flow: requests and questions per action, and wall time per action; over every request: bytes per request.
 * Medians and p90s over the flows. Each mode is run in turn: {@code together} (a decision's framings in one
 * request, the default) and {@code apart} ({@code FLOWWRIGHT_FRAMINGS_TOGETHER=false}, one request per framing).
 * Run with
 * {@code mvn -B -o -Pbench -pl studio -am test-compile surefire:test -Dtest=DecisionCostBench -Dsurefire.failIfNoSpecifiedTests=false
 * [-Dcost.latency=250] [-Dcost.modes=together,apart] [-Dcost.flows=cookies,calendar] [-Dcost.journal=DIR]}.
 */
@Tag("bench")
class DecisionCostBench {
    /** The sample flows and the page each starts on. */
    static final Map<String, String> FLOWS = new LinkedHashMap<>();
    static {
        FLOWS.put("cookies", "cookies/");
        FLOWS.put("calendar", "calendar/");
        FLOWS.put("autocomplete", "autocomplete/");
        FLOWS.put("dependent", "dependent/");
        FLOWS.put("ordered", "ordered/");
        FLOWS.put("delayed", "delayed/");
        FLOWS.put("iframe", "iframe/");
    }

    @TempDir Path journals;

    /**
     * One flow's run: {@code millis} the command's wall time (the browser's start included), {@code runMillis} the
     * run's own (from its first step), {@code cpuMillis} the CPU this JVM and the processes it started spent.
     */
    record Flow(String name, int exit, int actions, int requests, int questions, long millis, long runMillis, long cpuMillis, List<Integer> bytes) {
        double perAction(double x) { return actions == 0 ? Double.NaN : x / actions; }
    }

    @Test
    void requestsQuestionsBytesAndWallTimePerAction() throws Exception {
        long latency = Long.getLong("cost.latency", 250);
        List<String> modes = Arrays.asList(System.getProperty("cost.modes", "together,apart").split(","));
        List<String> names = System.getProperty("cost.flows", "").isBlank() ? List.copyOf(FLOWS.keySet())
                : Arrays.asList(System.getProperty("cost.flows").split(","));
        try (SampleSite site = SampleSite.start(0)) {
            for (String mode : modes) {
                List<Flow> flows = new ArrayList<>();
                for (String name : names) flows.add(run(site, name, mode.strip(), latency));
                report(mode.strip(), latency, flows);
            }
        }
    }

    /** Where the runs' journals go: {@code -Dcost.journal=DIR} keeps them, else a temporary folder. */
    private Path journalDir() {
        String kept = System.getProperty("cost.journal", "");
        return kept.isBlank() ? journals : Path.of(kept);
    }

    private Flow run(SampleSite site, String name, String mode, long latency) throws Exception {
        OfflineDecider offline = new OfflineDecider();
        try (FakeSystemOneServer server = FakeSystemOneServer.start(request -> offline.decide(request).answers())) {
            server.latency(Duration.ofMillis(latency));
            Map<String, String> env = new LinkedHashMap<>();
            env.put(SystemOneConfig.BASE_URL_VARIABLE, server.baseUrl().toString());
            env.put(SystemOneConfig.FRAMINGS_TOGETHER_VARIABLE, Boolean.toString(!mode.equals("apart")));
            site.clearEvents();
            RunCommand command = new RunCommand();
            command.env = env;
            CommandLine cli = new CommandLine(command);
            StringWriter out = new StringWriter();
            cli.setOut(new PrintWriter(out, true));
            cli.setErr(new PrintWriter(new StringWriter(), true));
            long cpu0 = cpuMillis();
            long start = System.nanoTime();
            int exit = cli.execute("../samples/flows/" + name + ".flow.yaml", "--url", site.url(FLOWS.get(name)), "--decider", "systemone",
                    "--handoff", "none", "--json", "--journal", journalDir().resolve(mode + "-" + name).toString());
            long millis = (System.nanoTime() - start) / 1_000_000;
            long cpu = cpuMillis() - cpu0;
            JsonNode report = WireFormat.JSON.readTree(out.toString());
            int requests = 0;
            int questions = 0;
            List<Integer> bytes = new ArrayList<>();
            for (FakeSystemOneServer.Received r : server.received()) {
                if (!r.path().equals("/v1/systemone")) continue;
                requests++;
                questions += r.json().path("questions").size();
                bytes.add(r.body().getBytes(StandardCharsets.UTF_8).length);
            }
            Flow f = new Flow(name, exit, report.path("actions").asInt(), requests, questions, millis, report.path("millis").asLong(), cpu, bytes);
            System.out.printf("COST %-8s %-13s exit %d, %2d actions, %4d requests, %5d questions, %6.1f s (the run %.1f s, CPU %.1f s); "
                            + "per action %.1f requests, %.1f questions, %.2f s (the run %.2f s, CPU %.2f s) (load %s)%n",
                    mode, name, exit, f.actions(), requests, questions, millis / 1000.0, f.runMillis() / 1000.0, cpu / 1000.0,
                    f.perAction(requests), f.perAction(questions), f.perAction(millis) / 1000.0, f.perAction(f.runMillis()) / 1000.0,
                    f.perAction(cpu) / 1000.0, load());
            return f;
        }
    }

    private static void report(String mode, long latency, List<Flow> flows) {
        List<Flow> acted = flows.stream().filter(f -> f.actions() > 0).toList();
        List<Double> requests = acted.stream().map(f -> f.perAction(f.requests())).toList();
        List<Double> questions = acted.stream().map(f -> f.perAction(f.questions())).toList();
        List<Double> seconds = acted.stream().map(f -> f.perAction(f.millis()) / 1000.0).toList();
        List<Double> runSeconds = acted.stream().map(f -> f.perAction(f.runMillis()) / 1000.0).toList();
        List<Double> cpuSeconds = acted.stream().map(f -> f.perAction(f.cpuMillis()) / 1000.0).toList();
        List<Double> bytes = flows.stream().flatMap(f -> f.bytes().stream()).map(Integer::doubleValue).toList();
        System.out.printf("COST %s (%d ms latency, %d flows, %d with actions, exits %s): requests/action median %.1f p90 %.1f; "
                        + "questions/action median %.1f p90 %.1f; bytes/request median %.0f p90 %.0f; wall s/action median %.2f p90 %.2f "
                        + "(the run alone %.2f / %.2f; CPU %.2f / %.2f) (load %s)%n",
                mode, latency, flows.size(), acted.size(), flows.stream().map(f -> f.name() + "=" + f.exit()).toList(),
                quantile(requests, 0.5), quantile(requests, 0.9), quantile(questions, 0.5), quantile(questions, 0.9),
                quantile(bytes, 0.5), quantile(bytes, 0.9), quantile(seconds, 0.5), quantile(seconds, 0.9),
                quantile(runSeconds, 0.5), quantile(runSeconds, 0.9), quantile(cpuSeconds, 0.5), quantile(cpuSeconds, 0.9), load());
    }

    /**
     * CPU time of this JVM and of every process it started (Chromium, the Playwright driver) so far: the JVM's own and
     * its ended children's from /proc/self/stat (utime, stime, cutime, cstime in clock ticks of 1/100 s), and the
     * running ones'.
     */
    static long cpuMillis() {
        long ended = 0;
        try {
            String stat = java.nio.file.Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // after the name: state is field 3, so utime … cstime (fields 14–17) are f[11] … f[14]
            for (int i = 11; i <= 14; i++) ended += Long.parseLong(f[i]) * 10;
        } catch (java.io.IOException | RuntimeException e) {
            ended = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime() / 1_000_000;
        }
        return ended + ProcessHandle.current().descendants()
                .mapToLong(h -> h.info().totalCpuDuration().map(Duration::toMillis).orElse(0L)).sum();
    }

    /** The machine's one-minute load average: these figures are read beside it. */
    static String load() {
        try {
            return java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }

    /** The nearest-rank quantile; NaN for no values. */
    static double quantile(List<Double> values, double q) {
        if (values.isEmpty()) return Double.NaN;
        List<Double> sorted = values.stream().sorted().toList();
        int rank = (int) Math.ceil(q * sorted.size());
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, rank - 1)));
    }
}
