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
            if (vm.liveProperty().get() && !list.getItems().isEmpty()) list.scrollTo(list.getItems().size() - 1);
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(head, list);
    }

    private static final class RowCell extends ListCell<HistoryRow> {
        @Override
        protected void updateItem(HistoryRow r, boolean empty) {
            super.updateItem(r, empty);
            getStyleClass().remove(Styles.TURN_ROW);
            if (empty || r == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            if (r.isTurn()) getStyleClass().add(Styles.TURN_ROW);
            Region indent = new Region();
            indent.setMinWidth(16.0 * r.depth());
            Label title = new Label(r.title());
            title.setMinWidth(Region.USE_PREF_SIZE);
            Label detail = new Label(r.detail());
            detail.getStyleClass().add(Styles.MUTED);
            HBox box = new HBox(6, indent, Icons.outcome(r.outcome()), title, detail);
            setGraphic(box);
            setText(null);
            setAccessibleText(r.title() + " " + r.outcome() + " " + r.detail());
        }
    }

    public ListView<HistoryRow> list() { return list; }
}
