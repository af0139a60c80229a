package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class DecisionAccountingTest {

    private static DecisionRequest twoQuestions() {
        return new DecisionRequest("jev-latest", TextNode.valueOf("a page"), Map.of(
                "done", new Question.Noul(TextNode.valueOf("Done?")),
                "blocked", new Question.Noul(TextNode.valueOf("Blocked?"))));
    }

    /** One framing of 100 bytes, estimated at 300 tokens, billed 280. */
    private static DecisionAccounting.Call call(long latencyMs) {
        return new DecisionAccounting.Call(1, 100, 300, Duration.ofMillis(latencyMs), 280, 2);
    }

    @Test
    void theTokenEstimateIsAQuarterOfTheBytesPlusTheRequestAndQuestionOverheads() {
        DecisionRequest r = twoQuestions();
        int bytes = WireFormat.size(r);

        assertThat(DecisionAccounting.estimateTokens(r)).isEqualTo((bytes + 3) / 4 + 260 + 2 * 8);
    }

    @Test
    void aCallCountsItsFramingsBytesAndReportedUsage() {
        DecisionResponse answered = new DecisionResponse("jev-1.13.0", Map.of(), new DecisionResponse.Usage(300, 4), "r");

        DecisionAccounting.Call c = DecisionAccounting.Call.of(List.of(twoQuestions(), twoQuestions()), Duration.ofMillis(250), List.of(answered));

        assertThat(c.framings()).isEqualTo(2);
        assertThat(c.requestBytes()).isEqualTo(2L * WireFormat.size(twoQuestions()));
        assertThat(c.estimatedTokens()).isEqualTo(2 * DecisionAccounting.estimateTokens(twoQuestions()));
        assertThat(c.inputTokens()).isEqualTo(300);
        assertThat(c.outputTokens()).isEqualTo(4);
    }

    @Test
    void theSummaryAddsUpCallsAndGivesMedianAndP90Latency() {
        DecisionAccounting accounting = new DecisionAccounting();
        for (long ms = 100; ms <= 1000; ms += 100) accounting.record(call(ms));

        DecisionAccounting.Summary s = accounting.summary();

        assertThat(s.calls()).isEqualTo(10);
        assertThat(s.framings()).isEqualTo(10);
        assertThat(s.requestBytes()).isEqualTo(1000);
        assertThat(s.estimatedTokens()).isEqualTo(3000);
        assertThat(s.inputTokens()).isEqualTo(2800);
        assertThat(s.medianLatencyMs()).isEqualTo(500);
        assertThat(s.p90LatencyMs()).isEqualTo(900);
        assertThat(s.reportedCostUsd()).isCloseTo(2800 * 0.042 / 1e6, within(1e-12));
    }

    @Test
    void anEmptyRunSummarisesToZeros() {
        DecisionAccounting.Summary s = new DecisionAccounting().summary();

        assertThat(s.calls()).isZero();
        assertThat(s.medianLatencyMs()).isZero();
        assertThat(s.p90LatencyMs()).isZero();
    }

    @Test
    void callsRecordedFromManyThreadsAreAllCounted() throws Exception {
        DecisionAccounting accounting = new DecisionAccounting();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) threads.add(new Thread(() -> { for (int i = 0; i < 500; i++) accounting.record(call(i)); }));
        threads.forEach(Thread::start);
        for (Thread t : threads) t.join();

        assertThat(accounting.summary().calls()).isEqualTo(4000);
        assertThat(accounting.summary().requestBytes()).isEqualTo(400_000);
    }

    @Test
    void theSummarySerialisesToJsonForTheRunReport() throws Exception {
        DecisionAccounting accounting = new DecisionAccounting();
        accounting.record(call(200));

        JsonNode json = WireFormat.JSON.valueToTree(accounting.summary());

        assertThat(json.path("calls").asLong()).isEqualTo(1);
        assertThat(json.path("medianLatencyMs").asLong()).isEqualTo(200);
        assertThat(json.has("estimatedCostUsd")).isTrue();
        assertThat(WireFormat.JSON.treeToValue(json, DecisionAccounting.Summary.class)).isEqualTo(accounting.summary());
    }
}
