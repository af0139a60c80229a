package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dev.flowwright.cli.SampleFlowRunsTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Judgement on sentences people write (issue #13), end to end: {@code flowwright run} with the offline
 * decider on real headless Chromium against the sample site's small-tasks page, judged by what the page
 * reports to {@code /__events} — a compound step runs as ordered sub-goals, and a step that names an
 * action never claims done with nothing done.
 */
class JudgementRunsTest {
    @RegisterExtension
    static final SiteOnChromium LIVE = new SiteOnChromium();

    @BeforeAll
    static void start() { SampleFlowRunsTest.site = LIVE.site(); }

    private static List<JsonNode> steps(SampleFlowRunsTest.Result r) {
        List<JsonNode> out = new ArrayList<>();
        r.report().path("steps").forEach(out::add);
        return out;
    }

    @Test
    void selectTwoItemsAndClickSubmitTicksBothBeforeSubmitting() throws Exception {
        SampleFlowRunsTest.Result r = run("tasks", "tasks/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(SampleFlowRunsTest.only("submitted")).containsEntry("items", "Lamp,Rug");
        assertThat(LIVE.site().events("submitted")).hasSize(1);
        assertThat(steps(r)).extracting(s -> s.path("path").asText() + " " + s.path("kind").asText())
                .containsExactly("1 do", "1.1 sub-goal", "1.2 sub-goal");
        assertThat(r.progress()).contains("step 1.2/1 · sub-goal · click Submit");
    }

    @Test
    void expandingASectionThenPressingInsideItIsTwoSubGoals(@TempDir Path dir) throws Exception {
        Path flow = Files.writeString(dir.resolve("gift.flow.yaml"), """
                name: wrap the gift
                app: browser
                start: http://127.0.0.1:8700/tasks/
                steps:
                  - Expand the gift options and click Wrap it
                """);
        SampleFlowRunsTest.Result r = run(flow, "tasks/");
        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(LIVE.site().events("gift-options-shown")).hasSize(1);
        assertThat(LIVE.site().events("wrapped")).hasSize(1);
    }

    @Test
    void aStepThatNamesAnActionNeverClaimsDoneWithNothingDone(@TempDir Path dir) throws Exception {
        // the words are all over the page, but the thing to press is a span only a pointer marks as pressable
        Path flow = Files.writeString(dir.resolve("word.flow.yaml"), """
                name: pick a word
                app: browser
                start: http://127.0.0.1:8700/tasks/
                steps:
                  - Click on the link "Nam."
                """);
        SampleFlowRunsTest.Result r = run(flow, "tasks/");
        JsonNode step = steps(r).get(0);
        boolean claimedDone = r.exit() == 0;
        if (claimedDone) {
            // a run that says it clicked really clicked: the page saw the press
            assertThat(SampleFlowRunsTest.only("word-picked")).containsEntry("word", "Nam.");
            assertThat(step.path("actions").size()).isPositive();
        } else {
            assertThat(LIVE.site().events("word-picked")).isEmpty();
            assertThat(step.path("outcome").asText()).as(r.progress()).isEqualTo("failed");
        }
    }
}
