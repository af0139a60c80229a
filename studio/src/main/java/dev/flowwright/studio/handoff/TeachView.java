package dev.flowwright.studio.handoff;

import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Teach mode in the main window, above the live screen: the run's "which of these is …?", the countdown,
 * one button per candidate (numbered as on the live screen), "None of these — fail the step" and
 * "Cancel the run". It shows only while the run waits for the author to point ({@link
 * HandoffViewModel#pointingProperty()}); the window stays usable, so the author can click the element
 * on the live screen or in the element tree instead.
 */
public final class TeachView extends VBox {
    private final HandoffViewModel vm;
    private final FlowPane candidates = new FlowPane(6, 4);

    public TeachView(HandoffViewModel vm) {
        this.vm = vm;
        setId("teach");
        getStyleClass().add(Styles.TEACH_BAR);
        Label heading = new Label("The run asks you");
        heading.getStyleClass().add(Styles.PANEL_TITLE);
        Label countdown = new Label();
        countdown.setId("teachCountdown");
        countdown.getStyleClass().add(Styles.COUNTDOWN);
        countdown.textProperty().bind(vm.secondsLeftProperty().map(s -> HandoffDialog.formatSeconds(s.intValue()) + " left"));
        countdown.setAccessibleText("Time left before the run gives up waiting");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox top = new HBox(12, heading, spacer, countdown);

        Label question = new Label();
        question.setId("teachQuestion");
        question.getStyleClass().add("handoff-reason");
        question.textProperty().bind(vm.reasonProperty());
        Label how = new Label("Click it on the live screen or in the element tree, or choose a candidate below. "
                + "Your answer is checked like any press and remembered for this flow's next run.");
        how.getStyleClass().add(Styles.MUTED);
        how.setWrapText(true);
        how.setMinHeight(Region.USE_PREF_SIZE); // wrap rather than cut the sentence short

        // why the author's click answered nothing (a heading, a disabled button): said where they look
        Label notice = new Label();
        notice.setId("teachNotice");
        notice.getStyleClass().add(Styles.TEACH_NOTICE);
        notice.setWrapText(true);
        notice.setMinHeight(Region.USE_PREF_SIZE);
        notice.textProperty().bind(vm.noticeProperty());
        notice.visibleProperty().bind(vm.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());

        candidates.setId("teachCandidates");
        Button none = Icons.decorate(new Button("None of these — fail the step"), Icons.REJECT, "None of the candidates is meant; the step stops cleanly");
        none.setId("teachNone");
        none.setOnAction(e -> vm.noneOfThese());
        Button cancel = Icons.decorate(new Button("Cancel the run"), Icons.CANCEL, "Stop the run here");
        cancel.setId("teachCancel");
        cancel.setOnAction(e -> vm.cancel());
        // a wall or dialog covers the page: answer it first, then the question comes again
        Button cover = Icons.decorate(new Button(), Icons.LAYERS, "Answer what covers the page first; the run then asks this again");
        cover.setId("teachCover");
        cover.textProperty().bind(vm.coverProperty().map(c -> "Answer " + c + " first"));
        cover.visibleProperty().bind(vm.coverProperty().isNotEmpty());
        cover.managedProperty().bind(cover.visibleProperty());
        cover.setOnAction(e -> vm.answerCover());
        HBox buttons = new HBox(8, cover, none, cancel);

        getChildren().addAll(top, question, notice, how, candidates, buttons);
        visibleProperty().bind(vm.pointingProperty());
        managedProperty().bind(visibleProperty());
        vm.choices().addListener((ListChangeListener<String>) c -> fill());
        fill();
    }

    private void fill() {
        candidates.getChildren().clear();
        var choices = vm.choices();
        for (int i = 0; i < choices.size(); i++) {
            int index = i;
            Button b = new Button((i + 1) + ". " + choices.get(i));
            b.getStyleClass().add(Styles.TEACH_CANDIDATE);
            b.setAccessibleText("Candidate " + (i + 1) + ": " + choices.get(i) + "; the run presses it if it is safe");
            b.setOnAction(e -> vm.pick(index));
            candidates.getChildren().add(b);
        }
    }
}
