package dev.flowwright.runtime.decide.offline;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A floor under the offline decider's quality on the labelled set, so a change that makes it worse
 * fails here (the figures themselves are printed by {@link DecisionEval}). The floors sit a little
 * under the measured values: grounding 0.95 / held-out 0.71, done Brier 0.06; abstaining (none right)
 * precision 0.875 / recall 0.875 on development, recall 0.833 held out.
 */
class LabelledSetFloorTest {

    @Test
    void offlineDeciderStaysAboveItsMeasuredQuality() {
        DecisionEval.Figures dev = DecisionEval.measure(new OfflineDecider(), LabelledDecisions.load());
        DecisionEval.Figures heldOut = DecisionEval.measure(new OfflineDecider(), LabelledDecisions.heldOut());
        assertThat(dev.ground()).isGreaterThanOrEqualTo(120);
        assertThat(dev.groundTop1()).isGreaterThanOrEqualTo(0.90);
        assertThat(dev.groundAsSentTop1()).as("options as grounding really sends them").isGreaterThanOrEqualTo(0.90);
        assertThat(dev.slotTop1()).isGreaterThanOrEqualTo(0.85);
        assertThat(dev.doneBrier()).isLessThanOrEqualTo(0.09);
        assertThat(dev.blockedBrier()).isLessThanOrEqualTo(0.05);
        assertThat(heldOut.groundTop1()).isGreaterThanOrEqualTo(0.65);
        assertThat(heldOut.doneBrier()).isLessThanOrEqualTo(0.15);
        // abstaining: "none" where nothing on the page is it, or look-alikes nobody can tell apart
        assertThat(dev.abstainCases()).isGreaterThanOrEqualTo(8);
        assertThat(dev.abstainPrecision()).as("dev abstain precision").isGreaterThanOrEqualTo(0.80);
        assertThat(dev.abstainRecall()).as("dev abstain recall").isGreaterThanOrEqualTo(0.80);
        assertThat(heldOut.abstainRecall()).as("held-out abstain recall").isGreaterThanOrEqualTo(0.65);
    }
}
