package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class OfflineDeciderTest {
    private final OfflineDecider decider = new OfflineDecider();

    private static ObjectNode state(String window, String surface, List<String> text, List<String> elements) {
        ObjectNode s = JsonNodeFactory.instance.objectNode();
        s.put("window", window);
        s.put("surface", surface);
        ArrayNode t = s.putObject("visible_text").putArray("untrusted_accessibility_data");
        text.forEach(t::add);
        ArrayNode e = s.putObject("elements").putArray("untrusted_accessibility_data");
        elements.forEach(e::add);
        return s;
    }

    private static final ObjectNode SEARCH_PAGE = state("Find a recipe", "window", List.of("Find a recipe", "Popular this week"),
            List.of("searchbox \"Recipe or ingredient\"", "button \"Search recipes\"", "link \"Desserts\"", "link \"Vegetarian\"", "button \"Sign in\""));

    private static Question.Choice target(String step, String... lines) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < lines.length; i++) options.put(Integer.toString(i + 1), lines[i]);
        options.put("none", NoneOption.DESCRIPTION);
        return new Question.Choice(NoneOption.require(Instructions.of(Ask.TARGET, "Which control?", step)), options);
    }

    private Answer one(ObjectNode state, Question q) {
        return decider.decide(new DecisionRequest(null, state, Map.of("q", q))).answers().get("q");
    }

    private double yes(ObjectNode state, Ask ask, String step) {
        return ((Answer.NoulAnswer) one(state, new Question.Noul(Instructions.of(ask, "?", step)))).p();
    }

    @Test
    void groundsTheControlWhoseNameTheStepUses() {
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(SEARCH_PAGE, target("show the vegetarian recipes",
                "link \"Desserts\"", "link \"Vegetarian\"", "button \"Sign in\""));
        assertThat(a.choice()).isEqualTo("2");
        assertThat(a.p("2")).isGreaterThan(0.7);
    }

    @Test
    void aStepNothingOnScreenFitsLeansToNone() {
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(SEARCH_PAGE, target("print the invoice",
                "link \"Desserts\"", "link \"Vegetarian\"", "button \"Sign in\""));
        assertThat(a.choice()).isEqualTo("none");
    }

    @Test
    void describeObjectsAreReadLikeElementLines() {
        String desserts = "{\"untrusted_accessibility_data\":{\"what\":\"link \\\"Desserts\\\"\",\"where\":\"navigation \\\"Main\\\"\",\"supports\":\"click\"}}";
        String login = "{\"untrusted_accessibility_data\":{\"what\":\"button \\\"Sign in\\\"\",\"where\":\"top level\",\"supports\":\"click\"}}";
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(SEARCH_PAGE, target("log in", desserts, login));
        assertThat(a.choice()).isEqualTo("2");
    }

    @Test
    void theSameRequestAlwaysGetsTheSameAnswer() {
        DecisionRequest r = new DecisionRequest(null, SEARCH_PAGE, Map.of("q", target("search", "button \"Search recipes\"", "link \"Desserts\"")));
        DecisionResponse first = decider.decide(r);
        assertThat(decider.decide(r).answers()).isEqualTo(first.answers());
    }

    @Test
    void aQuestionWithoutACatalogueEntryGetsAnHonestUninformativeAnswer() {
        ObjectNode free = JsonNodeFactory.instance.objectNode().put("question", "Is the weather nice?");
        assertThat(((Answer.NoulAnswer) one(SEARCH_PAGE, new Question.Noul(free))).p()).isEqualTo(0.5);
        Answer.ChoiceAnswer c = (Answer.ChoiceAnswer) one(SEARCH_PAGE, new Question.Choice(free, Map.of("a", "sun", "b", "rain", "none", "none")));
        assertThat(c.choice()).isEqualTo("none");
        assertThat(c.p("a")).isEqualTo(c.p("b"));
        assertThat(c.confidence()).isLessThan(0.1);
        Answer.ScoreAnswer s = (Answer.ScoreAnswer) one(SEARCH_PAGE, new Question.Score(free, List.of("low", "mid", "high")));
        assertThat(s.p(0)).isCloseTo(1 / 3.0, within(1e-9));
    }

    @Test
    void everyCatalogueQuestionGetsAnAnswerTheWireFormatAccepts() {
        Map<String, Question> questions = new LinkedHashMap<>();
        for (Ask ask : Ask.values()) {
            ObjectNode ins = Instructions.of(ask, "a question", "search for pasta recipes");
            questions.put(ask.id() + "_yes", new Question.Noul(ins));
            questions.put(ask.id() + "_pick", new Question.Choice(ins, Map.of("1", "button \"Search recipes\"", "2", "link \"Desserts\"", "none", "none of these")));
            questions.put(ask.id() + "_level", new Question.Score(ins, List.of("nothing", "some", "half", "most", "all")));
        }
        DecisionRequest request = new DecisionRequest(null, SEARCH_PAGE, questions);
        WireFormat.Parsed parsed = WireFormat.parseResponse(WireFormat.toJson(decider.decide(request)), request, null);
        assertThat(parsed.rejected()).isEmpty();
        assertThat(parsed.response().answers()).hasSize(questions.size());
    }

    @Test
    void aPageShowingTheOpenedPlaceIsDoneAndOneStillOfferingItIsNot() {
        ObjectNode desserts = state("Desserts — Find a recipe", "window", List.of("Desserts", "128 recipes"),
                List.of("link \"Desserts\" selected", "link \"Vegetarian\"", "link \"Chocolate mousse\"", "link \"Lemon tart\""));
        assertThat(yes(desserts, Ask.DONE, "open the desserts section")).isGreaterThan(0.75);
        assertThat(yes(SEARCH_PAGE, Ask.DONE, "open the desserts section")).isLessThan(0.3);
        assertThat(yes(SEARCH_PAGE, Ask.NOT_DONE, "open the desserts section")).isGreaterThan(0.7);
    }

    @Test
    void aCoveredControlTheStepNeedsIsBlockedButTheLayersOwnControlIsNot() {
        ObjectNode consent = state("Find a recipe", "dialog", List.of("We use cookies"),
                List.of("button \"Accept cookies\"", "button \"Reject\"", "link \"Desserts\" covered", "button \"Search recipes\" covered"));
        assertThat(yes(consent, Ask.BLOCKED, "open the desserts section")).isGreaterThanOrEqualTo(0.7);
        assertThat(yes(consent, Ask.BLOCKED, "accept the cookies")).isLessThan(0.3);
        assertThat(yes(SEARCH_PAGE, Ask.BLOCKED, "open the desserts section")).isLessThan(0.1);
    }

    @Test
    void anErrorLineNamingTheFieldIsAFieldError() {
        ObjectNode form = state("Sign up", "window", List.of("Sign up", "Email address is not valid"),
                List.of("textbox \"Email address\" = \"sam@\"", "textbox \"Password\"", "button \"Create account\""));
        ObjectNode ins = Instructions.of(Ask.FIELD_ERROR, "Does the screen show an error about this field?", "sign up");
        assertThat(((Answer.NoulAnswer) one(form, new Question.Noul(ins.deepCopy().put("slot", "email")))).p()).isGreaterThanOrEqualTo(0.7);
        assertThat(((Answer.NoulAnswer) one(form, new Question.Noul(ins.deepCopy().put("slot", "password")))).p()).isLessThan(0.7);
    }

    @Test
    void aSlotGoesToTheFieldNamedLikeIt() {
        ObjectNode form = state("Sign up", "window", List.of("Sign up"),
                List.of("textbox \"Full name\"", "textbox \"Email address\"", "textbox \"Password\""));
        ObjectNode ins = Instructions.of(Ask.SLOT, "Which field should hold this slot?", null).put("slot", "e-mail");
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(form, new Question.Choice(ins,
                Map.of("1", "textbox \"Full name\"", "2", "textbox \"Email address\"", "3", "textbox \"Password\"")));
        assertThat(a.choice()).isEqualTo("2");
    }

    @Test
    void throughTheVoteEveryFramingAgreesOnTheSameControl() {
        try (DecisionMaker maker = new DecisionMaker(decider, null, e -> {}, null, new ModelBudget(100), 7, true)) {
            Question.Choice q = target("show the vegetarian recipes", "link \"Desserts\"", "link \"Vegetarian\"", "button \"Sign in\"", "button \"Search recipes\"");
            Ballot ballot = maker.ask(new AskContext("1", 0, "ground"), SEARCH_PAGE, Map.of("t", q));
            assertThat(ballot.choice("t").orElseThrow().choice()).isEqualTo("2");
            assertThat(ballot.agreement("t")).isEqualTo(1.0);
        }
    }
}
