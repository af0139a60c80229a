package dev.flowwright.cli;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.events.Event;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The turn lines a run prints: the probability behind a move the decider chose, and who chose one it did not. */
class StepProgressTest {
    private static final Instant T = Instant.parse("2026-12-07T10:00:00Z");

    private static Event.Decision decision(String purpose, String verdict, String chosen, double p) {
        Map<String, Answer> ballot = Map.of("which", new Answer.ChoiceAnswer(chosen, Map.of(chosen, p, "none", 1 - p), 1.0));
        return new Event.Decision(T, "2", 0, purpose, Map.of(), List.of(), ballot, Map.of(), verdict, new Event.Accounting(0, 0, 0, 0, 0, null));
    }

    private static String lines(Event... events) {
        StringWriter text = new StringWriter();
        StepProgress progress = StepProgress.ofRun(new PrintWriter(text, true), 2);
        for (Event e : events) progress.on(e);
        return text.toString();
    }

    @Test
    void aMoveTheDeciderChoseShowsItsProbability() {
        assertThat(lines(decision("ground: sign up", "accept target=e5", "e5", 0.71),
                new Event.Action(T, "2", 1, "click", "e5", "button \"Sign me up\"", true, ""), new Event.Turn(T, "2", 1, "")))
                .isEqualTo("step 2/2 · turn 1 · click button \"Sign me up\" · p=0.71\n");
    }

    /** An author's answer (the wall's control in teach mode) has no probability of the decider's worth showing: it says whose it was. */
    @Test
    void aMoveTheAuthorChoseSaysSoInsteadOfAProbability() {
        assertThat(lines(decision("answered by the author: answer the dialog", "answered by the author: button \"Reject non-essential\"", "1", 0),
                new Event.Action(T, "2", 0, "click", "e7", "button \"Reject non-essential\"", true, ""), new Event.Turn(T, "2", 0, "")))
                .isEqualTo("step 2/2 · turn 0 · click button \"Reject non-essential\" · answered by the author\n");
    }
}
