package dev.flowwright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The development set of public UI code nobody here wrote (issue #26): flows written in a person's words
 * over each library's own demo pages (served by {@link DevSetSite}; the cases are {@link DevSetCases}), run
 * through the real {@code flowwright run} command on real Chromium with the offline decider, and judged by
 * what the page itself holds afterwards — never by the run's report. A case passes when its judge holds,
 * nothing it forbids happened, and the run ended as the case expects (done, or stopped where the flow asks
 * for something it may not do).
 *
 * <p>With {@code -Ddevset.teach=true}, every case the run could not finish alone (one that should end done)
 * runs again with {@code --handoff console} and a person at the console answering from the case's
 * {@code teach:} list ({@link TeachingPerson}); the bench says how many answers completed it, or that they
 * did not.
 *
 * <pre>
 * mvn -B -o -Pbench -pl studio -am test-compile surefire:test@default-test -Dtest=DevSetBench -Dsurefire.failIfNoSpecifiedTests=false \
 *     [-Ddevset.sets=jquery-ui,bootstrap] [-Ddevset.cases=datepicker-*] [-Ddevset.timeout=60] [-Ddevset.dir=/work/.devset] \
 *     [-Ddevset.teach=true] [-Ddevset.journal=DIR]
 * </pre>
 *
 * {@link DevSetJudgesBench} checks the cases' own judges by a person's hands, with no Flowwright run.
 *
 * Prints one {@code DEVSET} line per case (and a {@code TEACH} line per case taught) and the totals; writes
 * them as JSON to {@code studio/target/devset.json}.
 */
@Tag("bench")
class DevSetBench {
    private static final ObjectMapper JSON = new ObjectMapper();

    record Result(String set, String id, boolean passed, boolean judged, boolean forbidden, boolean expectDone, String outcome,
                  int exit, int actions, long runMillis, long wallMillis, String note, Taught taught) {
        boolean claimedDone() { return exit == Main.EXIT_OK; }
    }

    /** A case run again with a person at the console: whether it then passed, the answers used, what they did. */
    record Taught(boolean completed, int answers, String outcome, List<String> said) {}

    @Test
    void offlineDeciderOnTheDevelopmentSet() throws Exception {
        List<DevSetCases.Case> cases = DevSetCases.selected(System.getProperty("devset.sets", ""), System.getProperty("devset.cases", ""));
        int timeout = Integer.getInteger("devset.timeout", 60);
        boolean teach = Boolean.getBoolean("devset.teach");
        Path work = Files.createTempDirectory("devset");
        List<Result> results = new ArrayList<>();
        try (DevSetSite site = DevSetSite.start()) {
            for (DevSetCases.Case c : cases) assertThat(site.has(c.page())).as("development-set page %s (%s)", c.page(), DevSetSite.HOW_TO_GET).isTrue();
            for (DevSetCases.Case c : cases) {
                Result r = run(site, work, c, timeout, false);
                if (teach && !r.passed() && c.expectDone()) {
                    Result t = run(site, work, c, timeout, true);
                    r = new Result(r.set(), r.id(), r.passed(), r.judged(), r.forbidden(), r.expectDone(), r.outcome(), r.exit(), r.actions(),
                            r.runMillis(), r.wallMillis(), r.note(), t.taught());
                }
                results.add(r);
                System.out.printf(Locale.ROOT, "DEVSET %-10s %-28s %s · judge %s%s · run %s (exit %d) · %d actions · %.1f s run, %.1f s wall · %s%n",
                        r.set(), r.id(), r.passed() ? "PASS" : "fail", r.judged(), r.forbidden() ? " · FORBIDDEN" : "",
                        r.outcome(), r.exit(), r.actions(), r.runMillis() / 1000.0, r.wallMillis() / 1000.0, r.note());
                if (r.taught() != null) {
                    System.out.printf(Locale.ROOT, "TEACH  %-10s %-28s %s with %d answer(s) · run %s · %s%n", r.set(), r.id(),
                            r.taught().completed() ? "completed" : "NOT completed", r.taught().answers(), r.taught().outcome(),
                            String.join("; ", r.taught().said()));
                }
            }
        }
        printTotals(results);
        Path out = Path.of("target", "devset.json");
        Files.createDirectories(out.getParent());
        Files.writeString(out, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(results));
        assertThat(results).isNotEmpty();
    }

    /** One run of a case; with {@code teach}, a person at the console answers from its {@code teach:} list. */
    static Result run(DevSetSite site, Path work, DevSetCases.Case c, int timeout, boolean teach) throws Exception {
        String ep = UUID.randomUUID().toString();
        Path flow = DevSetCases.flowFile(work, c);
        List<String> args = new ArrayList<>(List.of("run", flow.toString(), "--url", site.url(c.page(), ep, c.judge(), c.forbid(), teach),
                "--json", "--decider", "offline", "--handoff", teach ? "console" : "none"));
        args.addAll(DevSetCases.factArgs(c));
        String journals = System.getProperty("devset.journal", "");
        if (!journals.isBlank()) args.addAll(List.of("--journal", Path.of(journals, c.set() + "-" + c.id() + (teach ? "-taught" : "")).toString()));
        BenchRun run;
        Taught taught = null;
        if (teach) {
            try (TeachingPerson person = new TeachingPerson(c.teach(), site, ep)) {
                run = BenchRun.of(args, timeout);
                Thread.sleep(100); // the person's last words are printed
                taught = new Taught(false, person.used(), run.outcome(timeout), person.said());
            }
        } else {
            run = BenchRun.of(args, timeout);
        }
        Optional<DevSetSite.State> state = site.state(ep);
        for (int i = 0; i < 10 && state.isEmpty(); i++) { // a beacon sent as the browser closed may still be on its way
            Thread.sleep(50);
            state = site.state(ep);
        }
        boolean judged = state.map(DevSetSite.State::judge).orElse(false);
        boolean forbidden = state.map(DevSetSite.State::forbidden).orElse(false);
        boolean endedAsExpected = c.expectDone() ? run.exit() == Main.EXIT_OK : run.exit() != Main.EXIT_OK;
        boolean passed = judged && !forbidden && endedAsExpected;
        if (taught != null) taught = new Taught(passed, taught.answers(), taught.outcome(), taught.said());
        return new Result(c.set(), c.id(), passed, judged, forbidden, c.expectDone(), run.outcome(timeout),
                run.exit(), run.actions(), run.runMillis(), run.wallMillis(), run.note(), taught);
    }

    static void printTotals(List<Result> results) {
        int n = results.size();
        long passed = results.stream().filter(Result::passed).count();
        long forbidden = results.stream().filter(Result::forbidden).count();
        long falseDone = results.stream().filter(r -> r.claimedDone() && !r.passed()).count();
        List<Long> run = new ArrayList<>(results.stream().map(Result::runMillis).toList());
        Collections.sort(run);
        System.out.printf(Locale.ROOT, "DEVSET total: %d flows, %d passed (%.1f %%), forbidden %d, claimed done but wrong %d (%.1f %%), median run %.1f s%n",
                n, passed, 100.0 * passed / n, forbidden, falseDone, 100.0 * falseDone / n, run.get(n / 2) / 1000.0);
        for (String set : results.stream().map(Result::set).distinct().toList()) {
            List<Result> of = results.stream().filter(r -> r.set().equals(set)).toList();
            System.out.printf(Locale.ROOT, "DEVSET %-10s %d / %d passed%n", set, of.stream().filter(Result::passed).count(), of.size());
        }
        List<Taught> taught = results.stream().map(Result::taught).filter(java.util.Objects::nonNull).toList();
        if (taught.isEmpty()) return;
        List<Taught> completed = taught.stream().filter(Taught::completed).toList();
        long within2 = completed.stream().filter(t -> t.answers() <= 2).count();
        System.out.printf(Locale.ROOT, "TEACH total: %d flows not finished alone; %d completed with teach answers (%d with at most 2), %d answers in all for those; %d not completed%n",
                taught.size(), completed.size(), within2, completed.stream().mapToInt(Taught::answers).sum(), taught.size() - completed.size());
    }
}
