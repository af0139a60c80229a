package dev.flowwright.studio.editor;

import dev.flowwright.studio.util.Styles;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The flow editor: the flow's title, then the Steps tab (a list) and the YAML tab (text with problems). */
public final class FlowEditorView extends VBox {
    private final StepListView steps;
    private final YamlView yaml;
    private final TabPane tabs;

    public FlowEditorView(FlowEditorViewModel vm) {
        getStyleClass().add(Styles.PANEL);
        setId("flowEditor");
        Label title = new Label();
        title.getStyleClass().add(Styles.PANEL_TITLE);
        title.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> vm.titleProperty().get() + (vm.dirtyProperty().get() ? " •" : ""), vm.titleProperty(), vm.dirtyProperty()));
        Label file = new Label();
        file.getStyleClass().add(Styles.CAPTION);
        file.textProperty().bind(vm.fileProperty().map(p -> p.toString()).orElse("not saved yet"));
        steps = new StepListView(vm);
        yaml = new YamlView(vm);
        Tab stepsTab = new Tab("Steps", steps);
        Tab yamlTab = new Tab("YAML", yaml);
        yamlTab.setId("yamlTab");
        String why = vm.unavailableReason();
        if (why != null) {
            yamlTab.setDisable(true);
            yamlTab.setTooltip(new Tooltip(why));
        }
        tabs = new TabPane(stepsTab, yamlTab);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        getChildren().addAll(title, file, tabs);
    }

    public void showYaml() { tabs.getSelectionModel().select(1); }

    public StepListView steps() { return steps; }

    public YamlView yaml() { return yaml; }
}
