package dev.flowwright.studio.ballot;

import dev.flowwright.studio.util.Styles;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One question of the ballot: the sentence, id, kind and threshold, a bar per option, a line per
 * framing. A card is refilled for the next decision rather than made again: building and styling
 * fresh controls on every turn was the studio's largest cost on the FX thread during a run.
 */
final class QuestionCard extends VBox {
    private final Label sentence = new Label();
    private final Label meta = new Label();
    private final GridPane bars = new GridPane();
    private final List<Node[]> lines = new ArrayList<>();
    private final List<Label> framings = new ArrayList<>();
    private String idClass;

    QuestionCard() {
        getStyleClass().add(Styles.QUESTION_CARD);
        sentence.setWrapText(true);
        meta.getStyleClass().add(Styles.CAPTION);
        bars.setHgap(6);
        bars.setVgap(2);
        getChildren().addAll(sentence, meta, bars);
    }

    void show(QuestionRow q) {
        sentence.setText(q.sentence().isBlank() ? q.id() : q.sentence());
        meta.setText(q.id() + " · " + q.kind() + thresholdText(q));
        meta.getStyleClass().removeAll(Styles.MUTED, Styles.THRESHOLD_MET, Styles.THRESHOLD_MISSED);
        meta.getStyleClass().add(q.threshold() == null ? Styles.MUTED : q.met() ? Styles.THRESHOLD_MET : Styles.THRESHOLD_MISSED);
        List<OptionBar> options = q.options();
        while (lines.size() < options.size()) {
            Label label = new Label();
            label.setMaxWidth(170);
            Node[] line = {label, new ProgressBar(), new Label()};
            bars.addRow(lines.size(), line);
            lines.add(line);
        }
        for (int i = 0; i < lines.size(); i++) {
            Node[] line = lines.get(i);
            boolean used = i < options.size();
            for (Node n : line) {
                n.setVisible(used);
                n.setManaged(used);
            }
            if (used) fill(line, options.get(i));
        }
        while (framings.size() < q.framings().size()) {
            Label l = new Label();
            l.getStyleClass().add(Styles.CAPTION);
            framings.add(l);
            getChildren().add(l);
        }
        for (int i = 0; i < framings.size(); i++) {
            Label l = framings.get(i);
            boolean used = i < q.framings().size();
            l.setVisible(used);
            l.setManaged(used);
            l.setText(used ? q.framings().get(i) : "");
        }
        if (idClass != null) getStyleClass().remove(idClass);
        idClass = "question-" + q.id().replaceAll("[^A-Za-z0-9_-]", "_");
        getStyleClass().add(idClass);
    }

    private static void fill(Node[] line, OptionBar o) {
        Label label = (Label) line[0];
        ProgressBar bar = (ProgressBar) line[1];
        Label pct = (Label) line[2];
        label.setText(o.label());
        bar.setProgress(o.probability());
        bar.setAccessibleText(o.label() + " " + percent(o.probability()));
        pct.setText(percent(o.probability()));
        for (Node n : line) {
            if (!o.chosen()) n.getStyleClass().remove(Styles.OPTION_CHOSEN);
            else if (!n.getStyleClass().contains(Styles.OPTION_CHOSEN)) n.getStyleClass().add(Styles.OPTION_CHOSEN);
        }
    }

    private static String thresholdText(QuestionRow q) {
        if (q.threshold() == null) return "";
        return String.format(Locale.ROOT, " · threshold %.2f %s", q.threshold(), q.met() ? "met" : "not met");
    }

    static String percent(double p) { return String.format(Locale.ROOT, "%.0f%%", p * 100); }
}
