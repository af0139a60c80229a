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

import java.time.Duration;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * The handoff dialog's state: why the run needs a person, the screen, a masked value field and a
 * countdown. Exactly one reply goes back per request. The typed value leaves through the reply as a
 * secret fact and is cleared from here at once, so nothing in the studio can show it again.
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
    private final BooleanBinding canSupply;
    private Consumer<PersonReply> answer;
    private Instant deadline;

    public HandoffViewModel() {
        canSupply = Bindings.createBooleanBinding(
                () -> open.get() && !field.get().isEmpty() && value.get() != null && !value.get().isEmpty(), open, field, value);
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

    /** "None of these": the run's step stops cleanly. */
    public void noneOfThese() {
        if (choices.isEmpty()) return;
        reply(PersonReply.noneOfThese());
    }

    /** The candidates of a "which of these is …?" handoff (read only for the dialog). */
    public javafx.collections.ObservableList<String> choices() { return javafx.collections.FXCollections.unmodifiableObservableList(choices); }

    public void cancel() { reply(PersonReply.cancel()); }

    private void reply(PersonReply r) {
        Consumer<PersonReply> a = answer;
        answer = null;
        value.set("");
        choices.clear();
        open.set(false);
        if (a != null) a.accept(r);
    }

    public ReadOnlyBooleanProperty openProperty() { return open.getReadOnlyProperty(); }

    public ReadOnlyStringProperty reasonProperty() { return reason.getReadOnlyProperty(); }

    public ReadOnlyStringProperty fieldProperty() { return field.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<String> screenshotUrlProperty() { return screenshotUrl.getReadOnlyProperty(); }

    public ReadOnlyIntegerProperty secondsLeftProperty() { return secondsLeft.getReadOnlyProperty(); }

    /** Bound to the masked field only; cleared on every reply. */
    public StringProperty valueProperty() { return value; }

    public BooleanBinding canSupplyProperty() { return canSupply; }
}
