package dev.flowwright.runtime.decide;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.decide.ScriptedDecider.choice;
import static dev.flowwright.runtime.decide.ScriptedDecider.p;
import static dev.flowwright.runtime.decide.ScriptedDecider.pick;
import static dev.flowwright.runtime.decide.ScriptedDecider.yesNo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class BallotMergerTest {

    @Test
    void yesNoIsTheMeanAndAgreementTheShareOnItsSide() {
        Ballot b = BallotMerger.merge(Map.of("done", yesNo("done?")),
                List.of(Map.of("done", p(0.9)), Map.of("done", p(0.8)), Map.of("done", p(0.1)), Map.of("done", p(0.6))));
        assertThat(b.yes("done")).hasValueSatisfying(m -> assertThat(m).isCloseTo(0.6, within(1e-9)));
        assertThat(b.agreement("done")).isEqualTo(0.75);
    }

    @Test
    void mergedChoiceConfidenceIsTheShareOfFramingsPickingTheWinner() {
        Question.Choice q = choice("A", "B", "C");
        Ballot b = BallotMerger.merge(Map.of("t", q), List.of(
                Map.of("t", pick(q, "A", 0.9)), Map.of("t", pick(q, "A", 0.6)),
                Map.of("t", pick(q, "B", 0.7)), Map.of("t", pick(q, "A", 0.8)), Map.of("t", pick(q, "C", 0.5))));
        Answer.ChoiceAnswer merged = b.choice("t").orElseThrow();
        assertThat(merged.choice()).isEqualTo("A");
        assertThat(merged.confidence()).isEqualTo(0.6);
        assertThat(b.agreement("t")).isEqualTo(0.6);
        assertThat(merged.p("A")).isCloseTo((0.9 + 0.6 + 0.15 + 0.8 + 0.25) / 5, within(1e-9));
    }

    @Test
    void scoreProbabilitiesAndScoreAreAveraged() {
        Question.Score q = new Question.Score(null, List.of("none", "some", "all"));
        Answer.ScoreAnswer low = new Answer.ScoreAnswer(0.2, Map.of("0", 0.8, "1", 0.2, "2", 0.0), 0.7);
        Answer.ScoreAnswer high = new Answer.ScoreAnswer(1.8, Map.of("0", 0.0, "1", 0.2, "2", 0.8), 0.7);
        Answer.ScoreAnswer merged = BallotMerger.merge(Map.of("s", q), List.of(Map.of("s", low), Map.of("s", high), Map.of("s", high))).score("s").orElseThrow();
        assertThat(merged.score()).isCloseTo(3.8 / 3, within(1e-9));
        assertThat(merged.p(2)).isCloseTo(1.6 / 3, within(1e-9));
        assertThat(merged.confidence()).isCloseTo(2.0 / 3, within(1e-9));
    }

    @Test
    void aQuestionNoFramingAnsweredIsAbsent() {
        Ballot b = BallotMerger.merge(Map.of("done", yesNo("done?"), "blocked", yesNo("blocked?")), List.of(Map.of("done", p(0.9))));
        assertThat(b.answers()).containsOnlyKeys("done");
        assertThat(b.yes("blocked")).isEmpty();
    }
}
