package dev.flowwright.studio.editor;

import dev.flowwright.studio.util.Explained;
import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.InPlaceEditCell;
import dev.flowwright.studio.util.Styles;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.ToolBar;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The steps as a list: a breakpoint gutter, the kind's icon, the step in one line. Double-click (or F2)
 * edits the step's main words in place; drag a step to reorder; the toolbar adds, deletes, moves,
 * undoes and redoes. Every change is a command on the view model.
 */
public final class StepListView extends VBox {
    private final FlowEditorViewModel vm;
    private final ListView<StepRow> list = new ListView<>();

    public StepListView(FlowEditorViewModel vm) {
        this.vm = vm;
        getStyleClass().add(Styles.PANEL);
        list.setId("stepList");
        list.setAccessibleText("Flow steps");
        list.setPlaceholder(new Label("No steps. Open a flow or add a step."));
        list.setItems(vm.steps());
        list.setCellFactory(l -> new StepCell());
        list.setOnKeyPressed(k -> {
            int i = list.getSelectionModel().getSelectedIndex();
            if (k.getCode() == KeyCode.DELETE && i >= 0) vm.removeStep(i);
            if (k.getCode() == KeyCode.F2 && i >= 0) list.edit(i);
            if (k.getCode() == KeyCode.F9 && i >= 0) vm.toggleBreakpoint(i);
            if (k.getCode() == KeyCode.ENTER && k.isShortcutDown() && i >= 0) vm.runSelectedStep();
        });
        list.setEditable(true);

        Button add = Icons.decorate(new Button(), Icons.ADD, "Add a step after the selected one");
        add.setId("addStep");
        add.setOnAction(e -> addStep());
        Button delete = Icons.decorate(new Button(), Icons.DELETE, "Delete the selected step (Delete)");
        delete.setId("deleteStep");
        delete.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        delete.setOnAction(e -> vm.removeStep(list.getSelectionModel().getSelectedIndex()));
        Button up = Icons.decorate(new Button(), Icons.UP, "Move the selected step up");
        up.disableProperty().bind(list.getSelectionModel().selectedIndexProperty().lessThan(1));
        up.setOnAction(e -> move(-1));
        Button down = Icons.decorate(new Button(), Icons.DOWN, "Move the selected step down");
        down.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        down.setOnAction(e -> move(1));
        Button undo = Icons.decorate(new Button(), Icons.UNDO, "Undo (Ctrl+Z)");
        undo.setId("undo");
        undo.disableProperty().bind(vm.canUndoProperty().not());
        vm.undoLabelProperty().addListener((o, w, n) -> undo.getTooltip().setText(n.isBlank() ? "Nothing to undo" : n + " (Ctrl+Z)"));
        undo.setOnAction(e -> vm.undo());
        Button redo = Icons.decorate(new Button(), Icons.REDO, "Redo (Ctrl+Y)");
        redo.disableProperty().bind(vm.canRedoProperty().not());
        vm.redoLabelProperty().addListener((o, w, n) -> redo.getTooltip().setText(n.isBlank() ? "Nothing to redo" : n + " (Ctrl+Y)"));
        redo.setOnAction(e -> vm.redo());
        String runTip = "Run this step: run the selected step alone on the live screen as it is now (no restart from the top),"
                + " with the toolbar's decider and the flow's safety, to try its words again (Ctrl+Enter)";
        Button runStep = Icons.decorate(new Button(), Icons.RUN_STEP, runTip);
        runStep.setId("runThisStep");
        runStep.disableProperty().bind(vm.runStepBlockedProperty().isNotNull());
        runStep.setOnAction(e -> vm.runSelectedStep());
        // the selection survives edits (the list's items are replaced on each): the view model keeps it
        list.getSelectionModel().selectedIndexProperty().addListener((o, w, i) -> { if (i.intValue() >= 0) vm.selectedProperty().set(i.intValue()); });
        vm.selectedProperty().addListener((o, w, i) -> select(i.intValue()));
        vm.steps().addListener((javafx.collections.ListChangeListener<StepRow>) c -> select(vm.selectedProperty().get()));
        ToolBar bar = new ToolBar(add, delete, up, down, undo, redo, Explained.button(runStep, runTip, vm.runStepBlockedProperty()));
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(bar, list);
    }

    private void addStep() {
        TextInputDialog d = new TextInputDialog();
        d.setTitle("Add a step");
        d.setHeaderText("Say what the step does, the way you would tell a person.");
        d.getEditor().setPromptText("search for flights");
        d.initOwner(getScene() == null ? null : getScene().getWindow());
        d.showAndWait().filter(t -> !t.isBlank()).ifPresent(t -> {
            int at = list.getSelectionModel().getSelectedIndex() + 1;
            vm.addStep(at <= 0 ? vm.steps().size() : at, t);
            list.getSelectionModel().select(at <= 0 ? vm.steps().size() - 1 : at);
        });
    }

    private void select(int i) {
        if (i >= 0 && i < list.getItems().size() && list.getSelectionModel().getSelectedIndex() != i) list.getSelectionModel().select(i);
    }

    private void move(int by) {
        int i = list.getSelectionModel().getSelectedIndex();
        int to = i + by;
        if (i < 0 || to < 0 || to >= vm.steps().size()) return;
        vm.moveStep(i, to);
        list.getSelectionModel().select(to);
    }

    /** One step: gutter (breakpoint), kind icon, text; edits in place; a drag source and target. */
    private final class StepCell extends InPlaceEditCell<StepRow> {
        private HBox box;
        private Button gutter;
        private final Label number = new Label();
        private final Label text = new Label();
        private String kind;

        StepCell() {
            setOnDragDetected(e -> {
                if (getItem() == null) return;
                var board = startDragAndDrop(TransferMode.MOVE);
                ClipboardContent c = new ClipboardContent();
                c.putString(Integer.toString(getItem().index()));
                board.setContent(c);
                e.consume();
            });
            setOnDragOver(e -> {
                if (e.getGestureSource() != this && e.getDragboard().hasString()) e.acceptTransferModes(TransferMode.MOVE);
                e.consume();
            });
            setOnDragDropped(e -> {
                boolean done = false;
                if (e.getDragboard().hasString()) {
                    int from = Integer.parseInt(e.getDragboard().getString());
                    int to = getItem() == null ? vm.steps().size() - 1 : getItem().index();
                    vm.moveStep(from, to);
                    list.getSelectionModel().select(to);
                    done = true;
                }
                e.setDropCompleted(done);
                e.consume();
            });
        }

        @Override
        protected void updateItem(StepRow r, boolean empty) {
            super.updateItem(r, empty);
            boolean current = !empty && r != null && r.current();
            if (!current) getStyleClass().remove(Styles.CURRENT_STEP);
            else if (!getStyleClass().contains(Styles.CURRENT_STEP)) getStyleClass().add(Styles.CURRENT_STEP);
            if (empty || r == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            if (isEditing()) return;
            setText(null);
            setGraphic(row(r));
            setAccessibleText("Step " + r.path() + ", " + r.kind() + ": " + r.text() + (r.breakpoint() ? ", breakpoint" : ""));
        }

        /** The row's nodes are made once per cell and refilled: the current step moves on every step of a run. */
        private HBox row(StepRow r) {
            if (box == null) {
                gutter = Icons.decorate(new Button(), Icons.BREAKPOINT, "");
                gutter.getStyleClass().add("gutter-button");
                gutter.setFocusTraversable(false);
                gutter.setOnAction(e -> { if (getItem() != null) vm.toggleBreakpoint(getItem().index()); });
                number.getStyleClass().add(Styles.MUTED);
                number.setMinWidth(18);
                box = new HBox(4, gutter, number, text);
            }
            String tip = (r.breakpoint() ? "Remove the breakpoint before step " : "Pause before step ") + r.path() + " (F9)";
            gutter.getTooltip().setText(tip);
            gutter.setAccessibleText(tip);
            gutter.getStyleClass().removeAll(Styles.BREAKPOINT_ON, Styles.BREAKPOINT_OFF);
            gutter.getStyleClass().add(r.breakpoint() ? Styles.BREAKPOINT_ON : Styles.BREAKPOINT_OFF);
            gutter.setId("breakpoint-" + r.path());
            number.setText(r.path());
            text.setText(r.text());
            if (!r.kind().equals(kind)) {
                kind = r.kind();
                text.setGraphic(Icons.kind(kind));
            }
            return box;
        }

        @Override
        protected TextField editor(StepRow r) {
            if (!vm.editableInPlace(r.index())) return null;
            TextField field = new TextField(vm.mainText(r.index()));
            field.setId("stepEditor");
            field.setAccessibleText("Edit step " + r.path());
            return field;
        }

        @Override
        protected void commit(StepRow r, String text) {
            vm.editStep(r.index(), text);
        }
    }

    public ListView<StepRow> list() { return list; }
}
