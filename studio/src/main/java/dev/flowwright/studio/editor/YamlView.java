package dev.flowwright.studio.editor;

import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * The flow as YAML: a text area with a line-number gutter where lines with a problem are marked, and
 * the validator's problems listed below (choosing one moves the caret to its line). "Check and apply"
 * validates; a valid text becomes the flow as one undoable edit.
 */
public final class YamlView extends VBox {
    private final FlowEditorViewModel vm;
    private final TextArea area = new TextArea();
    private final TextFlow gutter = new TextFlow();
    private final ListView<FlowFiles.Problem> problems = new ListView<>();

    public YamlView(FlowEditorViewModel vm) {
        this.vm = vm;
        getStyleClass().add(Styles.PANEL);
        area.setId("yamlText");
        area.getStyleClass().add(Styles.MONO);
        area.setAccessibleText("Flow YAML");
        area.textProperty().bindBidirectional(vm.yamlProperty());
        gutter.getStyleClass().addAll("line-gutter", Styles.MONO);
        gutter.setMinWidth(46);
        Pane gutterClip = new Pane(gutter);
        gutterClip.setMinWidth(46);
        gutterClip.setClip(new javafx.scene.shape.Rectangle(46, 10_000));
        area.scrollTopProperty().addListener((o, w, top) -> gutter.setTranslateY(-top.doubleValue()));
        HBox editor = new HBox(gutterClip, area);
        HBox.setHgrow(area, Priority.ALWAYS);
        VBox.setVgrow(editor, Priority.ALWAYS);

        Button apply = Icons.decorate(new Button("Check and apply"), Icons.CHECK, "Validate the YAML and make it the flow (undoable)");
        apply.setId("applyYaml");
        apply.setOnAction(e -> vm.applyYaml());
        Label status = new Label();
        status.getStyleClass().add(Styles.MUTED);
        status.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> vm.problems().isEmpty() ? "No problems" : vm.problems().size() + " problem(s)", vm.problems()));
        ToolBar bar = new ToolBar(apply, status);

        problems.setId("yamlProblems");
        problems.getStyleClass().add("problem-list");
        problems.setAccessibleText("Problems in the YAML");
        problems.setItems(vm.problems());
        problems.setPlaceholder(new Label("No problems."));
        problems.setCellFactory(l -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(FlowFiles.Problem p, boolean empty) {
                super.updateItem(p, empty);
                setText(empty || p == null ? null : "Line " + p.line() + ", column " + p.column() + ": " + p.message());
                setGraphic(empty || p == null ? null : Icons.icon(Icons.PROBLEM));
            }
        });
        problems.getSelectionModel().selectedItemProperty().addListener((o, w, p) -> { if (p != null) goTo(p.line()); });
        problems.setPrefHeight(100);

        area.textProperty().addListener((o, w, t) -> redrawGutter());
        vm.problems().addListener((ListChangeListener<FlowFiles.Problem>) c -> redrawGutter());
        getChildren().addAll(bar, editor, problems);
        redrawGutter();
    }

    private void redrawGutter() {
        var marked = vm.problemLines();
        int lines = (int) area.getText().chars().filter(c -> c == '\n').count() + 1;
        gutter.getChildren().clear();
        for (int i = 1; i <= lines; i++) {
            Text t = new Text((marked.contains(i) ? "● " : "  ") + String.format("%3d", i) + (i < lines ? "\n" : ""));
            t.getStyleClass().add(marked.contains(i) ? Styles.PROBLEM_LINE : "line-number");
            gutter.getChildren().add(t);
        }
    }

    private void goTo(int line) {
        String text = area.getText();
        int pos = 0;
        for (int l = 1; l < line && pos >= 0; l++) pos = text.indexOf('\n', pos) + 1;
        if (pos < 0) pos = text.length();
        area.requestFocus();
        area.positionCaret(Math.max(0, Math.min(pos, text.length())));
    }

    public TextArea area() { return area; }

    public ListView<FlowFiles.Problem> problemList() { return problems; }
}
