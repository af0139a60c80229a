package dev.flowwright.studio.recipe;

import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.InPlaceEditCell;
import dev.flowwright.studio.util.Styles;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The selected step: its value (placeholders typed as {@code ${secrets.otp}} stay placeholders) and
 * its locators ranked strongest first, the one that matched last time starred. Each locator can be
 * tested on the live screen, edited in place (double-click or F2), moved and deleted.
 */
public final class RecipeStepView extends VBox {
    private final RecipeEditorViewModel vm;
    private final ListView<LocatorRow> locators = new ListView<>();
    private final TextField value = new TextField();

    public RecipeStepView(RecipeEditorViewModel vm) {
        this.vm = vm;
        setId("recipeStep");
        getStyleClass().add(Styles.PANEL);
        Label title = new Label();
        title.getStyleClass().add(Styles.SECTION_TITLE);
        title.textProperty().bind(vm.selectedTitleProperty());

        value.setId("recipeValue");
        value.setAccessibleText("Value of the selected step");
        value.setPromptText("value; ${secrets.name} for a secret supplied at replay");
        value.disableProperty().bind(vm.valueEditableProperty().not());
        vm.selectedValueProperty().addListener((o, w, v) -> value.setText(v));
        value.setText(vm.selectedValueProperty().get());
        value.setOnAction(e -> applyValue());
        Button apply = Icons.decorate(new Button("Set value"), Icons.CHECK, "Set the selected step's value (undoable)");
        apply.setId("applyValue");
        apply.disableProperty().bind(Bindings.createBooleanBinding(() -> !vm.valueEditableProperty().get()
                || value.getText().equals(vm.selectedValueProperty().get()), vm.valueEditableProperty(), value.textProperty(), vm.selectedValueProperty()));
        apply.setOnAction(e -> applyValue());
        HBox.setHgrow(value, Priority.ALWAYS);
        HBox valueRow = new HBox(4, new Label("Value"), value, apply);
        valueRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        LocatorTester tester = vm.locators();
        locators.setId("locatorList");
        locators.setAccessibleText("Locators of the selected step, strongest first");
        locators.setPlaceholder(new Label("This step acts on no element."));
        locators.setItems(tester.rows());
        // the rows are rebuilt after every edit and test: keep the person's place in the list
        int[] kept = {-1};
        locators.getSelectionModel().selectedIndexProperty().addListener((o, w, i) -> { if (i.intValue() >= 0) kept[0] = i.intValue(); });
        tester.rows().addListener((javafx.collections.ListChangeListener<LocatorRow>) c -> {
            if (kept[0] >= 0 && kept[0] < tester.rows().size()) locators.getSelectionModel().select(kept[0]);
        });
        locators.setCellFactory(l -> new LocatorCell());
        locators.setEditable(true);
        locators.setPrefHeight(100);
        locators.setMinHeight(76);
        locators.setOnKeyPressed(k -> {
            int i = locators.getSelectionModel().getSelectedIndex();
            if (k.getCode() == KeyCode.F2 && i >= 0) locators.edit(i);
            if (k.getCode() == KeyCode.DELETE && i >= 0) vm.removeLocator(i);
        });
        var none = locators.getSelectionModel().selectedIndexProperty().lessThan(0);
        var noScreen = tester.testBlockedProperty().isNotNull();
        Button test = Icons.decorate(new Button("Test"), Icons.TEST_LOCATOR, "Test this locator on the live screen");
        test.setId("testLocator");
        test.disableProperty().bind(none.or(noScreen));
        test.setOnAction(e -> tester.test(locators.getSelectionModel().getSelectedIndex()));
        Button ladder = Icons.decorate(new Button("Test all"), Icons.LADDER, "Try every locator in order, as a replay would");
        ladder.setId("testLadder");
        ladder.disableProperty().bind(Bindings.isEmpty(tester.rows()).or(noScreen));
        ladder.setOnAction(e -> tester.testAll());
        Button edit = Icons.decorate(new Button(), Icons.EDIT, "Edit the selected locator (F2)");
        edit.setId("editLocator");
        edit.disableProperty().bind(none);
        edit.setOnAction(e -> locators.edit(locators.getSelectionModel().getSelectedIndex()));
        Button up = Icons.decorate(new Button(), Icons.UP, "Rank the selected locator higher");
        up.disableProperty().bind(locators.getSelectionModel().selectedIndexProperty().lessThan(1));
        up.setOnAction(e -> moveLocator(-1));
        Button down = Icons.decorate(new Button(), Icons.DOWN, "Rank the selected locator lower");
        down.disableProperty().bind(none);
        down.setOnAction(e -> moveLocator(1));
        Button delete = Icons.decorate(new Button(), Icons.DELETE, "Delete the selected locator (the last one stays)");
        delete.setId("deleteLocator");
        delete.disableProperty().bind(none);
        delete.setOnAction(e -> vm.removeLocator(locators.getSelectionModel().getSelectedIndex()));
        ToolBar bar = new ToolBar(test, ladder, edit, up, down, delete);
        tester.testBlockedProperty().addListener((o, w, why) -> test.getTooltip().setText(why == null ? "Test this locator on the live screen" : why));
        if (tester.testBlockedProperty().get() != null) test.getTooltip().setText(tester.testBlockedProperty().get());

        Label result = new Label();
        result.setId("locatorTestResult");
        result.getStyleClass().add(Styles.CAPTION);
        result.setWrapText(true);
        result.textProperty().bind(tester.resultProperty());
        Label locatorsTitle = new Label("Locators, strongest first (★ matched last time)");
        locatorsTitle.getStyleClass().add(Styles.SECTION_TITLE);
        VBox.setVgrow(locators, Priority.ALWAYS);
        getChildren().addAll(title, valueRow, locatorsTitle, bar, locators, result);
    }

    private void applyValue() {
        int at = vm.selectedProperty().get();
        if (at >= 0 && vm.valueEditableProperty().get()) vm.editValue(at, value.getText());
    }

    private void moveLocator(int by) {
        int i = locators.getSelectionModel().getSelectedIndex();
        if (i < 0 || i + by < 0 || i + by >= locators.getItems().size()) return;
        vm.moveLocator(i, i + by);
        locators.getSelectionModel().select(i + by);
    }

    /** Rank, the star of the one that matched last time, the locator, its live match count; edits in place. */
    private final class LocatorCell extends InPlaceEditCell<LocatorRow> {

        LocatorCell() {
            setPrefWidth(0); // as wide as the list, never wider: no sideways scrolling
        }

        @Override
        protected void updateItem(LocatorRow r, boolean empty) {
            super.updateItem(r, empty);
            getStyleClass().remove(Styles.MATCHED_LOCATOR);
            setText(null);
            if (empty || r == null) {
                setGraphic(null);
                return;
            }
            if (isEditing()) return;
            if (r.matchedLast()) getStyleClass().add(Styles.MATCHED_LOCATOR);
            Label rank = new Label(r.rank());
            rank.getStyleClass().add(Styles.MUTED);
            rank.setMinWidth(16);
            Label star = new Label("", r.matchedLast() ? Icons.icon(Icons.MATCHED) : null);
            star.setMinWidth(18);
            if (r.matchedLast()) Tooltip.install(star, new Tooltip("This locator found the element last time"));
            Label text = new Label(r.text());
            text.getStyleClass().add(Styles.LOCATOR_TEXT);
            Region gap = new Region();
            HBox.setHgrow(gap, Priority.ALWAYS);
            Label replayed = new Label(r.replayed() < 0 ? "" : "replay: " + r.replayedText());
            replayed.getStyleClass().add(Styles.MUTED);
            Label tested = new Label(r.tested() < 0 ? "" : "live: " + r.testedText());
            tested.getStyleClass().add(r.tested() == 1 ? "threshold-met" : r.tested() >= 0 ? "threshold-missed" : Styles.MUTED);
            tested.setId("tested-" + r.rank());
            setGraphic(new HBox(8, rank, star, text, gap, replayed, tested));
            setAccessibleText("Locator " + r.rank() + ": " + r.text() + (r.matchedLast() ? ", matched last time" : "")
                    + (r.replayed() >= 0 ? ", " + r.replayedText() + " in the last replay" : "")
                    + (r.tested() >= 0 ? ", " + r.testedText() + " on the live screen" : ""));
        }

        @Override
        protected TextField editor(LocatorRow r) {
            TextField field = new TextField(r.text());
            field.setId("locatorEditor");
            field.getStyleClass().add(Styles.MONO);
            field.setAccessibleText("Edit locator " + r.rank());
            return field;
        }

        @Override
        protected void commit(LocatorRow r, String text) {
            if (!vm.editLocator(r.index(), text)) updateItem(getItem(), getItem() == null);
        }
    }

    public ListView<LocatorRow> locators() { return locators; }

    public TextField value() { return value; }
}
