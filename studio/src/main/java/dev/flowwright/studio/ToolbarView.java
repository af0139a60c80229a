package dev.flowwright.studio;

import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.studio.util.Icons;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;
import javafx.util.StringConverter;

/**
 * The toolbar: target, decider, Record, Run, Pause/Resume, Step turn, Step step, Stop, Save. A
 * disabled button still explains itself: its tooltip sits on a wrapper (JavaFX shows no tooltip on a
 * disabled control) and says why it is off.
 */
public final class ToolbarView extends ToolBar {

    public ToolbarView(StudioViewModel vm, Runnable save, Runnable saveAsRecipe) {
        setId("toolbar");
        TextField target = new TextField();
        target.setId("target");
        target.setPrefColumnCount(26);
        target.setPromptText("URL or desktop application");
        target.setAccessibleText("Target: a URL or a desktop application");
        target.setTooltip(new Tooltip("What the flow runs on: a web address, or a desktop application's name"));
        target.textProperty().bindBidirectional(vm.targetProperty());
        target.disableProperty().bind(vm.canStopProperty());

        ComboBox<DeciderSetting> decider = new ComboBox<>();
        decider.setId("decider");
        DeciderSetting saved = vm.deciderProperty().get();
        decider.setItems(FXCollections.observableArrayList(
                DeciderSetting.offline(),
                new DeciderSetting(DeciderSetting.Kind.JEV, DeciderSetting.JEV_BASE_URL, saved.model()),
                new DeciderSetting(DeciderSetting.Kind.CUSTOM, saved.kind() == DeciderSetting.Kind.CUSTOM ? saved.baseUrl() : "http://localhost:11434", saved.model())));
        decider.setConverter(new StringConverter<>() {
            public String toString(DeciderSetting d) { return d == null ? "" : d.label(); }
            public DeciderSetting fromString(String s) { return null; }
        });
        decider.getItems().stream().filter(d -> d.kind() == saved.kind()).findFirst().ifPresent(decider::setValue);
        decider.valueProperty().addListener((o, w, d) -> { if (d != null) vm.deciderProperty().set(d); });
        vm.deciderProperty().addListener((o, w, d) -> {
            if (d != null && !d.equals(decider.getValue())) {
                decider.getItems().replaceAll(x -> x.kind() == d.kind() ? d : x);
                decider.setValue(d);
            }
        });
        decider.setAccessibleText("Decider in use");
        decider.setTooltip(new Tooltip("Which decider answers the run's questions; " + DeciderSetting.KEY_VARIABLE
                + (DeciderSetting.keyIsSet() ? " is set" : " is not set")));
        decider.disableProperty().bind(vm.canStopProperty());

        StringBinding blocked = vm.startBlockedProperty();
        Button record = button("Record", "record", Icons.RECORD, "Record: run the flow and show every turn live", blocked, vm::record);
        record.disableProperty().bind(vm.canStartProperty().not());
        Button run = button("Run", "run", Icons.RUN, "Run the flow (F5)", blocked, vm::run);
        run.disableProperty().bind(vm.canStartProperty().not());
        Button pause = button("Pause", "pause", Icons.PAUSE, "Pause after this turn; again to resume",
                Bindings.createStringBinding(() -> vm.canPauseProperty().get() ? null : "Nothing is running.", vm.canPauseProperty()), vm::pauseOrResume);
        pause.textProperty().bind(Bindings.when(vm.pausedProperty()).then("Resume").otherwise("Pause"));
        vm.pausedProperty().addListener((o, w, p) -> pause.setGraphic(Icons.icon(p ? Icons.RESUME : Icons.PAUSE)));
        pause.disableProperty().bind(vm.canPauseProperty().not());
        StringBinding stepBlocked = Bindings.createStringBinding(() -> vm.canStepProperty().get() ? null : blocked.get(), vm.canStepProperty(), blocked);
        Button stepTurn = button("Step turn", "stepTurn", Icons.STEP_TURN, "Run exactly one turn, then pause (F10)", stepBlocked, vm::stepTurn);
        stepTurn.disableProperty().bind(vm.canStepProperty().not());
        Button stepStep = button("Step step", "stepStep", Icons.STEP_STEP, "Run to the end of the current step, then pause (F11)", stepBlocked, vm::stepStep);
        stepStep.disableProperty().bind(vm.canStepProperty().not());
        Button stop = button("Stop", "stop", Icons.STOP, "Stop the run after this turn (Shift+F5)",
                Bindings.createStringBinding(() -> vm.canStopProperty().get() ? null : "Nothing is running.", vm.canStopProperty()), vm::stop);
        stop.disableProperty().bind(vm.canStopProperty().not());
        Button saveButton = button("Save", "save", Icons.SAVE, "Save the flow or recipe in front (Ctrl+S)", vm.saveBlockedProperty(), save);
        saveButton.disableProperty().bind(vm.canSaveProperty().not());
        Button saveRecipe = button("Save as recipe", "saveAsRecipe", Icons.SAVE_RECIPE,
                "Save the finished run as a recipe: deterministic steps to replay with no model", vm.saveRecipeBlockedProperty(), saveAsRecipe);
        saveRecipe.disableProperty().bind(vm.saveRecipeBlockedProperty().isNotNull());

        Label stateLabel = new Label();
        stateLabel.setId("runState");
        stateLabel.textProperty().bind(vm.stateTextProperty());
        getItems().addAll(Icons.icon(Icons.TARGET), target, Icons.icon(Icons.DECIDER), decider, new Separator(),
                wrap(record), wrap(run), wrap(pause), wrap(stepTurn), wrap(stepStep), wrap(stop), new Separator(), wrap(saveButton), wrap(saveRecipe),
                new Separator(), new HBox(4, new Label("State:"), stateLabel));
    }

    /** A button whose tooltip says what it does, plus why it is off whenever {@code blocked} is not null. */
    private static Button button(String text, String id, String icon, String tip, ObservableValue<String> blocked, Runnable action) {
        Button b = Icons.decorate(new Button(text), icon, tip);
        b.setId(id);
        b.getTooltip().textProperty().bind(Bindings.createStringBinding(
                () -> blocked.getValue() == null ? tip : tip + "\nNot available now: " + blocked.getValue(), blocked));
        b.setOnAction(e -> action.run());
        return b;
    }

    private static Node wrap(Button b) {
        StackPane holder = new StackPane(b);
        Tooltip t = b.getTooltip();
        t.setShowDelay(Duration.millis(300));
        b.setTooltip(null);
        Tooltip.install(holder, t);
        return holder;
    }
}
