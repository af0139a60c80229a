package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class WireFormatTest {

    private static DecisionRequest request() {
        Map<String, Question> q = new LinkedHashMap<>();
        q.put("done", new Question.Noul(Instructions.of(Ask.DONE, "Has the step been done?", "search")));
        q.put("move", new Question.Choice(Instructions.of(Ask.MOVE, "Which move?", "search"),
                Map.of("activate", "click something", "wait", "wait")));
        q.put("progress", new Question.Score(Instructions.of(Ask.PROGRESS, "How far?", "search"),
                List.of("nothing", "area", "started", "nearly", "fully")));
        return new DecisionRequest("jev-latest", TextNode.valueOf("state"), q);
    }

    private static JsonNode json(String s) throws Exception { return WireFormat.JSON.readTree(s); }

    @Test
    void requestRoundTripsThroughJson() {
        DecisionRequest r = request();
        assertThat(WireFormat.parseRequest(WireFormat.toJson(r))).isEqualTo(r);
        assertThat(WireFormat.identity(r)).isEqualTo(WireFormat.identity(WireFormat.parseRequest(WireFormat.toJson(r))));
    }

    @Test
    void wellFormedAnswersParse() throws Exception {
        var parsed = WireFormat.parseResponse(json("""
                {"model":"jev-1.13.0","answers":{
                  "done":{"type":"noul","noul":0.8},
                  "move":{"type":"choice","choice":"wait","probabilities":{"activate":0.3,"wait":0.7},"confidence":0.4},
                  "progress":{"type":"score","score":2.5,"probabilities":{"2":0.5,"3":0.5},"confidence":0.5}},
                 "usage":{"input_tokens":300,"output_tokens":3}}"""), request(), "req-1");
        assertThat(parsed.rejected()).isEmpty();
        assertThat(parsed.response().answers()).containsKeys("done", "move", "progress");
        assertThat(parsed.response().requestId()).isEqualTo("req-1");
        assertThat(parsed.response().usage().inputTokens()).isEqualTo(300);
    }

    @Test
    void anOptionThatWasNotAskedFailsClosed() throws Exception {
        var parsed = WireFormat.parseResponse(json("""
                {"answers":{"done":{"type":"noul","noul":0.8},
                  "move":{"type":"choice","choice":"delete_everything","probabilities":{"delete_everything":1.0}}}}"""), request(), null);
        assertThat(parsed.response().answers()).containsOnlyKeys("done");
        assertThat(parsed.rejected()).anyMatch(s -> s.contains("delete_everything") && s.contains("not asked"));
        assertThat(parsed.rejected()).anyMatch(s -> s.contains("\"progress\" got no answer"));
    }

    @Test
    void aProbabilityOutsideZeroToOneFailsClosed() throws Exception {
        var parsed = WireFormat.parseResponse(json("""
                {"answers":{"done":{"type":"noul","noul":1.7}}}"""), request(), null);
        assertThat(parsed.response().answers()).doesNotContainKey("done");
    }

    @Test
    void limitsAreCheckedBeforeSendingAndNameTheQuestion() {
        var q = Map.<String, Question>of("pick", new Question.Choice(Instructions.of(Ask.TARGET, "which?", "x"), Map.of("only", "one")));
        assertThatThrownBy(() -> WireFormat.checkLimits(new DecisionRequest("m", TextNode.valueOf(""), q)))
                .isInstanceOf(DecisionException.class).hasMessageContaining("\"pick\"").hasMessageContaining("2 to 255");
    }
}
