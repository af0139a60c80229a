package dev.flowwright.studio.handoff;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import dev.flowwright.studio.screen.Pointing;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * The handoff dialog's state: why the run needs a person, the screen, a masked value field and a
 * countdown. Exactly one reply goes back per request. The typed value leaves through the reply as a
 * secret fact and is cleared from here at once, so nothing in the studio can show it again.
 *
 * <p>Teach mode: a "which of these is …?" whose candidates are elements of the screen ({@link
 * PersonRequest#canPoint()}) is asked in the main window instead of the modal dialog ({@link #pointingProperty()}),
 * so the author can answer by pointing at an element on the live screen or in the tree ({@link Pointing}),
 * by picking a listed candidate, or with "none of these"; the same countdown bounds it.
 */
public final class HandoffViewModel {
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(this, "open");
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper(this, "reason", "");
    private final ReadOnlyStringWrapper field = new ReadOnlyStringWrapper(this, "field", "");
    private final ReadOnlyObjectWrapper<String> screenshotUrl = new ReadOnlyObjectWrapper<>(this, "screenshotUrl");
    private final ReadOnlyIntegerWrapper secondsLeft = new ReadOnlyIntegerWrapper(this, "secondsLeft");
    private final StringProperty value = new SimpleStringProperty(this, "value", "");
    /** "Which of these is …?": the candidates (masked by the run), empty for every other handoff. */
    private final javafx.collections.ObservableList<String> choices = javafx.collections.FXCollections.observableArrayList();
    /** One read-only view, kept: a fresh wrapper per call would drop its listeners when collected. */
    private final javafx.collections.ObservableList<String> choicesView = javafx.collections.FXCollections.unmodifiableObservableList(choices);
    private final ReadOnlyBooleanWrapper pointing = new ReadOnlyBooleanWrapper(this, "pointing");
    /** What covers the page while the question waits ({@code the dialog "…"}), empty when nothing does. */
    private final ReadOnlyStringWrapper cover = new ReadOnlyStringWrapper(this, "cover", "");
    private final BooleanBinding canSupply;
    private final BooleanBinding inDialog;
    private final Pointing pointer;
    private Consumer<PersonReply> answer;
    private Instant deadline;

    public HandoffViewModel() { this(new Pointing()); }

    /** @param pointer shared with the live screen and the element tree: where an author's pointing comes from */
    public HandoffViewModel(Pointing pointer) {
        this.pointer = pointer;
        canSupply = Bindings.createBooleanBinding(
                () -> open.get() && !field.get().isEmpty() && value.get() != null && !value.get().isEmpty(), open, field, value);
        inDialog = open.and(pointing.not());
    }

    /** Opens the dialog for one request; {@code answer} receives exactly one reply. */
    public void open(PersonRequest request, Consumer<PersonReply> answer, Instant now) {
        if (this.answer != null) reply(PersonReply.cancel());
        this.answer = answer;
        this.deadline = now.plus(request.timeout());
        reason.set(request.reason() == null ? "" : request.reason());
        field.set(request.wantsValue() ? request.field() : "");
        choices.setAll(request.choices());
        screenshotUrl.set(request.screenshot() == null ? null : request.screenshot().toUri().toString());
        value.set("");
        secondsLeft.set(secondsUntil(now));
        pointing.set(request.canPoint());
        cover.set(request.hasCover() ? request.cover() : "");
        if (request.canPoint()) pointer.start(request.refs(), this::point);
        open.set(true);
    }

    /** Advances the countdown; at zero the run is told nobody answered in time. */
    public void tick(Instant now) {
        if (!open.get()) return;
        int left = secondsUntil(now);
        secondsLeft.set(left);
        if (left <= 0) reply(PersonReply.timeout());
    }

    private int secondsUntil(Instant now) {
        long ms = Duration.between(now, deadline).toMillis();
        return (int) Math.max(0, (ms + 999) / 1000);
    }

    public void supplyValue() {
        if (!canSupply.get()) return;
        reply(PersonReply.value(value.get()));
    }

    public void resumeAfterActing() { reply(PersonReply.acted()); }

    /** "This one": the {@code index}-th candidate (from 0); ignored when it is not one of them. */
    public void pick(int index) {
        if (index < 0 || index >= choices.size()) return;
        reply(PersonReply.picked(index));
    }

    /**
     * Teach mode: the author pointed at the element {@code ref} (on the live screen, in the tree). The run
     * still puts it through every check a press goes through; ignored unless the question allows pointing.
     */
    public void point(String ref) {
        if (!pointing.get() || ref == null || ref.isBlank()) return;
        reply(PersonReply.pointed(ref));
    }

    /** "Answer what covers the page first": the run asks which of its controls; ignored when nothing covers it. */
    public void answerCover() {
        if (cover.get().isEmpty()) return;
        reply(PersonReply.answerCover());
    }

    /** "None of these": the run's step stops cleanly. */
    public void noneOfThese() {
        if (choices.isEmpty()) return;
        reply(PersonReply.noneOfThese());
    }

    /** The candidates of a "which of these is …?" handoff (read only for the dialog). */
    public javafx.collections.ObservableList<String> choices() { return choicesView; }

    public void cancel() { reply(PersonReply.cancel()); }

    private void reply(PersonReply r) {
        Consumer<PersonReply> a = answer;
        answer = null;
        value.set("");
        choices.clear();
        cover.set("");
        pointer.stop();
        open.set(false); // before pointing ends: the dialog must not flash up for a question answered in the window
        pointing.set(false);
        if (a != null) a.accept(r);
    }

    public ReadOnlyBooleanProperty openProperty() { return open.getReadOnlyProperty(); }

    /** True while a "which of these is …?" waits for the author to point, pick or say none, in the main window. */
    public ReadOnlyBooleanProperty pointingProperty() { return pointing.getReadOnlyProperty(); }

    /** True while the modal dialog is the place to answer (every handoff but one answered by pointing). */
    public BooleanBinding inDialogProperty() { return inDialog; }

    public ReadOnlyStringProperty reasonProperty() { return reason.getReadOnlyProperty(); }

    /** What covers the page while a "which of these is …?" waits, for "Answer … first"; empty when nothing does. */
    public ReadOnlyStringProperty coverProperty() { return cover.getReadOnlyProperty(); }

    /**
     * Why the author's click on the live screen or in the tree answered nothing ("\"Storm season\" cannot
     * answer: it is not a control …"), said in the question bar; empty otherwise.
     */
    public ReadOnlyStringProperty noticeProperty() { return pointer.noticeProperty(); }

    public ReadOnlyStringProperty fieldProperty() { return field.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<String> screenshotUrlProperty() { return screenshotUrl.getReadOnlyProperty(); }

    public ReadOnlyIntegerProperty secondsLeftProperty() { return secondsLeft.getReadOnlyProperty(); }

    /** Bound to the masked field only; cleared on every reply. */
    public StringProperty valueProperty() { return value; }

    public BooleanBinding canSupplyProperty() { return canSupply; }
}
