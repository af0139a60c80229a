package dev.flowwright.studio.ballot;

import dev.flowwright.studio.util.Styles;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The ballot: one card per question with a bar per option, the threshold, then the verdict and the move. */
public final class BallotView extends VBox {
    private final BallotViewModel vm;
    private final VBox cards = new VBox(6);

    public BallotView(BallotViewModel vm) {
        this.vm = vm;
        getStyleClass().add(Styles.PANEL);
        setId("ballot");
        Label title = new Label("Ballot");
        title.getStyleClass().add(Styles.PANEL_TITLE);
        Label heading = new Label();
        heading.getStyleClass().add(Styles.MUTED);
        heading.textProperty().bind(vm.headingProperty());
        heading.setWrapText(true);
        Label verdict = new Label();
        verdict.setId("ballotVerdict");
        verdict.getStyleClass().add(Styles.VERDICT);
        verdict.textProperty().bind(vm.verdictProperty().map(v -> v.isBlank() ? "" : "Verdict: " + v));
        verdict.setWrapText(true);
        Label move = new Label();
        move.setId("ballotMove");
        move.textProperty().bind(vm.moveProperty().map(m -> m.isBlank() ? "" : "Move: " + m));
        move.setWrapText(true);
        Label byAuthor = new Label("Answered by the author");
        byAuthor.setId("ballotByAuthor");
        byAuthor.setTooltip(new javafx.scene.control.Tooltip("The bars are the ballot the author overrode; the option in bold is what the author chose"));
        byAuthor.getStyleClass().add(Styles.AUTHOR_ANSWER);
        byAuthor.visibleProperty().bind(vm.answeredByAuthorProperty());
        byAuthor.managedProperty().bind(byAuthor.visibleProperty());
                ScrollPane scroll = new ScrollPane(cards);
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(title, heading, byAuthor, scroll, verdict, move);
        vm.questions().addListener((ListChangeListener<QuestionRow>) c -> rebuild());
        rebuild();
    }

    /** Refills the cards in place; only a decision with more questions than ever before makes new ones. */
    private void rebuild() {
        var rows = vm.questions();
        while (cards.getChildren().size() < rows.size()) cards.getChildren().add(new QuestionCard());
        for (int i = 0; i < cards.getChildren().size(); i++) {
            QuestionCard card = (QuestionCard) cards.getChildren().get(i);
            boolean used = i < rows.size();
            card.setVisible(used);
            card.setManaged(used);
            if (used) card.show(rows.get(i));
        }
    }
}
