package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.DecisionAccounting;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Question;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The client's own cost per framing against a local server that answers at once: 8 threads, 1 000
 * framings of a ~6 KB state with 3 questions. Prints the accounting summary.
 * Run: {@code mvn -B -o -Pbench -pl runtime -am test -Dtest='SystemOneClientBench' -Dsurefire.failIfNoSpecifiedTests=false}
 */
@Tag("bench")
class SystemOneClientBench {

    @Test
    void eightThreadsOfFramingsAgainstALocalServer() throws Exception {
        String state = "button \"Search\" e1\n".repeat(300);
        try (FakeSystemOneServer server = FakeSystemOneServer.start()) {
            SystemOneClient client = new SystemOneClient(SystemOneConfig.local(server.baseUrl()));
            DecisionAccounting accounting = new DecisionAccounting();
            ExecutorService pool = Executors.newFixedThreadPool(8);
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < 100; i++) client.decide(request(state, -1)); // warm-up
            long start = System.nanoTime();
            for (int i = 0; i < 1000; i++) {
                int n = i;
                done.add(pool.submit(() -> {
                    DecisionRequest r = request(state, n);
                    long t = System.nanoTime();
                    DecisionResponse answered = client.decide(r);
                    accounting.record(DecisionAccounting.Call.of(r, Duration.ofNanos(System.nanoTime() - t), answered));
                }));
            }
            for (Future<?> f : done) f.get();
            long wallMs = (System.nanoTime() - start) / 1_000_000;
            pool.shutdown();
            DecisionAccounting.Summary s = accounting.summary();
            System.out.printf("SystemOneClientBench: %d framings in %d ms (%.0f/s); median %d ms, p90 %d ms; %s%n",
                    s.framings(), wallMs, s.framings() * 1000.0 / wallMs, s.medianLatencyMs(), s.p90LatencyMs(), s);
            assertThat(s.calls()).isEqualTo(1000);
        }
    }

    private static DecisionRequest request(String state, int n) {
        Map<String, Question> q = new LinkedHashMap<>();
        q.put("done", new Question.Noul(TextNode.valueOf("Has the search been done? " + n)));
        q.put("move", new Question.Choice(TextNode.valueOf("Which move?"), Map.of("activate", "click", "wait", "wait")));
        q.put("progress", new Question.Score(TextNode.valueOf("How far?"), List.of("nothing", "started", "done")));
        return new DecisionRequest(null, TextNode.valueOf(state), q);
    }
}
