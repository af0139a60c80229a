package dev.flowwright.studio.util;

import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

/**
 * A list cell edited in place with a text field: Enter commits, Escape cancels and shows the item
 * again. The list's item is never replaced by the cell; {@link #commit} hands the text to the view
 * model, whose change updates the list.
 */
public abstract class InPlaceEditCell<T> extends ListCell<T> {
    private TextField field;

    /** The text field to edit {@code item} with (id, accessible name, text), or null when it cannot be edited in place. */
    protected abstract TextField editor(T item);

    /** Takes the edited text of {@code item}. */
    protected abstract void commit(T item, String text);

    @Override
    public void startEdit() {
        T item = getItem();
        TextField f = item == null ? null : editor(item);
        if (f == null) return;
        super.startEdit();
        field = f;
        f.setOnAction(e -> commitEdit(item));
        f.setOnKeyPressed(k -> { if (k.getCode() == KeyCode.ESCAPE) cancelEdit(); });
        setText(null);
        setGraphic(f);
        f.requestFocus();
        f.selectAll();
    }

    @Override
    public void cancelEdit() {
        super.cancelEdit();
        updateItem(getItem(), getItem() == null);
    }

    @Override
    public void commitEdit(T item) {
        String text = field.getText();
        super.cancelEdit();
        commit(item, text);
    }
}
