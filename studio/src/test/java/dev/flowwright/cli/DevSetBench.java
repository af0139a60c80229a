package dev.flowwright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The development set of public UI code nobody here wrote (issue #26): flows written in a person's words
 * over each library's own demo pages (served by {@link DevSetSite}), run through the real
 * {@code flowwright run} command on real Chromium with the offline decider, and judged by what the page
 * itself holds afterwards — never by the run's report. A case passes when its judge holds, nothing it
 * forbids happened, and the run ended as the case expects (done, or stopped where the flow asks for
 * something it may not do).
 *
 * <pre>
 * mvn -B -o -Pbench -pl studio -am test-compile surefire:test@default-test -Dtest=DevSetBench -Dsurefire.failIfNoSpecifiedTests=false \
 *     [-Ddevset.sets=jquery-ui] [-Ddevset.cases=datepicker-*] [-Ddevset.timeout=60] [-Ddevset.dir=/work/.devset]
 * </pre>
 *
 * Prints one {@code DEVSET} line per case and the totals; writes them as JSON to {@code studio/target/devset.json}.
 */
@Tag("bench")
class DevSetBench {
    /** The sets, one file each under {@code src/test/resources/devset/}. */
    static final List<String> SETS = List.of("jquery-ui", "choices", "pikaday");

    private static final ObjectMapper JSON = new ObjectMapper();

    record Case(String set, String id, String page, List<Object> steps, List<String> allow, String judge, String forbid,
                boolean expectDone) {}

    record Result(String set, String id, boolean passed, boolean judged, boolean forbidden, String outcome, int exit,
                  int actions, long runMillis, long wallMillis, String note) {
        boolean claimedDone() { return exit == Main.EXIT_OK; }
    }

    @Test
    void offlineDeciderOnTheDevelopmentSet() throws Exception {
        List<Case> cases = selected(System.getProperty("devset.sets", ""), System.getProperty("devset.cases", ""));
        int timeout = Integer.getInteger("devset.timeout", 60);
        Path work = Files.createTempDirectory("devset");
        List<Result> results = new ArrayList<>();
        try (DevSetSite site = DevSetSite.start()) {
            for (Case c : cases) assertThat(site.has(c.page())).as("development-set page %s (%s)", c.page(), DevSetSite.HOW_TO_GET).isTrue();
            for (Case c : cases) {
                Result r = run(site, work, c, timeout);
                results.add(r);
                System.out.printf(Locale.ROOT, "DEVSET %-10s %-26s %s · judge %s%s · run %s (exit %d) · %d actions · %.1f s run, %.1f s wall · %s%n",
                        r.set(), r.id(), r.passed() ? "PASS" : "fail", r.judged(), r.forbidden() ? " · FORBIDDEN" : "",
                        r.outcome(), r.exit(), r.actions(), r.runMillis() / 1000.0, r.wallMillis() / 1000.0, r.note());
            }
        }
        printTotals(results);
        Path out = Path.of("target", "devset.json");
        Files.createDirectories(out.getParent());
        Files.writeString(out, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(results));
        assertThat(results).isNotEmpty();
    }

    static Result run(DevSetSite site, Path work, Case c, int timeout) throws Exception {
        String ep = UUID.randomUUID().toString();
        Path flow = work.resolve(c.set() + "-" + c.id() + ".flow.json");
        ObjectNode json = JSON.createObjectNode();
        json.put("name", c.set() + " " + c.id());
        if (!c.allow().isEmpty()) c.allow().forEach(json.putArray("allow")::add);
        json.set("steps", JSON.valueToTree(c.steps()));
        Files.writeString(flow, JSON.writeValueAsString(json));
        List<String> args = new ArrayList<>(List.of("run", flow.toString(), "--url", site.url(c.page(), ep, c.judge(), c.forbid()),
                "--json", "--decider", "offline", "--handoff", "none"));
        String journals = System.getProperty("devset.journal", "");
        if (!journals.isBlank()) args.addAll(List.of("--journal", Path.of(journals, c.set() + "-" + c.id()).toString()));
        BenchRun run = BenchRun.of(args, timeout);
        Optional<DevSetSite.State> state = site.state(ep);
        for (int i = 0; i < 10 && state.isEmpty(); i++) { // a beacon sent as the browser closed may still be on its way
            Thread.sleep(50);
            state = site.state(ep);
        }
        boolean judged = state.map(DevSetSite.State::judge).orElse(false);
        boolean forbidden = state.map(DevSetSite.State::forbidden).orElse(false);
        boolean endedAsExpected = c.expectDone() ? run.exit() == Main.EXIT_OK : run.exit() != Main.EXIT_OK;
        return new Result(c.set(), c.id(), judged && !forbidden && endedAsExpected, judged, forbidden, run.outcome(timeout),
                run.exit(), run.actions(), run.runMillis(), run.wallMillis(), run.note());
    }

    /** Every case of the named sets (all when blank) whose id matches one of the comma-separated globs. */
    @SuppressWarnings("unchecked")
    static List<Case> selected(String sets, String ids) throws Exception {
        List<String> names = sets.isBlank() ? SETS : List.of(sets.split(","));
        List<Case> out = new ArrayList<>();
        for (String name : names) {
            try (InputStream in = DevSetBench.class.getResourceAsStream("/devset/" + name.strip() + ".yaml")) {
                assertThat(in).as("development set %s", name).isNotNull();
                Map<String, Object> doc = new Yaml().load(in);
                for (Map<String, Object> c : (List<Map<String, Object>>) doc.get("cases")) {
                    String id = (String) c.get("id");
                    if (!ids.isBlank() && java.util.Arrays.stream(ids.split(",")).noneMatch(g -> globMatches(g.strip(), id))) continue;
                    out.add(new Case(name.strip(), id, (String) c.get("page"), (List<Object>) c.get("steps"),
                            (List<String>) c.getOrDefault("allow", List.of()), (String) c.get("judge"), (String) c.get("forbid"),
                            !"stopped".equals(c.getOrDefault("expect", "done"))));
                }
            }
        }
        return out;
    }

    private static boolean globMatches(String glob, String id) {
        return id.matches(java.util.regex.Pattern.quote(glob).replace("*", "\\E.*\\Q"));
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
    }
}
