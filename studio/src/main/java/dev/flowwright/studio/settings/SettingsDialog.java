package dev.flowwright.studio.settings;

import javafx.collections.FXCollections;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;

/** Settings: decider (offline / Jev / custom base URL, model), whether the key is set, browser headed or headless, theme. */
public final class SettingsDialog extends Dialog<DeciderSetting> {

    public SettingsDialog(SettingsViewModel vm, Window owner) {
        initOwner(owner);
        setTitle("Settings");
        setHeaderText("How the studio runs flows");
        ChoiceBox<DeciderSetting.Kind> kind = new ChoiceBox<>(FXCollections.observableArrayList(DeciderSetting.Kind.values()));
        kind.setConverter(new StringConverter<>() {
            public String toString(DeciderSetting.Kind k) {
                return k == null ? "" : switch (k) {
                    case OFFLINE -> "Offline (embedded, no network)";
                    case JEV -> "Jev at TypeSafe";
                    case CUSTOM -> "Custom base URL (Ollama, LiteLLM, …)";
                };
            }
            public DeciderSetting.Kind fromString(String s) { return null; }
        });
        kind.valueProperty().bindBidirectional(vm.kindProperty());
        kind.setAccessibleText("Decider");
        TextField baseUrl = new TextField();
        baseUrl.textProperty().bindBidirectional(vm.baseUrlProperty());
        baseUrl.setAccessibleText("Base URL");
        baseUrl.disableProperty().bind(vm.kindProperty().isNotEqualTo(DeciderSetting.Kind.CUSTOM));
        TextField model = new TextField();
        model.textProperty().bindBidirectional(vm.modelProperty());
        model.setAccessibleText("Model");
        model.disableProperty().bind(vm.kindProperty().isEqualTo(DeciderSetting.Kind.OFFLINE));
        Label key = new Label(vm.keyStatus());
        key.setAccessibleText(vm.keyStatus());
        CheckBox fallback = new CheckBox("If the decision service fails, go on with the offline decider");
        fallback.selectedProperty().bindBidirectional(vm.fallbackOfflineProperty());
        fallback.disableProperty().bind(vm.kindProperty().isEqualTo(DeciderSetting.Kind.OFFLINE));
        fallback.setTooltip(new javafx.scene.control.Tooltip("As --decider-fallback offline: the run's report says from which step."
                + " Off, a run whose service stops answering ends as decider failed."));
        CheckBox headless = new CheckBox("Run the browser headless (no browser window)");
        headless.selectedProperty().bindBidirectional(vm.headlessProperty());
        TextField allow = new TextField();
        allow.textProperty().bindBidirectional(vm.allowProperty());
        allow.setPromptText(vm.hasFlow() ? "e.g. submit, sign out (none by default)" : "save the flow first");
        allow.setDisable(!vm.hasFlow());
        allow.setAccessibleText("Allowed to press in this flow");
        allow.setTooltip(new javafx.scene.control.Tooltip("Hard-to-undo words or control names this flow's runs may press, beside its allow:."
                + " Signing out and cookie consent must be named on their own; stop_before still wins."));
        CheckBox dark = new CheckBox("Dark theme");
        dark.selectedProperty().bindBidirectional(vm.darkProperty());

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Decider"), kind);
        grid.addRow(1, new Label("Base URL"), baseUrl);
        grid.addRow(2, new Label("Model"), model);
        grid.addRow(3, new Label("API key"), key);
        grid.add(fallback, 1, 4);
        grid.add(headless, 1, 5);
        grid.add(dark, 1, 6);
        grid.addRow(7, new Label("Allowed to press (this flow)"), allow);
        Label setup = new Label(vm.runSetup());
        setup.setWrapText(true);
        setup.setAccessibleText("Every run: " + vm.runSetup());
        allow.textProperty().addListener((o, was, now) -> setup.setText(vm.runSetup()));
        grid.addRow(8, new Label("Every run (as on the command line)"), setup);
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        if (owner != null && owner.getScene() != null) getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        setResultConverter(b -> b == ButtonType.OK ? vm.apply() : null);
    }
}
