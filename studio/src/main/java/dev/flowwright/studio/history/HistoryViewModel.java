package dev.flowwright.studio.history;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.HashMap;
import java.util.Map;

/**
 * The step history: steps with their outcomes and, inside each, its turns (look → judge → move and
 * the change note). Choosing a turn sets {@link #selectedTurnProperty()}; the session answers by
 * showing that turn's screen, tree and ballot (time travel).
 */
public final class HistoryViewModel {
    private final ObservableList<HistoryRow> rows = FXCollections.observableArrayList();
    /** One read-only view, kept: a fresh wrapper per call would drop its listeners when collected. */
    private final ObservableList<HistoryRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final Map<String, Integer> index = new HashMap<>();
    private final ObjectProperty<String> selectedTurn = new SimpleObjectProperty<>(this, "selectedTurn");
    private final ReadOnlyBooleanWrapper live = new ReadOnlyBooleanWrapper(this, "live", true);

    public void stepStarted(String path, String kind, String text) {
        put(new HistoryRow(path, false, depthOf(path), path + "  " + kind, text == null ? "" : text, "running"));
    }

    public void stepEnded(String path, String kind, String text, String outcome, String note) {
        String detail = (text == null ? "" : text) + (note == null || note.isBlank() ? "" : " — " + note);
        put(new HistoryRow(path, false, depthOf(path), path + "  " + kind, detail, outcome == null ? "done" : outcome));
    }

    /**
     * A turn as it stands: {@code judged} is the verdict, {@code moved} the move, {@code change} the
     * change note; {@code failed} marks a turn whose move failed.
     */
    public void turn(String key, String stepPath, int turn, String judged, String moved, String change, String summary, boolean failed) {
        StringBuilder detail = new StringBuilder("look");
        if (!judged.isBlank()) detail.append(" → judge: ").append(judged);
        if (!moved.isBlank()) detail.append(" → move: ").append(moved);
        if (!change.isBlank()) detail.append("  · change: ").append(change);
        if (!summary.isBlank()) detail.append("  · ").append(summary);
        put(new HistoryRow(key, true, depthOf(stepPath) + 1, "turn " + turn, detail.toString(), failed ? "failed" : "ok"));
    }

    /** A note outside any turn (a handoff, the end of the run). */
    public void note(String key, String title, String detail, String outcome) {
        put(new HistoryRow(key, false, 0, title, detail, outcome));
    }

    public void clear() {
        rows.clear();
        index.clear();
        followLive();
    }

    private void put(HistoryRow row) {
        Integer at = index.get(row.key());
        if (at == null) {
            index.put(row.key(), rows.size());
            rows.add(row);
        } else {
            rows.set(at, row);
        }
    }

    private static int depthOf(String path) {
        if (path == null || path.isEmpty()) return 0;
        return (int) path.chars().filter(c -> c == '.').count();
    }

    /** Chooses a row: a turn row travels to that turn, a step row to its last turn so far. */
    public void choose(HistoryRow row) {
        if (row == null) return;
        if (row.isTurn()) {
            live.set(false);
            selectedTurn.set(row.key());
            return;
        }
        String last = null;
        for (HistoryRow r : rows) if (r.isTurn() && r.key().startsWith(row.key() + "#")) last = r.key();
        if (last != null) {
            live.set(false);
            selectedTurn.set(last);
        }
    }

    /** Back to following the run as it goes: the panels show the newest turn again. */
    public void followLive() {
        selectedTurn.set(null);
        live.set(true);
    }

    /** True while the panels follow the run; false while a past turn is shown. */
    public ReadOnlyBooleanProperty liveProperty() { return live.getReadOnlyProperty(); }

    public ObservableList<HistoryRow> rows() { return rowsView; }

    public ObjectProperty<String> selectedTurnProperty() { return selectedTurn; }
}
