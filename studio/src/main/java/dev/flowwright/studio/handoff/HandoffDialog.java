package dev.flowwright.studio.handoff;

import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;

import java.time.Instant;

/**
 * The modal handoff dialog: why the run needs a person, the screen, a masked field, "Supply value",
 * "I did it — resume", "Cancel" and a countdown. It opens and closes with its view model.
 */
public final class HandoffDialog {
    private final HandoffViewModel vm;
    private final Stage stage = new Stage();
    private final Timeline clock;

    public HandoffDialog(HandoffViewModel vm, Window owner) {
        this.vm = vm;
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("The run needs you");
        stage.setOnCloseRequest(e -> vm.cancel());

        Label heading = new Label("The run needs a person");
        heading.getStyleClass().add(Styles.PANEL_TITLE);
        Label reason = new Label();
        reason.setId("handoffReason");
        reason.getStyleClass().add("handoff-reason");
        reason.textProperty().bind(vm.reasonProperty());
        reason.setMaxWidth(560);
        Label countdown = new Label();
        countdown.setId("handoffCountdown");
        countdown.getStyleClass().add(Styles.COUNTDOWN);
        countdown.textProperty().bind(vm.secondsLeftProperty().map(s -> formatSeconds(s.intValue()) + " left"));
        countdown.setAccessibleText("Time left before the run gives up waiting");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox top = new HBox(12, heading, spacer, countdown);

        ImageView screen = new ImageView();
        screen.setPreserveRatio(true);
        screen.setFitWidth(560);
        screen.setFitHeight(330);
        screen.setAccessibleText("The screen as the run sees it");
        vm.screenshotUrlProperty().addListener((o, w, url) -> screen.setImage(url == null ? null : new Image(url, true)));

        Label fieldLabel = new Label();
        fieldLabel.textProperty().bind(vm.fieldProperty().map(f -> f.isEmpty() ? "Do what the run asks on the screen, then resume." : "Value for \"" + f + "\" (kept secret)"));
        PasswordField value = new PasswordField();
        value.setId("handoffValue");
        value.setAccessibleText("Secret value; it is never shown again");
        value.setPromptText("typed value stays masked");
        value.textProperty().bindBidirectional(vm.valueProperty());
        value.visibleProperty().bind(vm.fieldProperty().isNotEmpty());
        value.managedProperty().bind(value.visibleProperty());
        value.setOnAction(e -> vm.supplyValue());

        // "which of these is …?": the candidates, numbered; "This one" answers with the selected one
        javafx.scene.control.ListView<String> choices = new javafx.scene.control.ListView<>(vm.choices());
        choices.setId("handoffChoices");
        choices.setAccessibleText("The candidates the run could not tell apart");
        choices.setPrefHeight(140);
        choices.setCellFactory(list -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : (getIndex() + 1) + ". " + item);
            }
        });
        javafx.beans.binding.BooleanBinding choosing = javafx.beans.binding.Bindings.isNotEmpty(vm.choices());
        choices.visibleProperty().bind(choosing);
        choices.managedProperty().bind(choosing);
        choices.setOnMouseClicked(e -> { if (e.getClickCount() == 2) vm.pick(choices.getSelectionModel().getSelectedIndex()); });
        Button thisOne = new Button("This one");
        thisOne.setId("handoffPick");
        thisOne.setAccessibleText("The selected candidate is the one meant; the run presses it if it is safe");
        thisOne.disableProperty().bind(choices.getSelectionModel().selectedIndexProperty().lessThan(0));
        thisOne.setOnAction(e -> vm.pick(choices.getSelectionModel().getSelectedIndex()));
        Button noneOfThese = new Button("None of these");
        noneOfThese.setId("handoffNone");
        noneOfThese.setAccessibleText("None of the candidates is the one meant; the step stops");
        noneOfThese.setOnAction(e -> vm.noneOfThese());
        for (Button b : new Button[]{thisOne, noneOfThese}) {
            b.visibleProperty().bind(choosing);
            b.managedProperty().bind(choosing);
        }

        Button supply = Icons.decorate(new Button("Supply value"), Icons.KEY, "Give the value to the run as a secret and resume");
        supply.setId("handoffSupply");
        supply.setDefaultButton(true);
        supply.disableProperty().bind(vm.canSupplyProperty().not());
        supply.setOnAction(e -> vm.supplyValue());
        Button acted = Icons.decorate(new Button("I did it — resume"), Icons.ACTED, "You acted on the screen yourself; the run looks again and goes on");
        acted.setId("handoffActed");
        acted.setOnAction(e -> vm.resumeAfterActing());
        Button cancel = Icons.decorate(new Button("Cancel"), Icons.CANCEL, "Stop the run here");
        cancel.setId("handoffCancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> vm.cancel());
        supply.visibleProperty().bind(choosing.not());
        supply.managedProperty().bind(supply.visibleProperty());
        acted.visibleProperty().bind(choosing.not());
        acted.managedProperty().bind(acted.visibleProperty());
        fieldLabel.visibleProperty().bind(choosing.not());
        fieldLabel.managedProperty().bind(fieldLabel.visibleProperty());
        HBox buttons = new HBox(8, thisOne, noneOfThese, supply, acted, cancel);

        VBox root = new VBox(10, top, reason, screen, fieldLabel, value, choices, buttons);
        root.setPadding(new Insets(14));
        root.getStyleClass().addAll(Styles.PANEL, "handoff");
        root.setPrefWidth(600);
        root.setMinHeight(Region.USE_PREF_SIZE);
        Scene scene = new Scene(root);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
            root.getStyleClass().addAll(owner.getScene().getRoot().getStyleClass().filtered(Styles.DARK::equals));
        }
        stage.setScene(scene);

        clock = new Timeline(new KeyFrame(Duration.millis(250), e -> vm.tick(Instant.now())));
        clock.setCycleCount(Timeline.INDEFINITE);
        // the countdown runs for every handoff; the dialog shows for all but teach mode's, asked in the main window
        vm.openProperty().addListener((o, was, open) -> { if (open) clock.play(); else clock.stop(); });
        vm.inDialogProperty().addListener((o, was, open) -> {
            if (open) {
                stage.sizeToScene();
                if (owner != null) {
                    stage.setX(owner.getX() + (owner.getWidth() - root.prefWidth(-1)) / 2);
                    stage.setY(owner.getY() + 80);
                }
                stage.show();
                stage.toFront();
                value.requestFocus();
            } else {
                stage.hide();
            }
        });
    }

    static String formatSeconds(int s) { return String.format("%d:%02d", s / 60, s % 60); }

    public Stage stage() { return stage; }
}
