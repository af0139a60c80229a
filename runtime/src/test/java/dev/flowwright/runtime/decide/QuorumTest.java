package dev.flowwright.runtime.decide;

import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.decide.ScriptedDecider.choice;
import static dev.flowwright.runtime.decide.ScriptedDecider.p;
import static dev.flowwright.runtime.decide.ScriptedDecider.pick;
import static dev.flowwright.runtime.decide.ScriptedDecider.yesNo;
import static org.assertj.core.api.Assertions.assertThat;

class QuorumTest {

    @Test
    void quorumAppliesFromSevenFramingsAndLeavesTwo() {
        assertThat(Quorum.needed(7)).isEqualTo(5);
        assertThat(Quorum.needed(9)).isEqualTo(7);
        assertThat(Quorum.needed(6)).isEqualTo(6);
    }

    @Test
    void yesNoSettlesOnlyWhenEveryFramingIsSureTheSameWay() {
        Map<String, Question> q = Map.of("done", yesNo("done?"));
        assertThat(Quorum.settled(q, Collections.nCopies(5, Map.of("done", p(0.97))))).isTrue();
        assertThat(Quorum.settled(q, Collections.nCopies(5, Map.of("done", p(0.08))))).isTrue();
        assertThat(Quorum.settled(q, List.of(Map.of("done", p(0.99)), Map.of("done", p(0.02))))).isFalse();
        assertThat(Quorum.settled(q, List.of(Map.of("done", p(0.99)), Map.of("done", p(0.96))))).isFalse();
    }

    @Test
    void choiceSettlesOnTheSameTopAtNinetyPercentButPageKindNeedsOnlyTheSameTop() {
        Question.Choice target = choice("1", "2");
        assertThat(Quorum.settled(Map.of("t", target), List.of(Map.of("t", pick(target, "1", 0.9)), Map.of("t", pick(target, "1", 0.95))))).isTrue();
        assertThat(Quorum.settled(Map.of("t", target), List.of(Map.of("t", pick(target, "1", 0.9)), Map.of("t", pick(target, "1", 0.89))))).isFalse();
        assertThat(Quorum.settled(Map.of("t", target), List.of(Map.of("t", pick(target, "1", 0.95)), Map.of("t", pick(target, "2", 0.95))))).isFalse();
        Question.Choice kind = new Question.Choice(Instructions.of(Ask.PAGE_KIND, "what page?", null), target.options());
        assertThat(Quorum.settled(Map.of("k", kind), List.of(Map.of("k", pick(kind, "1", 0.6)), Map.of("k", pick(kind, "1", 0.55))))).isTrue();
    }

    @Test
    void aFramingThatDidNotAnswerAQuestionKeepsItOpen() {
        Map<String, Question> q = Map.of("done", yesNo("done?"), "blocked", yesNo("blocked?"));
        assertThat(Quorum.settled(q, List.of(Map.of("done", p(0.99), "blocked", p(0.01)), Map.of("done", p(0.99))))).isFalse();
    }
}
