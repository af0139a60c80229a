package dev.flowwright.studio.recipe;

import dev.flowwright.studio.util.Explained;
import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.beans.binding.Bindings;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The recipe editor: title and file, Replay and Save, the problems the reader finds (live), the steps
 * above and the selected step's value and locators below, heal proposals under them, and a line
 * saying what the editor last did.
 */
public final class RecipeEditorView extends VBox {
    private final RecipeStepListView steps;
    private final RecipeStepView step;
    private final TabPane lower;

    public RecipeEditorView(RecipeEditorViewModel vm, Runnable save) {
        getStyleClass().add(Styles.PANEL);
        setId("recipeEditor");
        Label title = new Label();
        title.getStyleClass().add(Styles.PANEL_TITLE);
        title.textProperty().bind(Bindings.createStringBinding(
                () -> vm.titleProperty().get() + (vm.dirtyProperty().get() ? " •" : ""), vm.titleProperty(), vm.dirtyProperty()));
        Label file = new Label();
        file.getStyleClass().add(Styles.CAPTION);
        file.textProperty().bind(vm.fileProperty().map(p -> p.toString()).orElse("Open a *.recipe.yaml (File → Open), or save a finished run as a recipe"));

        Button replay = Icons.decorate(new Button("Replay"), Icons.REPLAY, "Replay the recipe with no decider");
        replay.setId("replayRecipe");
        replay.disableProperty().bind(vm.replayBlockedProperty().isNotNull());
        Button saveButton = Icons.decorate(new Button("Save"), Icons.SAVE, "Save the recipe (Ctrl+S)");
        saveButton.setId("saveRecipe");
        saveButton.disableProperty().bind(vm.saveBlockedProperty().isNotNull());
        saveButton.setOnAction(e -> save.run());
        replay.setOnAction(e -> vm.replay());
        String healTip = "Replay; a step whose locators all miss is healed with the toolbar's decider (one action) and proposed for review";
        Button heal = Icons.decorate(new Button("Replay and heal"), Icons.HEAL, healTip);
        heal.setId("replayAndHeal");
        heal.disableProperty().bind(vm.replayBlockedProperty().isNotNull());
        heal.setOnAction(e -> vm.replayAndHeal());
        String recordTip = "Record from here: replay the steps before the selected one with no model, then run the flow on from there"
                + " with the toolbar's decider; what it does replaces the selected step and all after it (one undoable edit; nothing is saved until you save)";
        Button recordHere = Icons.decorate(new Button("Record from here"), Icons.RECORD, recordTip);
        recordHere.setId("recordFromHere");
        recordHere.disableProperty().bind(vm.recordFromHereBlockedProperty().isNotNull());
        recordHere.setOnAction(e -> vm.recordFromHere());
        ToolBar bar = new ToolBar(Explained.button(replay, "Replay the recipe with no decider", vm.replayBlockedProperty()),
                Explained.button(heal, healTip, vm.replayBlockedProperty()),
                Explained.button(saveButton, "Save the recipe (Ctrl+S)", vm.saveBlockedProperty()),
                Explained.button(recordHere, recordTip, vm.recordFromHereBlockedProperty()));

        ListView<RecipeIssue> problems = new ListView<>(vm.problems());
        problems.setId("recipeProblems");
        problems.getStyleClass().add("problem-list");
        problems.setAccessibleText("Problems in the recipe");
        problems.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(RecipeIssue p, boolean empty) {
                super.updateItem(p, empty);
                setText(empty || p == null ? null : p.describe());
                setGraphic(empty || p == null ? null : Icons.icon(Icons.PROBLEM));
            }
        });
        problems.getSelectionModel().selectedItemProperty().addListener((o, w, p) -> { if (p != null && p.step() >= 0) vm.selectedProperty().set(p.step()); });
        problems.visibleProperty().bind(Bindings.isNotEmpty(vm.problems()));
        problems.managedProperty().bind(problems.visibleProperty());

        steps = new RecipeStepListView(vm);
        step = new RecipeStepView(vm);
        Tab stepTab = new Tab("Step", scrolling(step));
        stepTab.setId("recipeStepTab");
        Tab healTab = new Tab("Heal proposals", scrolling(new ProposalView(vm)));
        healTab.setId("healTab");
        healTab.textProperty().bind(Bindings.size(vm.proposals()).asString("Heal proposals (%d)"));
        healTab.disableProperty().bind(Bindings.isEmpty(vm.proposals()));
        healTab.setGraphic(Icons.icon(Icons.HEAL));
        lower = new TabPane(stepTab, healTab);
        lower.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        // a recipe opened with a proposal shows it first; once reviewed, the step is shown again
        vm.proposals().addListener((javafx.collections.ListChangeListener<ProposalRow>) c -> {
            if (vm.proposals().isEmpty()) lower.getSelectionModel().select(stepTab);
        });
        vm.fileProperty().addListener((o, w, f) -> lower.getSelectionModel().select(vm.proposals().isEmpty() ? stepTab : healTab));
        if (!vm.proposals().isEmpty()) lower.getSelectionModel().select(healTab);
        SplitPane split = new SplitPane(steps, lower);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.36);
        VBox.setVgrow(split, Priority.ALWAYS);

        Label message = new Label();
        message.setId("recipeMessage");
        message.getStyleClass().add(Styles.CAPTION);
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        getChildren().addAll(title, file, bar, problems, split, message);
    }

    private static ScrollPane scrolling(javafx.scene.Node content) {
        ScrollPane p = new ScrollPane(content);
        p.setFitToWidth(true);
        return p;
    }

    /** Shows the selected step's value and locators (rather than the heal proposals). */
    public void showStep() { lower.getSelectionModel().select(0); }

    public RecipeStepListView steps() { return steps; }

    public RecipeStepView step() { return step; }
}
