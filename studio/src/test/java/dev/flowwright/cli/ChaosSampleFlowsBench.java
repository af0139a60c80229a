package dev.flowwright.cli;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.stream.Stream;

/**
 * {@link ChaosSampleFlowsTest} with ten seeds, for the figures of issue #12: run with
 * {@code mvn -B -o -Pbench -pl studio -am test -Dtest=ChaosSampleFlowsBench -Dsurefire.failIfNoSpecifiedTests=false}
 * and read the {@code chaos:} lines. It runs with the default action budget (60), not CI's cap, so a harm that needs more turns shows here
 * (one line per flow and seed: exit, stop, actions, calls, seconds, problems).
 */
@Tag("bench")
class ChaosSampleFlowsBench {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @TestFactory
    Stream<DynamicTest> everyBrowserSampleFlowUnderTenChaosSeeds() throws Exception {
        return ChaosSampleFlowsTest.dynamicTests(LIVE, ChaosSampleFlowsTest.seeds("1,2,3,4,5,6,7,8,9,10"),
                dev.flowwright.runtime.Thresholds.DEFAULT_MAX_ACTIONS);
    }
}
