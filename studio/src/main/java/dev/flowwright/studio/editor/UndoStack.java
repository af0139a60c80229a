package dev.flowwright.studio.editor;

import dev.flowwright.runtime.flow.Flow;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Undo and redo over flow edits. Each entry keeps the flow before and after (flows are immutable, so
 * this is cheap); labels read "Undo Delete step 3". At most {@link #LIMIT} entries, like Scene Builder.
 */
public final class UndoStack {
    public static final int LIMIT = 50;

    private record Entry(String label, Flow before, Flow after) {}

    private final Deque<Entry> undo = new ArrayDeque<>();
    private final Deque<Entry> redo = new ArrayDeque<>();
    private final ReadOnlyStringWrapper undoLabel = new ReadOnlyStringWrapper(this, "undoLabel", "");
    private final ReadOnlyStringWrapper redoLabel = new ReadOnlyStringWrapper(this, "redoLabel", "");

    /** Applies {@code edit} to {@code flow} and records it; returns the new flow, or {@code flow} if not executable. */
    public Flow execute(FlowEdit edit, Flow flow) {
        if (flow == null || !edit.isExecutable(flow)) return flow;
        Flow after = edit.apply(flow);
        undo.push(new Entry(edit.label(), flow, after));
        if (undo.size() > LIMIT) undo.removeLast();
        redo.clear();
        labels();
        return after;
    }

    /** The flow before the last edit, or null when there is nothing to undo. */
    public Flow undo() {
        if (undo.isEmpty()) return null;
        Entry e = undo.pop();
        redo.push(e);
        labels();
        return e.before();
    }

    public Flow redo() {
        if (redo.isEmpty()) return null;
        Entry e = redo.pop();
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
