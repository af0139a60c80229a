package dev.flowwright.studio.recipe;

import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The recipe's steps: how the latest replay ended each, the action's icon, what it acts on, where it
 * came from, the value with placeholders drawn as chips, and any problem underneath. The toolbar
 * moves and deletes (undoable) and undoes.
 */
public final class RecipeStepListView extends VBox {
    private final RecipeEditorViewModel vm;
    private final ListView<RecipeStepRow> list = new ListView<>();

    public RecipeStepListView(RecipeEditorViewModel vm) {
        this.vm = vm;
        list.setId("recipeSteps");
        list.setAccessibleText("Recipe steps");
        list.setPlaceholder(new Label("No steps. Open a recipe, or save a finished run as one."));
        list.setItems(vm.steps());
        list.setCellFactory(l -> new StepCell());
        list.getSelectionModel().selectedIndexProperty().addListener((o, w, i) -> { if (i.intValue() >= 0) vm.selectedProperty().set(i.intValue()); });
        vm.selectedProperty().addListener((o, w, i) -> select(i.intValue()));
        vm.steps().addListener((javafx.collections.ListChangeListener<RecipeStepRow>) c -> select(vm.selectedProperty().get()));
        list.setOnKeyPressed(k -> {
            int i = list.getSelectionModel().getSelectedIndex();
            if (k.getCode() == KeyCode.DELETE && i >= 0) vm.removeStep(i);
        });

        Button up = Icons.decorate(new Button(), Icons.UP, "Move the selected step up");
        up.setId("recipeStepUp");
        up.disableProperty().bind(vm.selectedProperty().lessThan(1));
        up.setOnAction(e -> move(-1));
        Button down = Icons.decorate(new Button(), Icons.DOWN, "Move the selected step down");
        down.setId("recipeStepDown");
        down.disableProperty().bind(vm.selectedProperty().lessThan(0));
        down.setOnAction(e -> move(1));
        Button delete = Icons.decorate(new Button(), Icons.DELETE, "Delete the selected step (Delete)");
        delete.setId("recipeStepDelete");
        delete.disableProperty().bind(vm.selectedProperty().lessThan(0));
        delete.setOnAction(e -> vm.removeStep(vm.selectedProperty().get()));
        Button undo = Icons.decorate(new Button(), Icons.UNDO, "Undo (Ctrl+Z)");
        undo.setId("recipeUndo");
        undo.disableProperty().bind(vm.canUndoProperty().not());
        vm.undoLabelProperty().addListener((o, w, n) -> undo.getTooltip().setText(n.isBlank() ? "Nothing to undo" : n + " (Ctrl+Z)"));
        undo.setOnAction(e -> vm.undo());
        Button redo = Icons.decorate(new Button(), Icons.REDO, "Redo (Ctrl+Y)");
        redo.setId("recipeRedo");
        redo.disableProperty().bind(vm.canRedoProperty().not());
        vm.redoLabelProperty().addListener((o, w, n) -> redo.getTooltip().setText(n.isBlank() ? "Nothing to redo" : n + " (Ctrl+Y)"));
        redo.setOnAction(e -> vm.redo());
        ToolBar bar = new ToolBar(up, down, delete, undo, redo);
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(bar, list);
    }

    private void select(int i) {
        if (i >= 0 && i < list.getItems().size() && list.getSelectionModel().getSelectedIndex() != i) list.getSelectionModel().select(i);
    }

    private void move(int by) {
        int i = vm.selectedProperty().get();
        if (i < 0 || i + by < 0 || i + by >= vm.steps().size()) return;
        vm.moveStep(i, i + by);
    }

    /** A step in two or three lines: status, number, action and target; provenance and value; problem. */
    private static final class StepCell extends ListCell<RecipeStepRow> {
        StepCell() {
            setPrefWidth(0); // as wide as the list, never wider: long values wrap instead
        }

        @Override
        protected void updateItem(RecipeStepRow r, boolean empty) {
            super.updateItem(r, empty);
            setText(null);
            if (empty || r == null) {
                setGraphic(null);
                return;
            }
            Label status = new Label("", r.status() == null ? null : Icons.replayStatus(r.status()));
            status.setMinWidth(18);
            if (r.status() != null) status.setTooltip(new Tooltip("Last replay: " + r.status() + (r.note().isBlank() ? "" : " — " + r.note())));
            Label number = new Label(r.number());
            number.getStyleClass().add(Styles.MUTED);
            number.setMinWidth(18);
            Label action = new Label(r.action(), Icons.action(r.action()));
            action.setMinWidth(72);
            Label subject = new Label(r.subject());
            subject.getStyleClass().add(Styles.LOCATOR_TEXT);
            HBox top = new HBox(4, status, number, action, subject);
            if (r.proposal()) {
                Label heal = new Label("", Icons.icon(Icons.HEAL));
                heal.getStyleClass().add("heal-badge");
                Tooltip.install(heal, new Tooltip("A heal proposal for this step waits for review below"));
                top.getChildren().add(heal);
            }
            VBox box = new VBox(2, top);
            FlowPane second = new FlowPane(6, 2);
            second.setPrefWrapLength(260);
            if (!r.from().isBlank()) {
                Label from = new Label("from: " + r.from());
                from.getStyleClass().add(Styles.CAPTION);
                second.getChildren().add(from);
            }
            if (!r.value().isEmpty()) {
                Label arrow = new Label("value");
                arrow.getStyleClass().add(Styles.CAPTION);
                second.getChildren().add(arrow);
            }
            for (ValuePart p : r.value()) second.getChildren().add(part(p));
            if (!second.getChildren().isEmpty()) box.getChildren().add(second);
            if (r.status() != null && !r.status().equals("passed") && !r.note().isBlank()) {
                Label note = new Label(r.note());
                note.getStyleClass().addAll(Styles.CAPTION, "replay-note");
                note.setWrapText(true);
                box.getChildren().add(note);
            }
            if (r.problem() != null) {
                Label problem = new Label(r.problem(), Icons.icon(Icons.PROBLEM));
                problem.getStyleClass().add(Styles.STEP_PROBLEM);
                problem.setWrapText(true);
                box.getChildren().add(problem);
            }
            setGraphic(box);
            setAccessibleText("Step " + r.number() + ", " + r.action() + " " + r.subject()
                    + (r.value().isEmpty() ? "" : ", value " + r.valueText()) + (r.status() == null ? "" : ", last replay " + r.status()));
        }

        /** Text as text; a placeholder as a chip (a lock on a secret's), never a value. */
        private static Label part(ValuePart p) {
            Label l = new Label(p.text());
            if (p.placeholder()) {
                l.getStyleClass().add(Styles.PLACEHOLDER_CHIP);
                if (p.secret()) {
                    l.getStyleClass().add(Styles.SECRET_CHIP);
                    l.setGraphic(Icons.icon(Icons.SECRET));
                }
                l.setTooltip(new Tooltip(p.secret() ? "A secret, supplied when the recipe is replayed; never stored here"
                        : "A value supplied when the recipe is replayed"));
            } else {
                l.getStyleClass().add(Styles.LOCATOR_TEXT);
            }
            return l;
        }
    }

    public ListView<RecipeStepRow> list() { return list; }
}
