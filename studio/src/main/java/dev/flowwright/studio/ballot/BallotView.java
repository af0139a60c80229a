package dev.flowwright.studio.ballot;

import dev.flowwright.studio.util.Styles;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.Locale;

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
        ScrollPane scroll = new ScrollPane(cards);
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(title, heading, scroll, verdict, move);
        vm.questions().addListener((ListChangeListener<QuestionRow>) c -> rebuild());
        rebuild();
    }

    private void rebuild() {
        cards.getChildren().clear();
        for (QuestionRow q : vm.questions()) cards.getChildren().add(card(q));
    }

    private static VBox card(QuestionRow q) {
        VBox card = new VBox();
        card.getStyleClass().add(Styles.QUESTION_CARD);
        Label sentence = new Label(q.sentence().isBlank() ? q.id() : q.sentence());
        sentence.setWrapText(true);
        Label meta = new Label(q.id() + " · " + q.kind() + thresholdText(q));
        meta.getStyleClass().addAll(Styles.CAPTION, q.threshold() == null ? Styles.MUTED : q.met() ? Styles.THRESHOLD_MET : Styles.THRESHOLD_MISSED);
        GridPane bars = new GridPane();
        bars.setHgap(6);
        bars.setVgap(2);
        int row = 0;
        for (OptionBar o : q.options()) {
            Label label = new Label(o.label());
            label.setMaxWidth(170);
            ProgressBar bar = new ProgressBar(o.probability());
            bar.setAccessibleText(o.label() + " " + percent(o.probability()));
            Label pct = new Label(percent(o.probability()));
            if (o.chosen()) {
                label.getStyleClass().add(Styles.OPTION_CHOSEN);
                bar.getStyleClass().add(Styles.OPTION_CHOSEN);
                pct.getStyleClass().add(Styles.OPTION_CHOSEN);
            }
            bars.addRow(row++, label, bar, pct);
        }
        card.getChildren().addAll(sentence, meta, bars);
        for (String f : q.framings()) {
            Label l = new Label(f);
            l.getStyleClass().add(Styles.CAPTION);
            card.getChildren().add(l);
        }
        card.getStyleClass().add("question-" + q.id().replaceAll("[^A-Za-z0-9_-]", "_"));
        return card;
    }

    private static String thresholdText(QuestionRow q) {
        if (q.threshold() == null) return "";
        return String.format(Locale.ROOT, " · threshold %.2f %s", q.threshold(), q.met() ? "met" : "not met");
    }

    static String percent(double p) { return String.format(Locale.ROOT, "%.0f%%", p * 100); }
}
