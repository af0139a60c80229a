package dev.flowwright.studio.screen;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.function.Consumer;

/**
 * Teach mode's "point at it" (issue #15): while a run asks which element is meant, a click on the live
 * screen or choosing a row of the element tree answers with that element's ref. Shared by the screen,
 * the tree and the handoff like the selection is; exactly one answer goes out per question.
 */
public final class Pointing {
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(this, "active");
    private final ObservableList<String> asked = FXCollections.observableArrayList();
    private final ObservableList<String> askedView = FXCollections.unmodifiableObservableList(asked);
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private Consumer<String> answer;

    /** Starts asking: {@code refs} are the candidates in the order the question numbers them; {@code answer} gets the first ref pointed at. */
    public void start(List<String> refs, Consumer<String> answer) {
        this.answer = answer;
        asked.setAll(refs);
        notice.set("");
        active.set(true);
    }

    /** Stops asking (answered some other way, timed out, cancelled); pointing then answers nothing. */
    public void stop() {
        answer = null;
        asked.clear();
        notice.set("");
        active.set(false);
    }

    /**
     * The author pointed at something that cannot answer (a heading, a disabled button): nothing is sent,
     * and {@code why} is said where the question is asked. Ignored while nothing is asked.
     */
    public void refuse(String why) {
        if (answer != null) notice.set(why == null ? "" : why);
    }

    /** What the question bar says when the author pointed at {@code name}, which cannot answer because {@code why}. */
    public static String cannotAnswer(String name, String why) {
        return "\"" + name + "\" cannot answer: " + why + ". Click a control, or choose one below.";
    }

    /** Why an element that cannot be acted on, or cannot be now, is no answer (null when it can be one). */
    public static String unusable(boolean actionable, boolean disabled) {
        if (!actionable) return "it is not a control, so it cannot be pressed";
        return disabled ? "it is disabled" : null;
    }

    /** Why the author's last pointing answered nothing, or empty: said in the question bar. */
    public ReadOnlyStringProperty noticeProperty() { return notice.getReadOnlyProperty(); }

    /** Answers the question with {@code ref}; false (and nothing sent) when nothing is asked or there is no element. */
    public boolean point(String ref) {
        Consumer<String> a = answer;
        if (a == null || ref == null) return false;
        stop();
        a.accept(ref);
        return true;
    }

    /** True while a run waits for the author to point at an element. */
    public ReadOnlyBooleanProperty activeProperty() { return active.getReadOnlyProperty(); }

    /** The candidates' refs, numbered from 1 in this order; empty when nothing is asked. */
    public ObservableList<String> asked() { return askedView; }
}
