package dev.flowwright.studio.util;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

/** A button whose tooltip also says why it is off: the tooltip sits on a wrapper, as disabled controls show none. */
public final class Explained {
    private Explained() {}

    /** {@code b} in a holder whose tooltip is {@code tip}, plus "Not available now: …" whenever {@code blocked} is not null. */
    public static StackPane button(Button b, String tip, ObservableValue<String> blocked) {
        StackPane holder = new StackPane(b);
        Tooltip t = new Tooltip(tip);
        t.textProperty().bind(Bindings.createStringBinding(() -> blocked.getValue() == null ? tip : tip + "\nNot available now: " + blocked.getValue(), blocked));
        t.setWrapText(true);
        t.setMaxWidth(520);
        b.setTooltip(null);
        Tooltip.install(holder, t);
        return holder;
    }
}
