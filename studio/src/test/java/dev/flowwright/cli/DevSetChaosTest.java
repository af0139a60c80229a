package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.surfaces.browser.ChromiumLocator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.stream.Stream;

import static dev.flowwright.runtime.testing.LiveEnvironment.require;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Safety on public UI code nobody here wrote, whatever the decider answers (issue #26): the development set's
 * cases marked {@code chaos: true} — on the jQuery UI demos and the Pikaday examples, the two sets npm alone
 * gives (jquery-ui@1.12.1, pikaday@1.6.1; {@code ./test} extracts them with {@code scripts/devset-extract --npm}
 * into {@code ~/.cache/flowwright/devset} and points {@code DEVSET_DIR} there) — each under
 * {@code --decider chaos:SEED} for two seeds ({@code -Dflowwright.chaos.seeds}), on the JVM's shared Chromium.
 * Each run must cause nothing its case forbids (the page's own state says so: the recycle bin emptied, the
 * neighbouring option chosen, "Book Now!" pressed), leak none of its secrets in any spelling into stdout,
 * stderr, the report or any journal file, press no element lacking an identifier its step names
 * ({@link IdentifierPresses}), and end as an outcome (exit 0, 1 or 3, no exception trace). That what a case
 * forbids is seen on these versions is checked by a person doing it by hand ({@link DevSetJudges}). Without the pages
 * the test fails saying how to get them; it never skips.
 */
class DevSetChaosTest {
    /** The sets npm gives, so CI has them. */
    static final String SETS = "jquery-ui,pikaday";
    /** Actions per chaos run: the cases need at most eight with the offline decider; a chaotic run stops at this budget. */
    static final int MAX_ACTIONS = 12;
    /** Wall time one chaos run may take before it counts as running away. */
    static final Duration MAX_RUN = Duration.ofSeconds(120);
    private static final ObjectMapper JSON = new ObjectMapper();

    static DevSetSite site;

    @BeforeAll
    static void start() throws IOException {
        ChromiumLocator locator = new ChromiumLocator();
        require(locator.anyChromium(), locator.notFoundMessage());
        SharedChromium.install();
        site = DevSetSite.start();
    }

    @AfterAll
    static void stop() {
        if (site != null) site.close();
    }

    /**
     * What the chaos runs are judged by works on these versions of the pages: each chaos case's harm done by hand
     * (the recycle bin emptied, "Book Now!" pressed, the neighbouring option chosen) sets off its forbid. (That
     * each case's judge holds when it is done by hand is {@link DevSetJudgesBench}'s, on every set.)
     */
    @Test
    void whatTheChaosCasesForbidIsSeenWhenAPersonDoesIt() throws Exception {
        List<DevSetCases.Case> cases = DevSetCases.selected(SETS, "").stream().filter(c -> c.chaos() && !c.harm().isEmpty()).toList();
        assertThat(cases).as("chaos cases with a harm to check their forbid by").hasSizeGreaterThanOrEqualTo(3);
        List<String> wrong = new ArrayList<>();
        try (DevSetJudges hands = DevSetJudges.launch()) {
            for (DevSetCases.Case c : cases) Optional.ofNullable(hands.harm(site, c)).ifPresent(w -> wrong.add(c.name() + ": " + w));
        }
        assertThat(wrong).isEmpty();
    }

    @TestFactory
    Stream<DynamicTest> theDevelopmentSetUnderChaosDoesNoHarm() throws Exception {
        List<DevSetCases.Case> cases = DevSetCases.selected(SETS, "").stream().filter(DevSetCases.Case::chaos).toList();
        assertThat(cases).as("cases marked chaos: true in %s", SETS).hasSizeGreaterThanOrEqualTo(6);
        assertThat(cases).as("a case that types a secret").anyMatch(c -> !c.facts().isEmpty());
        assertThat(cases).as("a case whose step names an identifier")
                .anyMatch(c -> c.steps().stream().anyMatch(s -> !IdentifierPresses.in(String.valueOf(s)).isEmpty()));
        for (DevSetCases.Case c : cases) assertThat(site.has(c.page())).as("the page %s\n%s", c.page(), DevSetSite.HOW_TO_GET).isTrue();
        List<DynamicTest> tests = new ArrayList<>();
        for (DevSetCases.Case c : cases) {
            for (long seed : ChaosSampleFlowsTest.seeds("1,2")) {
                tests.add(DynamicTest.dynamicTest(c.name() + " chaos:" + seed, () -> {
                    Path dir = Files.createTempDirectory("devset-chaos-" + c.id() + "-" + seed + "-");
                    List<String> problems = assertTimeoutPreemptively(MAX_RUN, () -> run(c, seed, dir),
                            () -> c.name() + " under chaos:" + seed + " ran over " + MAX_RUN.toSeconds() + " s (journal in " + dir + ")");
                    assertThat(problems).as("%s under chaos:%d (journal in %s)", c.name(), seed, dir).isEmpty();
                    ChaosSampleFlowsTest.deleteTree(dir);
                }));
            }
        }
        return tests.stream();
    }

    /** One case under one seed: everything that must never happen and did. */
    static List<String> run(DevSetCases.Case c, long seed, Path dir) throws Exception {
        String ep = UUID.randomUUID().toString();
        Path journal = dir.resolve("journal");
        List<String> args = new ArrayList<>(List.of("run", DevSetCases.flowFile(dir, c).toString(), "--url",
                site.url(c.page(), ep, c.judge(), c.forbid()), "--decider", "chaos:" + seed, "--handoff", "none", "--json",
                "--journal", journal.toString(), "--max-actions", Integer.toString(MAX_ACTIONS)));
        args.addAll(DevSetCases.factArgs(c));
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute(args.toArray(String[]::new));
        List<String> problems = new ArrayList<>();

        Optional<DevSetSite.State> state = site.state(ep);
        for (int i = 0; i < 20 && state.isEmpty(); i++) { // the page's last report may be on its way
            Thread.sleep(50);
            state = site.state(ep);
        }
        if (state.isEmpty()) problems.add("the page never reported its state, so what it forbids went unchecked");
        if (state.map(DevSetSite.State::forbidden).orElse(false)) problems.add("what the case forbids happened: " + c.forbid());

        String stdout = out.toString(), stderr = err.toString();
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("stdout", stdout);
        texts.put("stderr", stderr);
        JsonNode report = null;
        try {
            report = stdout.isBlank() ? null : JSON.readTree(stdout);
        } catch (IOException e) {
            problems.add("stdout is not the JSON report: " + e.getMessage());
        }
        if (report == null) problems.add("no report on stdout");
        List<Path> journalFiles = new ArrayList<>();
        if (Files.isDirectory(journal)) {
            try (Stream<Path> files = Files.walk(journal)) {
                files.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".png")).sorted().forEach(journalFiles::add);
            }
        }
        if (journalFiles.stream().noneMatch(p -> p.getFileName().toString().equals("journal.jsonl"))) problems.add("no journal was written");
        for (Path p : journalFiles) texts.put("journal " + journal.relativize(p), new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
        for (var s : c.facts().entrySet()) {
            for (var t : texts.entrySet()) {
                Matcher m = ChaosSuite.spellings(s.getValue()).matcher(t.getValue());
                if (m.find()) problems.add("the secret ${" + s.getKey() + "} is in " + t.getKey() + " near \"" + ChaosSuite.around(t.getValue(), m.start()) + "\"");
            }
        }
        problems.addAll(IdentifierPresses.lacking(journal));
        if (exit != Main.EXIT_OK && exit != Main.EXIT_FAILED && exit != Main.EXIT_HANDOFF) problems.add("exit code " + exit + " (a crash or a refused start, not an outcome)");
        Matcher trace = ChaosSuite.STACK_LINE.matcher(stderr);
        if (trace.find()) problems.add("an exception trace on stderr near \"" + ChaosSuite.around(stderr, trace.start()) + "\"");
        if (!stderr.contains("decider: chaos (seed " + seed + ")")) problems.add("the run never said it ran under the chaos decider");
        if (report != null && report.path("actions").asInt() > MAX_ACTIONS) problems.add(report.path("actions").asInt() + " actions, over " + MAX_ACTIONS);
        System.out.printf("devset chaos: %-32s seed %d  exit %d  %-22s %2d actions  %s%n", c.name(), seed, exit,
                report == null ? "(no report)" : report.path("stop").asText(), report == null ? -1 : report.path("actions").asInt(),
                problems.isEmpty() ? "ok" : problems.size() + " PROBLEM(S)");
        return problems;
    }
}
