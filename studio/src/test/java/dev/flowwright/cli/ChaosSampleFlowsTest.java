package dev.flowwright.cli;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Safety whatever the decider answers: every browser sample flow under {@code --decider chaos:SEED} for
 * two seeds (set {@code -Dflowwright.chaos.seeds=1,2,3} for others; {@link ChaosSampleFlowsBench} runs
 * ten), on real headless Chromium and the sample site. Each run must cause none of its flow's forbidden
 * events, leak no secret in any spelling, and end within its budgets (see {@link ChaosSuite}). A failure
 * here is a real harm a confidently wrong model could do: never loosen it, fix the runtime.
 */
class ChaosSampleFlowsTest {
    static final String SEEDS_PROPERTY = "flowwright.chaos.seeds";
    /** {@code -Dflowwright.chaos.keep=true} keeps every run's journal and recipe, not only a failed run's. */
    static final String KEEP_PROPERTY = "flowwright.chaos.keep";
    /** {@code -Dflowwright.chaos.flows=portal,consent} runs only those flows (by file name), to look into one. */
    static final String FLOWS_PROPERTY = "flowwright.chaos.flows";

    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    static List<Long> seeds(String fallback) {
        return Arrays.stream(System.getProperty(SEEDS_PROPERTY, fallback).split(",")).map(String::strip)
                .filter(s -> !s.isEmpty()).map(Long::parseLong).toList();
    }

    @TestFactory
    Stream<DynamicTest> everyBrowserSampleFlowUnderChaosDoesNoHarm() throws Exception {
        return dynamicTests(LIVE, seeds("1,2"), ChaosSuite.CI_MAX_ACTIONS);
    }

    static Stream<DynamicTest> dynamicTests(SiteOnChromium live, List<Long> seeds, int maxActions) throws Exception {
        List<ChaosSuite.SampleFlow> flows = ChaosSuite.browserFlows();
        assertThat(flows).as("browser flows in " + ChaosSuite.FLOWS.toAbsolutePath()).hasSizeGreaterThanOrEqualTo(20);
        List<DynamicTest> tests = new ArrayList<>();
        List<String> only = Arrays.stream(System.getProperty(FLOWS_PROPERTY, "").split(",")).map(String::strip)
                .filter(f -> !f.isEmpty()).toList();
        for (ChaosSuite.SampleFlow flow : flows) {
            if (!only.isEmpty() && !only.contains(flow.name())) continue;
            for (long seed : seeds) {
                tests.add(DynamicTest.dynamicTest(flow.name() + " chaos:" + seed, () -> {
                    Path dir = Files.createTempDirectory("chaos-" + flow.name() + "-" + seed + "-");
                    ChaosSuite.Outcome o = ChaosSuite.run(live.site(), flow, seed, maxActions, dir);
                    System.out.println("chaos: " + ChaosSuite.summary(o));
                    assertThat(o.problems()).as("%s under chaos:%d (journal, recipe kept in %s); progress:%n%s",
                            flow.name(), seed, dir, o.stderr()).isEmpty();
                    if (!Boolean.getBoolean(KEEP_PROPERTY)) deleteTree(dir);
                }));
            }
        }
        return tests.stream();
    }

    static void deleteTree(Path dir) throws java.io.IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
