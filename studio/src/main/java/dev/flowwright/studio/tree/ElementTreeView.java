package dev.flowwright.studio.tree;

import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.function.Function;

/**
 * The element tree as a table: role (indented by depth), name, value (masked), states. A filter box
 * narrows it; the selection follows the live screen and the other way round. While the run asks which
 * element is meant, clicking a row (or Enter) answers with it.
 */
public final class ElementTreeView extends VBox {
    private final ElementTreeViewModel vm;
    private final TableView<ElementRow> table = new TableView<>();
    private boolean syncing;

    public ElementTreeView(ElementTreeViewModel vm) {
        this.vm = vm;
        getStyleClass().add(Styles.PANEL);
        Label title = new Label("Elements");
        title.getStyleClass().add(Styles.PANEL_TITLE);
        Label count = new Label();
        count.getStyleClass().add(Styles.MUTED);
        count.textProperty().bind(Bindings.createStringBinding(
                () -> vm.visibleRows().size() + " of " + vm.totalCount(), vm.visibleRows()));
        HBox head = new HBox(8, title, count);

        TextField filter = new TextField();
        filter.setId("treeFilter");
        filter.setPromptText("Filter by role, name, value or state");
        filter.setAccessibleText("Filter elements");
        filter.setTooltip(new Tooltip("Every word must appear in the element's role, name, value or states"));
        filter.textProperty().bindBidirectional(vm.filterProperty());
        HBox filterRow = new HBox(4, Icons.icon(Icons.FILTER), filter);
        HBox.setHgrow(filter, Priority.ALWAYS);
        filterRow.setPadding(new Insets(0, 0, 2, 0));

        table.setId("elementTable");
        table.setAccessibleText("Element tree");
        table.setPlaceholder(new Label("No elements: the screen has not been read yet."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<ElementRow, ElementRow> role = column("Role", r -> r, 110);
        role.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(ElementRow r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty || r == null ? null : "  ".repeat(Math.min(r.depth(), 8)) + r.role());
            }
        });
        table.getColumns().add(role);
        table.getColumns().add(column("Name", ElementRow::name, 140));
        table.getColumns().add(column("Value", ElementRow::value, 90));
        table.getColumns().add(column("States", ElementRow::states, 90));
        table.setItems(vm.visibleRows());
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(head, filterRow, table);

        table.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> {
            if (!syncing && row != null) vm.select(row);
        });
        // teach mode: a click on a row (or Enter) answers the run's question with that element
        table.setRowFactory(t -> {
            javafx.scene.control.TableRow<ElementRow> row = new javafx.scene.control.TableRow<>();
            row.setOnMouseClicked(e -> {
                if (vm.pointingProperty().get() && !row.isEmpty() && e.getButton() == javafx.scene.input.MouseButton.PRIMARY) vm.choose(row.getItem());
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER && vm.choose(table.getSelectionModel().getSelectedItem())) e.consume();
        });
        vm.selectedRefProperty().addListener((o, was, ref) -> follow());
        vm.visibleRows().addListener((ListChangeListener<ElementRow>) c -> follow());
    }

    private void follow() {
        syncing = true;
        try {
            int i = vm.selectedIndex();
            if (i < 0) table.getSelectionModel().clearSelection();
            else if (table.getSelectionModel().getSelectedIndex() != i) {
                table.getSelectionModel().clearAndSelect(i);
                table.scrollTo(Math.max(0, i - 3));
            }
        } finally {
            syncing = false;
        }
    }

    private static <T> TableColumn<ElementRow, T> column(String name, Function<ElementRow, T> value, double width) {
        TableColumn<ElementRow, T> c = new TableColumn<>(name);
        c.setCellValueFactory(cd -> new javafx.beans.property.ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    public TableView<ElementRow> table() { return table; }
}
