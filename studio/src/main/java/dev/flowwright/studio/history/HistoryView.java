package dev.flowwright.studio.history;

import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/** The step history: steps with outcome icons and the turns inside them; choosing a turn travels back to it. */
public final class HistoryView extends VBox {
    private final ListView<HistoryRow> list = new ListView<>();

    public HistoryView(HistoryViewModel vm) {
        getStyleClass().add(Styles.PANEL);
        Label title = new Label("Step history");
        title.getStyleClass().add(Styles.PANEL_TITLE);
        Label hint = new Label();
        hint.getStyleClass().add(Styles.MUTED);
        hint.textProperty().bind(vm.liveProperty().map(l -> l ? "following the run live" : "showing a past turn"));
        Button live = Icons.decorate(new Button("Back to live"), Icons.LIVE, "Show the newest turn again and follow the run");
        live.setId("backToLive");
        live.disableProperty().bind(vm.liveProperty());
        live.setOnAction(e -> vm.followLive());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox head = new HBox(8, title, hint, spacer, live);

        list.setId("historyList");
        list.setAccessibleText("Step history");
        list.setPlaceholder(new Label("No run yet."));
        list.setItems(vm.rows());
        list.setCellFactory(l -> new RowCell());
        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> {
            if (row != null) vm.choose(row);
        });
        vm.liveProperty().addListener((o, was, now) -> { if (now) list.getSelectionModel().clearSelection(); });
        list.getItems().addListener((javafx.collections.ListChangeListener<HistoryRow>) c -> {
            boolean grew = false;
            while (c.next()) grew |= c.wasAdded() && !c.wasReplaced();
            if (grew && vm.liveProperty().get()) list.scrollTo(list.getItems().size() - 1);
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(head, list);
    }

    /** A row's nodes are made once per cell and refilled: a run updates the history several times a turn. */
    private static final class RowCell extends ListCell<HistoryRow> {
        private final Region indent = new Region();
        private final FontIcon icon = Icons.outcome("running");
        private final Label title = new Label();
        private final Label detail = new Label();
        private final HBox box = new HBox(6, indent, icon, title, detail);

        RowCell() {
            title.setMinWidth(Region.USE_PREF_SIZE);
            detail.getStyleClass().add(Styles.MUTED);
        }

        @Override
        protected void updateItem(HistoryRow r, boolean empty) {
            super.updateItem(r, empty);
            setText(null);
            if (empty || r == null) {
                getStyleClass().remove(Styles.TURN_ROW);
                setGraphic(null);
                setAccessibleText(null);
                return;
            }
            if (!r.isTurn()) getStyleClass().remove(Styles.TURN_ROW);
            else if (!getStyleClass().contains(Styles.TURN_ROW)) getStyleClass().add(Styles.TURN_ROW);
            indent.setMinWidth(16.0 * r.depth());
            Icons.showOutcome(icon, r.outcome());
            title.setText(r.title());
            detail.setText(r.detail());
            setGraphic(box);
            setAccessibleText(r.title() + " " + r.outcome() + " " + r.detail());
        }
    }

    public ListView<HistoryRow> list() { return list; }
}
