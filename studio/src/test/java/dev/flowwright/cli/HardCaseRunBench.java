package dev.flowwright.cli;

import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;

/**
 * Wall time of each of the six hard cases (calendar, autocomplete, dependent dropdown, ordered form, delayed
 * dialog, form in an iframe) run with the offline decider on headless Chromium, beside the record times a browser
 * runtime measured with Jev on the same six (4.4–11.5 s): when the page's outcome event arrived, and when the run
 * ended. Run with
 * {@code mvn -B -o -Pbench -pl studio -am test -Dtest=HardCaseRunBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("bench")
class HardCaseRunBench {
    record Case(String flow, String page, String outcome, double seedRecordSeconds) {}

    static final List<Case> CASES = List.of(
            new Case("calendar", "calendar/", "booked", 10.0),
            new Case("autocomplete", "autocomplete/", "searched", 8.8),
            new Case("dependent", "dependent/", "destination-set", 4.4),
            new Case("ordered", "ordered/", "registered", 11.5),
            new Case("delayed", "delayed/", "renewed", 5.8),
            new Case("iframe", "iframe/", "applied", 9.2));

    @Test
    void wallTimePerHardCase() throws Exception {
        try (SampleSite site = SampleSite.start(0)) {
            for (Case c : CASES) {
                site.clearEvents();
                long start = System.currentTimeMillis();
                CommandLine cli = Main.commandLine();
                cli.setOut(new PrintWriter(new StringWriter(), true));
                cli.setErr(new PrintWriter(new StringWriter(), true));
                int exit = cli.execute("run", "../samples/flows/" + c.flow() + ".flow.yaml", "--url", site.url(c.page()),
                        "--decider", "offline", "--handoff", "none", "--json");
                long end = System.currentTimeMillis();
                Thread.sleep(300);
                List<Map<String, Object>> outcome = site.events(c.outcome());
                String reached = outcome.isEmpty() ? "never" :
                        String.format("%.1f s", (((Number) outcome.get(0).get("at")).longValue() - start) / 1000.0);
                System.out.printf("BENCH %-13s outcome '%s' reached at %s; run ended after %.1f s with exit %d (seed record with Jev: %.1f s)%n",
                        c.flow(), c.outcome(), reached, (end - start) / 1000.0, exit, c.seedRecordSeconds());
            }
        }
    }
}
