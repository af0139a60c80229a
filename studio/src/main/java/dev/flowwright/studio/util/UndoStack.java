package dev.flowwright.studio.util;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Undo and redo over edits of an immutable document (a flow, a recipe). Each entry keeps the document
 * before and after (cheap: they are immutable); labels read "Undo Delete step 3". At most
 * {@link #LIMIT} entries, like Scene Builder.
 */
public final class UndoStack<T> {
    public static final int LIMIT = 50;

    private record Entry<T>(String label, T before, T after) {}

    private final Deque<Entry<T>> undo = new ArrayDeque<>();
    private final Deque<Entry<T>> redo = new ArrayDeque<>();
    private final ReadOnlyStringWrapper undoLabel = new ReadOnlyStringWrapper(this, "undoLabel", "");
    private final ReadOnlyStringWrapper redoLabel = new ReadOnlyStringWrapper(this, "redoLabel", "");

    /** Applies {@code edit} to {@code document} and records it; returns the result, or {@code document} if not executable. */
    public T execute(Edit<T> edit, T document) {
        if (document == null || !edit.isExecutable(document)) return document;
        T after = edit.apply(document);
        undo.push(new Entry<>(edit.label(), document, after));
        if (undo.size() > LIMIT) undo.removeLast();
        redo.clear();
        labels();
        return after;
    }

    /** The document before the last edit, or null when there is nothing to undo. */
    public T undo() {
        if (undo.isEmpty()) return null;
        Entry<T> e = undo.pop();
        redo.push(e);
        labels();
        return e.before();
    }

    public T redo() {
        if (redo.isEmpty()) return null;
        Entry<T> e = redo.pop();
        undo.push(e);
        labels();
        return e.after();
    }

    public void clear() {
        undo.clear();
        redo.clear();
        labels();
    }

    private void labels() {
        undoLabel.set(undo.isEmpty() ? "" : "Undo " + undo.peek().label());
        redoLabel.set(redo.isEmpty() ? "" : "Redo " + redo.peek().label());
    }

    /** "Undo Delete step 3", or empty when there is nothing to undo. */
    public ReadOnlyStringProperty undoLabelProperty() { return undoLabel.getReadOnlyProperty(); }

    public ReadOnlyStringProperty redoLabelProperty() { return redoLabel.getReadOnlyProperty(); }
}
