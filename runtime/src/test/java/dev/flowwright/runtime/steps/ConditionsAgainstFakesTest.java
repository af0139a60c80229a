package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.fake.FakeAccount;
import dev.flowwright.runtime.run.fake.FakeEyes;
import dev.flowwright.runtime.run.fake.FakeHands;
import dev.flowwright.runtime.run.fake.FakeModel;
import dev.flowwright.runtime.run.fake.FakeRedaction;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A condition checked against fake roles, no simulated run: what the model is asked (never a secret's
 * value) and how its answers become a verdict (no answer is "does not hold").
 */
class ConditionsAgainstFakesTest {
    private static final String CARD = "4111 1111 1111 1111";

    private static StepContext context(FakeModel model) {
        Secrets secrets = new Secrets(Map.of("card", CARD));
        return StepContext.of(new FakeAccount("verify the order paid with " + secrets.mask(CARD) + " shows"),
                new FakeRedaction(secrets), new FakeEyes(), model, new FakeHands(a -> { throw new AssertionError("a check never acts"); }));
    }

    private static Ballot answers(double holds, double negated) {
        return new Ballot(Map.of("holds", new Answer.NoulAnswer(holds), "negated", new Answer.NoulAnswer(negated)), Map.of(), List.of());
    }

    @Test
    void aSecretInTheConditionIsMaskedInEveryQuestionTheModelIsAsked() {
        FakeModel model = new FakeModel(q -> answers(0.9, 0.1));
        var verdict = Conditions.check(context(model), 1, null, "the order paid with " + CARD + " shows");
        assertThat(verdict.holds()).isTrue();
        assertThat(model.asked).hasSize(1);
        FakeModel.Asked asked = model.asked.get(0);
        assertThat(asked.questions().keySet()).containsExactlyInAnyOrder("holds", "negated", "coverage");
        assertThat(asked.purpose()).contains("${card}").doesNotContain(CARD).doesNotContain("4111");
        for (Question q : asked.questions().values()) {
            assertThat(q.instructions().toString()).contains("${card}").doesNotContain("4111");
        }
    }

    @Test
    void aConditionTheModelDeniesDoesNotHold() {
        var verdict = Conditions.check(context(new FakeModel(q -> answers(0.2, 0.85))), 1, null, "the cart is empty");
        assertThat(verdict.answered()).isTrue();
        assertThat(verdict.holds()).isFalse();
    }

    /** A failed decision comes back as an empty ballot: unanswered, and so not holding — fail closed. */
    @Test
    void noAnswerAtAllIsDoesNotHold() {
        var verdict = Conditions.check(context(new FakeModel(q -> Ballot.empty())), 1, null, "the cart is empty");
        assertThat(verdict.answered()).isFalse();
        assertThat(verdict.holds()).isFalse();
    }
}
