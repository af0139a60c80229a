package dev.flowwright.studio.tree;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.studio.screen.Pointing;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * The element tree: every element of the shown screen with role, name, value and states, a filter,
 * and the selection shared with the live screen. Values go through the session's masker (secret
 * facts become {@code ${name}}) and password fields never show their value. In teach mode choosing a
 * row answers the run's "which of these is …?" with that element ({@link Pointing}).
 */
public final class ElementTreeViewModel {
    public static final String MASKED = "••••••";

    private final ObservableList<ElementRow> rows = FXCollections.observableArrayList();
    private final FilteredList<ElementRow> visible = new FilteredList<>(rows);
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final ObjectProperty<String> selectedRef;
    private final UnaryOperator<String> masker;
    private final Pointing pointing;

    public ElementTreeViewModel(ObjectProperty<String> selectedRef, UnaryOperator<String> masker) {
        this(selectedRef, masker, new Pointing());
    }

    public ElementTreeViewModel(ObjectProperty<String> selectedRef, UnaryOperator<String> masker, Pointing pointing) {
        this.selectedRef = selectedRef;
        this.masker = masker;
        this.pointing = pointing;
        filter.addListener((o, was, now) -> applyFilter(now));
    }

    public void show(Screen screen) {
        showRows(rowsOf(screen));
    }

    /** Shows rows made by {@link #rowsOf} (off the FX thread, for a big screen). */
    public void showRows(List<ElementRow> prepared) {
        rows.setAll(prepared);
    }

    /** The rows {@code screen} shows as, masked: thread-safe, so a big screen's rows are made off the FX thread. */
    public List<ElementRow> rowsOf(Screen screen) {
        List<ElementRow> next = new ArrayList<>(screen == null ? 0 : screen.elements().size());
        if (screen != null) for (Element e : screen.elements()) next.add(row(e));
        return next;
    }

    private ElementRow row(Element e) {
        String value = e.value() == null ? "" : isPassword(e) && !e.value().isEmpty() ? MASKED : masker.apply(e.value());
        String states = e.states().stream().map(ElementState::word).sorted().collect(Collectors.joining(", "));
        String name = masker.apply(e.name());
        String haystack = (e.ref() + " " + e.role() + " " + name + " " + value + " " + states).toLowerCase(Locale.ROOT);
        return new ElementRow(e.ref(), e.role(), name, value, states, e.path().size(), haystack,
                dev.flowwright.studio.screen.Pointing.unusable(!e.actions().isEmpty(), e.has(ElementState.DISABLED)));
    }

    /** A field whose value is a password by the page's own account (input type, or the AT-SPI role). */
    static boolean isPassword(Element e) {
        return Secrets.isPasswordField(e.role(), e.hints()) || "password".equalsIgnoreCase(e.hint("inputType"))
                || e.role().equals("password");
    }

    private void applyFilter(String text) {
        String needle = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (needle.isEmpty()) visible.setPredicate(null);
        else {
            String[] words = needle.split("\\s+");
            visible.setPredicate(r -> {
                for (String w : words) if (!r.haystack().contains(w)) return false;
                return true;
            });
        }
    }

    /** Index of the selected row among the visible ones, or -1. */
    public int selectedIndex() {
        String ref = selectedRef.get();
        if (ref == null) return -1;
        for (int i = 0; i < visible.size(); i++) if (visible.get(i).ref().equals(ref)) return i;
        return -1;
    }

    public void select(ElementRow row) { selectedRef.set(row == null ? null : row.ref()); }

    /**
     * A row chosen (clicked, Enter): selects it and, while the run asks which element is meant, answers with
     * it — unless it cannot answer (not a control, disabled), which the question bar then says.
     */
    public boolean choose(ElementRow row) {
        if (row == null) return false;
        select(row);
        if (row.unusable() != null && pointing.activeProperty().get()) {
            pointing.refuse(dev.flowwright.studio.screen.Pointing.cannotAnswer(row.name().isBlank() ? row.role() : row.name(), row.unusable()));
            return false;
        }
        return pointing.point(row.ref());
    }

    /** True while choosing a row answers the run's question. */
    public javafx.beans.property.ReadOnlyBooleanProperty pointingProperty() { return pointing.activeProperty(); }

    public ObservableList<ElementRow> visibleRows() { return visible; }

    public int totalCount() { return rows.size(); }

    public StringProperty filterProperty() { return filter; }

    public ObjectProperty<String> selectedRefProperty() { return selectedRef; }
}
