package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.decide.EvidenceGate.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.decide.ScriptedDecider.p;
import static org.assertj.core.api.Assertions.assertThat;

class EvidenceGateTest {

    private static Ballot choiceBallot(String winner, double p, double runnerUp, double agreement) {
        Answer.ChoiceAnswer a = new Answer.ChoiceAnswer(winner, Map.of(winner, p, "other", runnerUp), agreement);
        return new Ballot(Map.of("t", a), Map.of("t", agreement), List.of());
    }

    private static Ballot yesNoBallot(double... framings) {
        List<Map<String, Answer>> fs = new ArrayList<>();
        double sum = 0;
        for (double f : framings) {
            fs.add(Map.of("q", p(f)));
            sum += f;
        }
        return new Ballot(Map.of("q", p(sum / framings.length)), Map.of(), fs);
    }

    @Test
    void choiceIsAcceptedAtTheFloorWithMarginAndAgreement() {
        assertThat(EvidenceGate.gateChoice(choiceBallot("e1", 0.70, 0.45, 0.80), "t", 0.70)).isEqualTo(Verdict.ACCEPT);
    }

    @Test
    void choiceJustUnderTheMarginDeliberates() {
        assertThat(EvidenceGate.gateChoice(choiceBallot("e1", 0.70, 0.46, 0.80), "t", 0.70)).isEqualTo(Verdict.DELIBERATE);
    }

    @Test
    void choiceJustUnderTheFloorOrAgreementDeliberates() {
        assertThat(EvidenceGate.gateChoice(choiceBallot("e1", 0.69, 0.1, 0.9), "t", 0.70)).isEqualTo(Verdict.DELIBERATE);
        assertThat(EvidenceGate.gateChoice(choiceBallot("e1", 0.9, 0.1, 0.79), "t", 0.70)).isEqualTo(Verdict.DELIBERATE);
    }

    @Test
    void choiceWonByNoneAbstains() {
        assertThat(EvidenceGate.gateChoice(choiceBallot("none", 0.95, 0.01, 1.0), "t", 0.5)).isEqualTo(Verdict.ABSTAIN);
    }

    @Test
    void weakSplitChoiceAbstainsButWeakAgreedOneDeliberates() {
        assertThat(EvidenceGate.gateChoice(choiceBallot("e1", 0.19, 0.18, 0.39), "t", 0.7)).isEqualTo(Verdict.ABSTAIN);
        assertThat(EvidenceGate.gateChoice(choiceBallot("e1", 0.19, 0.18, 0.40), "t", 0.7)).isEqualTo(Verdict.DELIBERATE);
        assertThat(EvidenceGate.gateChoice(choiceBallot("e1", 0.20, 0.18, 0.39), "t", 0.7)).isEqualTo(Verdict.DELIBERATE);
    }

    @Test
    void yesNoIsAcceptedOnlyOutsideTheUndecidedBandWithTheFramingsOnOneSide() {
        assertThat(EvidenceGate.gateYesNo(yesNoBallot(0.87, 0.87, 0.87, 0.87, 0.87), "q", 0.75)).isEqualTo(Verdict.ACCEPT);
        assertThat(EvidenceGate.gateYesNo(yesNoBallot(0.86, 0.86, 0.86, 0.86, 0.86), "q", 0.75)).isEqualTo(Verdict.DELIBERATE);
        assertThat(EvidenceGate.gateYesNo(yesNoBallot(0.1, 0.1, 0.1, 0.1, 0.1), "q", 0.75)).isEqualTo(Verdict.ACCEPT);
    }

    @Test
    void yesNoWithFewerThanEightyPercentOnItsSideDeliberates() {
        // mean 0.9 but one framing of five (80 %) below 0.75: still accepted; two of five: deliberate
        assertThat(EvidenceGate.gateYesNo(yesNoBallot(1.0, 1.0, 1.0, 1.0, 0.5), "q", 0.75)).isEqualTo(Verdict.ACCEPT);
        assertThat(EvidenceGate.gateYesNo(yesNoBallot(1.0, 1.0, 1.0, 0.7, 0.7), "q", 0.60)).isEqualTo(Verdict.ACCEPT);
        assertThat(EvidenceGate.gateYesNo(yesNoBallot(1.0, 1.0, 1.0, 0.7, 0.7), "q", 0.75)).isEqualTo(Verdict.DELIBERATE);
    }

    @Test
    void aMissingAnswerNeverPasses() {
        assertThat(EvidenceGate.gateYesNo(Ballot.empty(), "q", 0.5)).isEqualTo(Verdict.DELIBERATE);
        assertThat(EvidenceGate.gateChoice(Ballot.empty(), "t", 0.5)).isEqualTo(Verdict.DELIBERATE);
    }

    @Test
    void finalistsAreAtMostFourAtFivePercentWithoutNone() {
        Answer.ChoiceAnswer c = new Answer.ChoiceAnswer("a", Map.of("a", 0.3, "b", 0.2, "c", 0.15, "d", 0.1, "e", 0.08, "none", 0.12, "f", 0.04), 0.4);
        assertThat(EvidenceGate.finalists(c)).containsExactly("a", "b", "c", "d");
    }
}
