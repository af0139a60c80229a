package dev.flowwright.studio.handoff;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HandoffViewModelTest {
    final HandoffViewModel vm = new HandoffViewModel();
    final List<PersonReply> replies = new ArrayList<>();
    final Instant t0 = Instant.parse("2026-11-30T12:00:00Z");

    void open(String field) {
        vm.open(new PersonRequest("3", "The page asks for a one-time code.", field, null, Duration.ofSeconds(90)), replies::add, t0);
    }

    @Test
    void supplyIsOffUntilAValueIsTypedAndTheValueIsClearedAfterwards() {
        open("One-time code");
        assertThat(vm.canSupplyProperty().get()).isFalse();
        vm.valueProperty().set("123456");
        assertThat(vm.canSupplyProperty().get()).isTrue();
        vm.supplyValue();
        assertThat(replies).containsExactly(PersonReply.value("123456"));
        assertThat(vm.valueProperty().get()).isEmpty();
        assertThat(vm.openProperty().get()).isFalse();
    }

    @Test
    void aTakeoverHasNoValueToSupply() {
        open(null);
        vm.valueProperty().set("x");
        vm.supplyValue();
        assertThat(replies).isEmpty();
        vm.resumeAfterActing();
        assertThat(replies).containsExactly(PersonReply.acted());
    }

    @Test
    void theCountdownRunsDownAndTimesOutWithExactlyOneReply() {
        open("code");
        assertThat(vm.secondsLeftProperty().get()).isEqualTo(90);
        vm.tick(t0.plusMillis(30_500));
        assertThat(vm.secondsLeftProperty().get()).isEqualTo(60);
        vm.tick(t0.plusSeconds(91));
        vm.tick(t0.plusSeconds(92));
        vm.cancel();
        assertThat(replies).containsExactly(PersonReply.timeout());
    }

    @Test
    void cancelAnswersCancel() {
        open("code");
        vm.valueProperty().set("99");
        vm.cancel();
        assertThat(replies).containsExactly(PersonReply.cancel());
        assertThat(vm.valueProperty().get()).isEmpty();
    }

    @Test
    void whichOfTheseShowsTheCandidatesAndAnswersWithTheOnePickedOrNone() {
        vm.open(new PersonRequest("2", "which of these is \"Main St 5\"?", null, null, Duration.ofSeconds(90),
                List.of("option \"Main St 5, Springfield\"", "option \"Main St 5, Shelbyville\"")), replies::add, t0);
        assertThat(vm.choices()).containsExactly("option \"Main St 5, Springfield\"", "option \"Main St 5, Shelbyville\"");
        vm.pick(5); // not a candidate: nothing is answered
        assertThat(replies).isEmpty();
        vm.pick(1);
        assertThat(replies).containsExactly(PersonReply.picked(1));
        assertThat(vm.choices()).isEmpty();

        vm.open(new PersonRequest("2", "which of these is \"Main St 5\"?", null, null, Duration.ofSeconds(90),
                List.of("a", "b")), replies::add, t0);
        vm.noneOfThese();
        assertThat(replies).last().isEqualTo(PersonReply.noneOfThese());
    }

    /** Teach mode: a "which of these is …?" about elements of the screen, answered in the main window. */
    PersonRequest pointable() {
        return new PersonRequest("2", "which of these is the control to save the note?", null, null, Duration.ofSeconds(90),
                List.of("button \"Save note (team)\"", "button \"Save note (personal)\""), List.of("e7", "e6"));
    }

    @Test
    void aQuestionAboutElementsIsAskedInTheWindowNotTheDialogAndPointingAnswersIt() {
        dev.flowwright.studio.screen.Pointing pointing = new dev.flowwright.studio.screen.Pointing();
        HandoffViewModel teach = new HandoffViewModel(pointing);
        teach.open(pointable(), replies::add, t0);
        assertThat(teach.pointingProperty().get()).isTrue();
        assertThat(teach.inDialogProperty().get()).isFalse();
        assertThat(pointing.asked()).containsExactly("e7", "e6");
        assertThat(pointing.point("e42")).isTrue();
        assertThat(replies).containsExactly(PersonReply.pointed("e42"));
        assertThat(teach.pointingProperty().get()).isFalse();
        assertThat(teach.openProperty().get()).isFalse();
        assertThat(pointing.asked()).isEmpty();
        assertThat(pointing.point("e6")).as("answered once").isFalse();
        assertThat(replies).hasSize(1);
    }

    @Test
    void pointingIsIgnoredWhenTheQuestionIsNotAboutElementsOfTheScreen() {
        vm.open(new PersonRequest("2", "which of these is \"Main St 5\"?", null, null, Duration.ofSeconds(90), List.of("a", "b")), replies::add, t0);
        assertThat(vm.pointingProperty().get()).isFalse();
        assertThat(vm.inDialogProperty().get()).isTrue();
        vm.point("e1");
        assertThat(replies).isEmpty();
    }

    @Test
    void aTeachQuestionIsStillAnsweredByPickingNoneOrTheCountdownAndThenNothingPointsAnyMore() {
        dev.flowwright.studio.screen.Pointing pointing = new dev.flowwright.studio.screen.Pointing();
        HandoffViewModel teach = new HandoffViewModel(pointing);
        teach.open(pointable(), replies::add, t0);
        teach.pick(1);
        teach.open(pointable(), replies::add, t0);
        teach.noneOfThese();
        teach.open(pointable(), replies::add, t0);
        teach.tick(t0.plusSeconds(91));
        assertThat(replies).containsExactly(PersonReply.picked(1), PersonReply.noneOfThese(), PersonReply.timeout());
        assertThat(pointing.activeProperty().get()).isFalse();
        assertThat(pointing.point("e6")).isFalse();
    }

    /** Issue #30 item 3: while a wall covers the page, "Answer … first" replies that, once; without a cover there is nothing to answer first. */
    @Test
    void whileSomethingCoversThePageTheAuthorMayAnswerItFirst() {
        dev.flowwright.studio.screen.Pointing pointing = new dev.flowwright.studio.screen.Pointing();
        HandoffViewModel teach = new HandoffViewModel(pointing);
        PersonRequest covered = new PersonRequest("2", "which of these is the control to sign up for the newsletter?", null, null,
                Duration.ofSeconds(90), List.of("link \"About us\""), List.of("e4"), "the dialog \"We care about your privacy\"", null);
        teach.open(covered, replies::add, t0);
        assertThat(teach.coverProperty().get()).isEqualTo("the dialog \"We care about your privacy\"");
        teach.answerCover();
        assertThat(replies).containsExactly(PersonReply.answerCover());
        assertThat(teach.coverProperty().get()).isEmpty();
        teach.open(pointable(), replies::add, t0);
        teach.answerCover();
        assertThat(replies).as("nothing covers this page").hasSize(1);
        pointing.refuse("\"New note\" cannot answer: it is not a control, so it cannot be pressed.");
        assertThat(teach.noticeProperty().get()).startsWith("\"New note\" cannot answer");
        teach.pick(0);
        assertThat(teach.noticeProperty().get()).as("the notice goes with the question").isEmpty();
    }
}
