package dev.flowwright.studio.recipe;

import dev.flowwright.studio.util.Icons;
import dev.flowwright.studio.util.Styles;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * Heal proposals waiting for review, one card per step: the locators the heal dropped (−), kept and
 * added (+), with Accept (an undoable edit taking the new locators) and Reject (keep the old ones).
 * Hidden when there is nothing to review.
 */
public final class ProposalView extends VBox {
    private final RecipeEditorViewModel vm;

    public ProposalView(RecipeEditorViewModel vm) {
        this.vm = vm;
        setId("proposals");
        getStyleClass().add(Styles.PANEL);
        vm.proposals().addListener((ListChangeListener<ProposalRow>) c -> redraw());
        redraw();
    }

    private void redraw() {
        getChildren().clear();
        setVisible(!vm.proposals().isEmpty());
        setManaged(!vm.proposals().isEmpty());
        if (vm.proposals().isEmpty()) return;
        Label title = new Label("A replay with --heal found these steps' elements under new locators. Accept takes the new ones; Reject keeps the old.");
        title.getStyleClass().add(Styles.CAPTION);
        title.setWrapText(true);
        Button all = Icons.decorate(new Button("Accept all"), Icons.ACCEPT,
                "Replace the recipe file by the whole proposal (the old one is kept as .bak)");
        all.setId("acceptAllProposals");
        all.disableProperty().bind(vm.acceptAllBlockedProperty().isNotNull());
        all.setOnAction(e -> vm.acceptAllProposals().whenComplete((done, failure) -> {
            if (failure == null) return;
            Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
            title.setText("Accept all failed: " + cause.getMessage());
        }));
        getChildren().addAll(title, all);
        for (ProposalRow p : vm.proposals()) getChildren().add(card(p));
    }

    private VBox card(ProposalRow p) {
        Label heading = new Label(p.title());
        heading.getStyleClass().add(Styles.PANEL_TITLE);
        VBox card = new VBox(heading);
        card.getStyleClass().add(Styles.PROPOSAL_CARD);
        card.setId("proposal-" + (p.step() + 1));
        lines(card, p.removed(), "− ", Styles.DIFF_REMOVED);
        lines(card, p.kept(), "  ", Styles.DIFF_KEPT);
        lines(card, p.added(), "+ ", Styles.DIFF_ADDED);
        Button accept = Icons.decorate(new Button("Accept"), Icons.ACCEPT, "Take the healed locators for step " + (p.step() + 1) + " (undoable)");
        accept.setId("accept-" + (p.step() + 1));
        accept.setOnAction(e -> vm.acceptProposal(p.step()));
        Button reject = Icons.decorate(new Button("Reject"), Icons.REJECT, "Keep step " + (p.step() + 1) + "'s own locators");
        reject.setId("reject-" + (p.step() + 1));
        reject.setOnAction(e -> vm.rejectProposal(p.step()));
        card.getChildren().add(new HBox(6, accept, reject));
        return card;
    }

    private static void lines(VBox card, List<String> lines, String sign, String style) {
        for (String l : lines) {
            Label label = new Label(sign + l);
            label.getStyleClass().add(style);
            card.getChildren().add(label);
        }
    }
}
