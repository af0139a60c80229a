package dev.flowwright.runtime.decide;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.decide.ScriptedDecider.choice;
import static dev.flowwright.runtime.decide.ScriptedDecider.pick;
import static dev.flowwright.runtime.decide.ScriptedDecider.yesNo;
import static org.assertj.core.api.Assertions.assertThat;

class FramingTest {

    private static final Question.Choice NUMBERED = choice("1", "2", "3", "4", "5", "none");

    @Test
    void framingZeroSendsTheQuestionsUnchanged() {
        Map<String, Question> qs = Map.of("done", yesNo("is it done?"), "target", NUMBERED);
        Framing zero = Framing.of(0, qs);
        assertThat(zero.questions()).isEqualTo(qs);
        assertThat(zero.questions().get("target")).isSameAs(NUMBERED);
    }

    @Test
    void laterFramingsAddARotatingPerspectiveLine() {
        Map<String, Question> qs = Map.of("done", yesNo("is it done?"));
        for (int i = 1; i < 9; i++) {
            String line = Framing.of(i, qs).questions().get("done").instructions().path(Framing.PERSPECTIVE_FIELD).asText();
            assertThat(line).isEqualTo(Framing.PERSPECTIVES.get((i - 1) % 4));
        }
    }

    @Test
    void positionalKeysAreRotatedReversedAndRekeyed() {
        // n = 5: framing 1 shifts by ⌈5/9⌉ = 1, reverses (odd) and letters; framing 2 shifts by ⌈10/9⌉ = 2, numbers.
        Question.Choice one = (Question.Choice) Framing.of(1, Map.of("t", NUMBERED)).questions().get("t");
        assertThat(one.options().keySet()).containsExactly("A", "B", "C", "D", "E", "none");
        assertThat(List.copyOf(one.options().values())).containsExactly("option 1", "option 5", "option 4", "option 3", "option 2", "option none");
        Question.Choice two = (Question.Choice) Framing.of(2, Map.of("t", NUMBERED)).questions().get("t");
        assertThat(two.options().keySet()).containsExactly("1", "2", "3", "4", "5", "none");
        assertThat(two.options().get("1")).isEqualTo("option 3");
    }

    @Test
    void zeroPaddedNumbersWhenThereAreTenOrMoreOptions() {
        Map<String, String> opts = new LinkedHashMap<>();
        for (int k = 0; k < 12; k++) opts.put(Framing.letters(k), "o" + k);
        Question.Choice q = new Question.Choice(null, opts);
        Question.Choice two = (Question.Choice) Framing.of(2, Map.of("t", q)).questions().get("t");
        assertThat(two.options().keySet()).startsWith("01", "02").endsWith("12");
    }

    @Test
    void everyFramingsAnswerMapsBackToTheOriginalOption() {
        for (int i = 0; i < 9; i++) {
            Framing f = Framing.of(i, Map.of("t", NUMBERED));
            Question.Choice framed = (Question.Choice) f.questions().get("t");
            for (var option : framed.options().entrySet()) {
                Answer back = f.toOriginal("t", pick(framed, option.getKey(), 0.9));
                String original = option.getValue().substring("option ".length());
                assertThat(((Answer.ChoiceAnswer) back).choice()).as("framing %d key %s", i, option.getKey()).isEqualTo(original);
                assertThat(((Answer.ChoiceAnswer) back).p(original)).isEqualTo(0.9);
            }
        }
    }

    @Test
    void keysThatAreNotPositionalKeepTheirOrderAndNames() {
        Question.Choice named = choice("activate", "scroll", "wait");
        Question.Choice framed = (Question.Choice) Framing.of(3, Map.of("move", named)).questions().get("move");
        assertThat(framed.options()).isEqualTo(named.options());
    }

    @Test
    void anAnswerNamingAKeyTheFramingNeverSentIsDropped() {
        Framing f = Framing.of(1, Map.of("t", NUMBERED));
        Answer bogus = new Answer.ChoiceAnswer("Z", Map.of("Z", 1.0), 1.0);
        assertThat(f.toOriginal(Map.of("t", bogus))).isEmpty();
    }

    @Test
    void onlyARekeyedChoiceHasNineFramingsThatDiffer() {
        assertThat(Framing.distinct(NUMBERED)).isEqualTo(9);
        Question.Choice named = choice("activate", "scroll", "wait");
        assertThat(Framing.distinct(named)).isEqualTo(5);
        // framing 5 of a choice keyed by words asks exactly what framing 1 asked
        assertThat(Framing.of(5, Map.of("move", named)).questions()).isEqualTo(Framing.of(1, Map.of("move", named)).questions());
        assertThat(Framing.of(5, Map.of("t", NUMBERED)).questions()).isNotEqualTo(Framing.of(1, Map.of("t", NUMBERED)).questions());
    }
}
