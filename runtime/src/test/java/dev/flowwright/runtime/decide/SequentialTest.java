package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.Thresholds;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.decide.ScriptedDecider.choice;
import static dev.flowwright.runtime.decide.ScriptedDecider.p;
import static dev.flowwright.runtime.decide.ScriptedDecider.pick;
import static dev.flowwright.runtime.decide.ScriptedDecider.yesNo;
import static org.assertj.core.api.Assertions.assertThat;

/** The sequential test on its own: when a vote is settled, split or still open, and its error rates. */
class SequentialTest {
    private static final Question.Noul DONE = yesNo("done?");
    private static final Question.Choice TARGET = choice("1", "2", "3");

    private static List<Map<String, Answer>> yes(double... ps) {
        List<Map<String, Answer>> out = new ArrayList<>();
        for (double x : ps) out.add(Map.of("done", p(x)));
        return out;
    }

    private static Sequential.State done(EvidenceGate.Bar bar, double... ps) { return Sequential.state("done", DONE, yes(ps), bar); }

    @Test
    void threeFramingsBackingTheSameAnswerSettleIt() {
        assertThat(done(null, 0.9, 0.95, 0.8)).isEqualTo(Sequential.State.SETTLED);
        assertThat(done(null, 0.1, 0.05, 0.2)).as("a sure no is as settled as a sure yes").isEqualTo(Sequential.State.SETTLED);
    }

    @Test
    void twoOfThreeFramingsNotBackingItSplitIt() {
        assertThat(done(null, 0.9, 0.45, 0.55)).isEqualTo(Sequential.State.SPLIT);
        assertThat(done(null, 0.9, 0.1, 0.1)).as("two sure noes are the leader, and back it").isEqualTo(Sequential.State.OPEN);
        assertThat(done(null, 0.55, 0.5, 0.45)).as("unsure framings back nothing: more of them tell nothing").isEqualTo(Sequential.State.SPLIT);
    }

    @Test
    void oneDissentKeepsTheVoteOpenUntilEnoughFramingsOutweighIt() {
        assertThat(done(null, 0.9, 0.1, 0.9)).isEqualTo(Sequential.State.OPEN);
        assertThat(done(null, 0.9, 0.1, 0.9, 0.9, 0.9)).isEqualTo(Sequential.State.OPEN);
        assertThat(done(null, 0.9, 0.1, 0.9, 0.9, 0.9, 0.9)).isEqualTo(Sequential.State.SETTLED);
    }

    @Test
    void aYesNoIsReadAgainstItsBarAndTheUndecidedBand() {
        assertThat(done(EvidenceGate.Bar.yesNo(0.75), 0.8, 0.8, 0.8)).as("0.05 past the bar is within the band").isEqualTo(Sequential.State.SPLIT);
        assertThat(done(EvidenceGate.Bar.yesNo(0.75), 0.9, 0.95, 0.9)).isEqualTo(Sequential.State.SETTLED);
        assertThat(done(null, 0.8, 0.8, 0.8)).as("without a bar, against even odds").isEqualTo(Sequential.State.SETTLED);
    }

    @Test
    void aChoiceFramingBacksItsLeaderOnlyWithTheMarginAndPastAFloor() {
        List<Map<String, Answer>> sure = List.of(Map.of("t", pick(TARGET, "2", 0.8)), Map.of("t", pick(TARGET, "2", 0.75)), Map.of("t", pick(TARGET, "2", 0.9)));
        assertThat(Sequential.state("t", TARGET, sure, EvidenceGate.Bar.choice(0.7))).isEqualTo(Sequential.State.SETTLED);
        assertThat(Sequential.state("t", TARGET, sure, EvidenceGate.Bar.choice(0.85))).as("under the floor in two framings").isEqualTo(Sequential.State.SPLIT);
        List<Map<String, Answer>> narrow = List.of(Map.of("t", pick(TARGET, "2", 0.45)), Map.of("t", pick(TARGET, "2", 0.45)), Map.of("t", pick(TARGET, "2", 0.45)));
        assertThat(Sequential.state("t", TARGET, narrow, null)).as("0.45 leads 0.275 by less than the accept margin").isEqualTo(Sequential.State.SPLIT);
        List<Map<String, Answer>> apart = List.of(Map.of("t", pick(TARGET, "2", 0.9)), Map.of("t", pick(TARGET, "1", 0.9)), Map.of("t", pick(TARGET, "2", 0.9)));
        assertThat(Sequential.state("t", TARGET, apart, null)).isEqualTo(Sequential.State.OPEN);
    }

    @Test
    void aFramingThatDidNotAnswerBacksNothing() {
        List<Map<String, Answer>> silent = List.of(Map.of(), Map.of(), Map.of("done", p(0.9)));
        assertThat(Sequential.state("done", DONE, silent, null)).isEqualTo(Sequential.State.SPLIT);
        assertThat(Sequential.state("done", DONE, List.of(), null)).isEqualTo(Sequential.State.OPEN);
    }

    /**
     * The named error rates hold as the pipeline asks (a first round of three, two more at a time, up to nine): every
     * sequence of framings that back the leader or not, weighed by how likely it is when a framing backs it with
     * probability θ. A split vote (θ = SEQUENTIAL_SPLIT) stops as settled at most SEQUENTIAL_FALSE_SETTLE of the
     * time, and an agreed one (θ = SEQUENTIAL_AGREED) stops as split at most SEQUENTIAL_FALSE_SPLIT of the time.
     */
    @Test
    void theTestKeepsItsNamedErrorRates() {
        assertThat(stops(Thresholds.SEQUENTIAL_SPLIT, Sequential.State.SETTLED)).isLessThanOrEqualTo(Thresholds.SEQUENTIAL_FALSE_SETTLE);
        assertThat(stops(Thresholds.SEQUENTIAL_AGREED, Sequential.State.SPLIT)).isLessThanOrEqualTo(Thresholds.SEQUENTIAL_FALSE_SPLIT);
        assertThat(stops(1.0, Sequential.State.SETTLED)).as("unanimous: settled in the first round").isEqualTo(1.0);
    }

    /** How often a vote whose framings each back the leader with probability {@code theta} stops in {@code state}. */
    private static double stops(double theta, Sequential.State state) {
        double total = 0;
        for (int outcomes = 0; outcomes < (1 << Thresholds.MAX_VOTES); outcomes++) {
            List<Map<String, Answer>> framings = new ArrayList<>();
            double chance = 1;
            int asked = Thresholds.FIRST_VOTES;
            Sequential.State at = Sequential.State.OPEN;
            for (int k = 0; k < Thresholds.MAX_VOTES; k++) {
                boolean backs = (outcomes >> k & 1) == 1;
                // a framing that does not back the leader answers an unsure ½: the leader is yes however many back it
                framings.add(Map.of("done", p(backs ? 0.95 : 0.5)));
                chance *= backs ? theta : 1 - theta;
                if (framings.size() < asked) continue;
                at = Sequential.state("done", DONE, framings, null);
                if (at != Sequential.State.OPEN) break;
                asked = Math.min(Thresholds.MAX_VOTES, asked + Thresholds.MORE_VOTES);
            }
            // count each stopped sequence once: the outcomes past where it stopped are summed over by the loop
            int used = framings.size();
            if (outcomes >> used != 0) continue;
            if (at == state) total += chance;
        }
        return total;
    }
}
