package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A calculation spelled out in a step, typed on a keypad: the next key, and completion by the display. */
class KeypadTest {
    private static final String STEP = "calculate 128 times 37";
    private static final List<String> KEYS = List.of("button \"7\"", "button \"8\"", "button \"9\"", "button \"÷\"",
            "button \"4\"", "button \"5\"", "button \"6\"", "button \"×\"", "button \"1\"", "button \"2\"", "button \"3\"",
            "button \"−\"", "button \"0\"", "button \".\"", "button \"+\"", "button \"=\"", "button \"Square [Ctrl+2]\"",
            "button \"Clear Display [Escape]\"");

    private static ObjectNode calculator(String display) {
        ObjectNode s = JsonNodeFactory.instance.objectNode();
        s.put("window", "Calculator");
        s.put("current_step", STEP);
        ArrayNode e = s.putObject("elements").putArray("untrusted_accessibility_data");
        e.add("generic = \"0\"");
        e.add(display.isEmpty() ? "textbox focused" : "textbox = \"" + display + "\" focused");
        KEYS.forEach(e::add);
        return s;
    }

    private static Question.Choice target(String... lines) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < lines.length; i++) options.put(Integer.toString(i + 1), lines[i]);
        return new Question.Choice(Instructions.of(Ask.TARGET, "Which element should be used?", STEP), options);
    }

    private static String chosen(ObjectNode state, Question.Choice q) {
        return ((Answer.ChoiceAnswer) new OfflineDecider().decide(new DecisionRequest(null, state, Map.of("target", q)))
                .answers().get("target")).choice();
    }

    private static double done(ObjectNode state) {
        Question q = new Question.Noul(Instructions.of(Ask.DONE, "Is the step done?", STEP));
        return ((Answer.NoulAnswer) new OfflineDecider().decide(new DecisionRequest(null, state, Map.of("done", q)))
                .answers().get("done")).p();
    }

    @Test
    void theStepSpellsOutItsKeysInOrderEndingWithEquals() {
        assertThat(KeySequence.of("calculate 128 times 37").orElseThrow().keys).containsExactly("1", "2", "8", "×", "3", "7", "=");
        assertThat(KeySequence.of("work out 9 divided by 3 plus 1").orElseThrow().keys).containsExactly("9", "÷", "3", "+", "1", "=");
        assertThat(KeySequence.of("what is 2.5*4").orElseThrow().keys).containsExactly("2", ".", "5", "×", "4", "=");
    }

    @Test
    void wordsBetweenTheNumbersAreNotACalculation() {
        assertThat(KeySequence.of("book 2 adults plus 1 child")).isEmpty();
        assertThat(KeySequence.of("search for flights")).isEmpty();
        assertThat(KeySequence.of("divide 10 by 0")).isEmpty();
    }

    @Test
    void eachTurnPressesTheKeyAfterWhatTheDisplayShows() {
        Question.Choice keys = target("button \"1\"", "button \"2\"", "button \"8\"", "button \"×\"", "button \"3\"",
                "button \"7\"", "button \"=\"", "button \"Square [Ctrl+2]\"");
        List<String> pressed = new ArrayList<>();
        for (String shown : List.of("", "1", "12", "128", "128×", "128×3", "128×37"))
            pressed.add(keys.options().get(chosen(calculator(shown), keys)));
        assertThat(pressed).containsExactly("button \"1\"", "button \"2\"", "button \"8\"", "button \"×\"",
                "button \"3\"", "button \"7\"", "button \"=\"");
    }

    @Test
    void aDisplayShowingSomethingElseIsClearedFirst() {
        Question.Choice keys = target("button \"1\"", "button \"Clear Display [Escape]\"", "button \"Square [Ctrl+2]\"");
        assertThat(keys.options().get(chosen(calculator("128×²"), keys))).isEqualTo("button \"Clear Display [Escape]\"");
    }

    @Test
    void theGroupHoldingTheKeyAndItsRegionAreChosenTogether() {
        ObjectNode g0 = Instructions.of(Ask.GROUP, "Which of these?", STEP);
        g0.put("region", "part 1");
        ObjectNode g1 = Instructions.of(Ask.GROUP, "Which of these?", STEP);
        g1.put("region", "part 2");
        Map<String, Question> questions = new LinkedHashMap<>();
        questions.put("group_0", new Question.Choice(g0, Map.of("1", "button \"1\"", "2", "button \"Undo\"")));
        questions.put("group_1", new Question.Choice(g1, Map.of("1", "button \"Pi [Ctrl+P]\"", "2", "button \"=\"")));
        questions.put("region", new Question.Choice(Instructions.of(Ask.REGION, "Which part?", STEP),
                Map.of("A", "part 1 (2 elements, e.g. button \"1\")", "B", "part 2 (2 elements, e.g. button \"Pi [Ctrl+P]\")")));
        Map<String, Answer> answers = new OfflineDecider().decide(new DecisionRequest(null, calculator("128×37"), questions)).answers();
        assertThat(((Answer.ChoiceAnswer) answers.get("group_1")).choice()).isEqualTo("2");
        assertThat(((Answer.ChoiceAnswer) answers.get("region")).choice()).isEqualTo("B");
    }

    @Test
    void theStepIsDoneOnlyWhenTheDisplayShowsTheAnswer() {
        assertThat(done(calculator("128×37"))).isLessThan(0.6);
        assertThat(done(calculator("4736"))).isGreaterThan(0.9);
        assertThat(done(calculator("4,736"))).isGreaterThan(0.9);
    }

    @Test
    void aScreenWithoutTheKeysIsLeftToWordRelevance() {
        ObjectNode form = JsonNodeFactory.instance.objectNode();
        form.put("current_step", STEP);
        form.putObject("elements").putArray("untrusted_accessibility_data").add("textbox \"Amount\"").add("button \"Calculate\"");
        Question.Choice q = target("textbox \"Amount\"", "button \"Calculate\"");
        assertThat(q.options().get(chosen(form, q))).isEqualTo("button \"Calculate\"");
    }

    @Test
    void aQuantityIsReadFromTheFieldThatHoldsANumber() {
        ObjectNode s = calculator("4736");
        Map<String, String> options = new LinkedHashMap<>();
        options.put("1", "generic = \"0\"");
        options.put("2", "textbox = \"4736\" focused");
        options.put("3", "button \"Square [Ctrl+2]\"");
        ObjectNode ins = Instructions.of(Ask.SOURCE, "Which numbered source shows the result on the display?", "read the result");
        ins.put("what", "the result on the display");
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) new OfflineDecider()
                .decide(new DecisionRequest(null, s, Map.of("source", new Question.Choice(ins, options)))).answers().get("source");
        assertThat(a.choice()).isEqualTo("2");
        assertThat(a.p("2")).isGreaterThan(0.5);
    }
}
