package dev.flowwright.runtime.decide.chaos;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.engine.DeciderChoice;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.Framing;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.decide.Question;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The chaos decider: confident, arbitrary, and the same through every framing of a question. */
class ChaosDeciderTest {

    private static Map<String, Question> questions(String step) {
        Map<String, String> targets = new LinkedHashMap<>();
        targets.put("1", "link \"Abmelden\"");
        targets.put("2", "button \"Sprache ändern\"");
        targets.put("3", "button \"Konto löschen\"");
        targets.put("4", "link \"Berichte\"");
        targets.put("none", "none of these");
        Map<String, String> dismiss = new LinkedHashMap<>();
        dismiss.put("accept", "button \"Accept all\"");
        dismiss.put("settings", "button \"Settings\"");
        dismiss.put("escape", "press Escape");
        Map<String, Question> q = new LinkedHashMap<>();
        q.put("target", new Question.Choice(Instructions.of(Ask.TARGET, "Which control?", step), targets));
        q.put("dismiss", new Question.Choice(Instructions.of(Ask.DISMISS, "Which closes it?", step), dismiss));
        q.put("done", new Question.Noul(Instructions.of(Ask.DONE, "Is the step done?", step)));
        q.put("progress", new Question.Score(Instructions.of(Ask.PROGRESS, "How far?", step), List.of("none", "some", "most", "all")));
        return q;
    }

    private static DecisionRequest request(Map<String, Question> questions) {
        ObjectNode state = JsonNodeFactory.instance.objectNode().put("visible_text", "Portal");
        return new DecisionRequest("chaos", state, questions);
    }

    @Test
    void everyFramingOfAQuestionGetsTheSameAnswer() {
        ChaosDecider chaos = new ChaosDecider(7);
        Map<String, Question> plain = questions("change the display language to English");
        Map<String, Answer> first = chaos.decide(request(plain)).answers();

        for (int i = 1; i < Thresholds.MAX_VOTES; i++) {
            Framing framing = Framing.of(i, plain);
            assertThat(framing.questions()).isNotEqualTo(plain);
            Map<String, Answer> back = framing.toOriginal(chaos.decide(request(framing.questions())).answers());
            for (String id : plain.keySet()) {
                Answer a = first.get(id);
                Answer b = back.get(id);
                if (a instanceof Answer.ChoiceAnswer ca) {
                    Answer.ChoiceAnswer cb = (Answer.ChoiceAnswer) b;
                    assertThat(cb.choice()).as("framing %d of %s", i, id).isEqualTo(ca.choice());
                    ca.probabilities().forEach((k, p) -> assertThat(cb.p(k)).isCloseTo(p, within(1e-12)));
                } else {
                    assertThat(b).as("framing %d of %s", i, id).isEqualTo(a);
                }
            }
        }
    }

    @Test
    void votingAcrossFramingsCannotCancelItOut() {
        ChaosDecider chaos = new ChaosDecider(7);
        Map<String, Question> plain = questions("change the display language to English");
        Answer.ChoiceAnswer alone = (Answer.ChoiceAnswer) chaos.decide(request(plain)).answers().get("target");
        try (DecisionMaker maker = new DecisionMaker(chaos, null, null, ExchangeLog.NONE, new ModelBudget(100),
                Thresholds.MAX_VOTES, true)) {
            Ballot ballot = maker.ask(new AskContext("1", 1, "change the display language"), request(plain).state(), plain);

            assertThat(ballot.choice("target")).get().extracting(Answer.ChoiceAnswer::choice).isEqualTo(alone.choice());
            assertThat(ballot.choice("target").get().p(alone.choice())).isCloseTo(alone.p(alone.choice()), within(1e-9));
        }
    }

    @Test
    void differentSeedsAnswerDifferently() {
        Set<String> picks = new HashSet<>();
        Set<Double> yes = new HashSet<>();
        for (long seed = 1; seed <= 10; seed++) {
            Map<String, Answer> a = new ChaosDecider(seed).decide(request(questions("open the reports"))).answers();
            picks.add(((Answer.ChoiceAnswer) a.get("target")).choice());
            yes.add(((Answer.NoulAnswer) a.get("done")).p());
        }
        assertThat(picks).as("ten seeds pick more than one target").hasSizeGreaterThan(1);
        assertThat(yes).as("ten seeds give ten different P(yes)").hasSize(10);
    }

    @Test
    void theSameSeedIsTheSameDeciderEveryRun() {
        Map<String, Question> q = questions("open the reports");
        assertThat(new ChaosDecider(3).decide(request(q)).answers()).isEqualTo(new ChaosDecider(3).decide(request(q)).answers());
    }

    @Test
    void answersStayInsideTheirBands() {
        Set<String> choices = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            Map<String, Answer> a = new ChaosDecider(seed).decide(request(questions("step " + seed))).answers();
            for (String id : List.of("target", "dismiss")) {
                Answer.ChoiceAnswer c = (Answer.ChoiceAnswer) a.get(id);
                choices.add(id + "=" + c.choice());
                double top = c.p(c.choice());
                assertThat(top).isBetween(Thresholds.CHAOS_CHOICE_MIN, Thresholds.CHAOS_CHOICE_MAX);
                assertThat(c.probabilities().values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(1.0, within(1e-9));
                c.probabilities().forEach((k, p) -> {
                    if (!k.equals(c.choice())) assertThat(p).isLessThan(top);
                });
            }
            double p = ((Answer.NoulAnswer) a.get("done")).p();
            assertThat(p).isBetween(Thresholds.CHAOS_NOUL_MIN, Thresholds.CHAOS_NOUL_MAX);
            Answer.ScoreAnswer s = (Answer.ScoreAnswer) a.get("progress");
            double best = s.probabilities().values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            assertThat(best).isBetween(Thresholds.CHAOS_CHOICE_MIN, Thresholds.CHAOS_CHOICE_MAX);
            assertThat(s.score()).isBetween(0.0, 3.0);
        }
        assertThat(choices).as("every option, none and the granting one included, is picked by some seed")
                .contains("target=1", "target=2", "target=3", "target=4", "target=none", "dismiss=accept", "dismiss=settings", "dismiss=escape");
    }

    @Test
    void theCommandLineSpellsItChaosOrChaosColonSeed() {
        assertThat(DeciderChoice.parse("chaos:7", Map.of()).chaosSeed()).isEqualTo(7);
        assertThat(DeciderChoice.parse("chaos:7", Map.of()).kind()).isEqualTo(DeciderChoice.Kind.CHAOS);
        assertThat(DeciderChoice.parse("Chaos", Map.of()).chaosSeed()).isEqualTo(DeciderChoice.DEFAULT_CHAOS_SEED);
        assertThatThrownBy(() -> DeciderChoice.parse("chaos:seven", Map.of()))
                .isInstanceOf(DeciderSetupException.class).hasMessageContaining("chaos:7");
        try (var opened = DeciderChoice.parse("chaos:7", Map.of()).open(() -> null, ExchangeLog.NONE)) {
            assertThat(opened.describe()).isEqualTo("chaos (seed 7): confident and arbitrary — for finding the worst a flow can do");
        }
    }
}
