package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.decide.ScriptedDecider.state;
import static dev.flowwright.runtime.decide.ScriptedDecider.yesNo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RequestFitterTest {
    private static final int LIMIT = 4_000;
    private final RequestFitter fitter = new RequestFitter(LIMIT);

    private static Question.Choice bigChoice(int options, int descriptionChars) {
        Map<String, String> opts = new LinkedHashMap<>();
        for (int i = 1; i <= options; i++) opts.put(Integer.toString(i), "link \"" + "x".repeat(descriptionChars) + i + "\"");
        return new Question.Choice(ScriptedDecider.instructions(Ask.TARGET, "which?"), opts);
    }

    @Test
    void aRequestUnderTheLimitIsSentAsItIs() {
        DecisionRequest r = new DecisionRequest(null, state("small"), Map.of("done", yesNo("done?")));
        assertThat(fitter.fit(r)).containsExactly(r);
    }

    @Test
    void questionsAreSplitFirstAndEveryPartKeepsTheWholeState() {
        Map<String, Question> qs = new LinkedHashMap<>();
        qs.put("a", bigChoice(30, 70));
        qs.put("b", bigChoice(30, 70));
        DecisionRequest r = new DecisionRequest(null, state("the page"), qs);
        List<DecisionRequest> parts = fitter.fit(r);
        assertThat(parts).hasSize(2);
        assertThat(parts).allSatisfy(p -> {
            assertThat(WireFormat.size(p)).isLessThanOrEqualTo(LIMIT);
            assertThat(p.state()).isEqualTo(r.state());
        });
    }

    @Test
    void longElementListsAreTrimmedWithANoteOfWhatWasLeftOut() {
        ObjectNode s = state("the page");
        ArrayNode lines = s.putObject("elements").putArray("untrusted_accessibility_data");
        for (int i = 0; i < 400; i++) lines.add("link \"Result number " + i + "\"");
        List<DecisionRequest> parts = fitter.fit(new DecisionRequest(null, s, Map.of("done", yesNo("done?"))));
        assertThat(parts).hasSize(1);
        DecisionRequest fitted = parts.get(0);
        assertThat(WireFormat.size(fitted)).isLessThanOrEqualTo(LIMIT);
        ArrayNode kept = (ArrayNode) fitted.state().path("elements").path("untrusted_accessibility_data");
        assertThat(kept.get(0).asText()).isEqualTo("link \"Result number 0\"");
        String note = kept.get(kept.size() - 1).asText();
        assertThat(note).isEqualTo("(+" + (400 - (kept.size() - 1)) + " more)");
        assertThat(lines).hasSize(400); // the caller's state is not changed
    }

    @Test
    void optionDescriptionsAreCutWhenTheStateAloneCannotMakeRoom() {
        DecisionRequest r = new DecisionRequest(null, state("the page"), Map.of("t", bigChoice(30, 200)));
        DecisionRequest fitted = fitter.fit(r).get(0);
        assertThat(WireFormat.size(fitted)).isLessThanOrEqualTo(LIMIT);
        assertThat(((Question.Choice) fitted.questions().get("t")).options()).hasSize(30);
    }

    @Test
    void aQuestionThatCannotFitIsRefusedByName() {
        Question huge = new Question.Noul(ScriptedDecider.instructions(Ask.DONE, "y".repeat(LIMIT * 2)));
        assertThatThrownBy(() -> fitter.fit(new DecisionRequest(null, state("p"), Map.of("huge", huge))))
                .isInstanceOf(DecisionException.class).hasMessageContaining("\"huge\"");
    }
}
