package dev.flowwright.studio.ballot;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.studio.SyntheticRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class BallotViewModelTest {
    final BallotViewModel vm = new BallotViewModel();

    @Test
    void everyQuestionGetsBarsAndTheThresholdThatApplied() {
        vm.show(SyntheticRun.decision("1", 0, 0.3, "e3"), "click button \"Search\"");
        QuestionRow done = vm.questions().get(0);
        assertThat(done.sentence()).isEqualTo("Is the step done?");
        assertThat(done.options()).extracting(OptionBar::label).containsExactly("yes", "no");
        assertThat(done.options().get(1).probability()).isEqualTo(0.7, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(done.options().get(1).chosen()).isTrue();
        assertThat(done.threshold()).isEqualTo(0.9);
        assertThat(done.met()).as("the leading option 'no' at 0.70 is under the 0.90 bar").isFalse();
        QuestionRow target = vm.questions().get(1);
        assertThat(target.options()).extracting(OptionBar::probability).containsExactly(0.85, 0.10, 0.05);
        assertThat(target.met()).isTrue();
        assertThat(vm.verdictProperty().get()).isEqualTo("accept target=e3");
        assertThat(vm.moveProperty().get()).isEqualTo("click button \"Search\"");
    }

    @Test
    void framingsAreListedWhenVotingWasOn() {
        Event.Decision d = SyntheticRun.decision("1", 0, 0.8, "e3");
        Event.Decision voted = new Event.Decision(d.time(), d.stepPath(), d.turn(), d.purpose(), d.questions(),
                List.of(d.ballot(), Map.of("done", new Answer.NoulAnswer(0.6))), d.ballot(), d.thresholds(), d.verdict(), d.accounting());
        vm.show(voted, "");
        assertThat(vm.questions().get(0).framings()).containsExactly("framing 1: yes 0.80", "framing 2: yes 0.60");
        assertThat(vm.questions().get(1).framings()).containsExactly("framing 1: e3 0.85", "framing 2: no usable answer");
        assertThat(vm.headingProperty().get()).contains("2 framings");
        assertThat(vm.moveProperty().get()).isEqualTo("(no move yet)");
    }

    @Test
    void noDecisionClearsTheBallot() {
        vm.show(SyntheticRun.decision("1", 0, 0.8, "e3"), "");
        vm.show(null, null);
        assertThat(vm.questions()).isEmpty();
        assertThat(vm.headingProperty().get()).isEqualTo("No decision yet");
    }

    @Test
    void aTurnTheAuthorAnsweredShowsSoWithTheBallotItOverrode() {
        var bus = new dev.flowwright.runtime.events.EventBus();
        List<Event> published = new java.util.ArrayList<>();
        bus.add(published::add);
        var handoff = new dev.flowwright.runtime.run.HumanHandoff(null, bus, new dev.flowwright.runtime.flow.Secrets(), null);
        handoff.answered("2", 0, "click to accomplish: save the note", "which of these is the control to save the note?",
                List.of(new dev.flowwright.runtime.run.HumanHandoff.Candidate("button \"Save note (team)\"", "e7", 0.55),
                        new dev.flowwright.runtime.run.HumanHandoff.Candidate("button \"Save note (personal)\"", "e6", 0.40)),
                "button \"Save note (personal)\"");
        vm.show((Event.Decision) published.get(0), "click button \"Save note (personal)\"");
        assertThat(vm.answeredByAuthorProperty().get()).isTrue();
        assertThat(vm.verdictProperty().get()).startsWith("answered by the author: button \"Save note (personal)\"");
        List<OptionBar> bars = vm.questions().get(0).options();
        assertThat(bars).extracting(OptionBar::label).containsExactly("1 · button \"Save note (team)\"", "2 · button \"Save note (personal)\"",
                "none · " + dev.flowwright.runtime.decide.NoneOption.DESCRIPTION);
        assertThat(bars.get(0).probability()).as("the model leaned to the team button").isEqualTo(0.55);
        assertThat(bars.get(2).probability()).isCloseTo(0.05, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(bars).filteredOn(OptionBar::chosen).extracting(OptionBar::label).containsExactly("2 · button \"Save note (personal)\"");

        vm.show(SyntheticRun.decision("1", 0, 0.3, "e3"), "");
        assertThat(vm.answeredByAuthorProperty().get()).as("the model's own decisions are not the author's").isFalse();
    }
}
