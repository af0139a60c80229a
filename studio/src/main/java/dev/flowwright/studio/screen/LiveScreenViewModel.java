package dev.flowwright.studio.screen;

import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.PictureOrigin;
import dev.flowwright.runtime.screen.Screen;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The live screen: which frame to draw, the element the runtime is deciding about (outlined), the
 * candidates (faintly outlined) and the element selected in the tree. Clicking the picture picks the
 * smallest element under the pointer, which selects it in the tree too (the selection is shared). In
 * teach mode ({@link Pointing}) the candidates the run asks about are outlined and numbered, and a click
 * answers the question with the smallest element under the pointer that can be acted on.
 */
public final class LiveScreenViewModel {
    private final ReadOnlyObjectWrapper<String> frameUrl = new ReadOnlyObjectWrapper<>(this, "frameUrl");
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper(this, "caption", "No screen yet: Record or Step to look at the target.");
    private final ReadOnlyObjectWrapper<Box> target = new ReadOnlyObjectWrapper<>(this, "target");
    private final ReadOnlyObjectWrapper<Box> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final ObservableList<Box> candidates = FXCollections.observableArrayList();
    /** One read-only view, kept: a fresh wrapper per call would drop its listeners when collected. */
    private final ObservableList<Box> candidatesView = FXCollections.unmodifiableObservableList(candidates);
    private final ObjectProperty<String> selectedRef;
    private final Pointing pointing;
    /** Teach mode: the candidates the run asks about, in the question's order (numbered from 1). */
    private final ObservableList<Box> asked = FXCollections.observableArrayList();
    private final ObservableList<Box> askedView = FXCollections.unmodifiableObservableList(asked);
    private Map<String, Box> boxes = Map.of();

    public LiveScreenViewModel(ObjectProperty<String> selectedRef) { this(selectedRef, new Pointing()); }

    public LiveScreenViewModel(ObjectProperty<String> selectedRef, Pointing pointing) {
        this.selectedRef = selectedRef;
        this.pointing = pointing;
        selectedRef.addListener((o, was, ref) -> selected.set(ref == null ? null : boxes.get(ref)));
        pointing.asked().addListener((javafx.collections.ListChangeListener<String>) c -> outlineAsked());
    }

    /** Shows one look: its screenshot (a file, may be null), the target and candidate refs; the picture starts where the bounds do. */
    public void show(Screen screen, Path screenshot, String targetRef, Collection<String> candidateRefs, String title) {
        show(screen, screenshot, PictureOrigin.NONE, targetRef, candidateRefs, title);
    }

    /**
     * Shows one look: its screenshot (a file, may be null) and where that lies in the coordinates of the
     * screen's bounds ({@code origin}: a page's scroll, a window's corner), the target and candidate refs.
     * Every outline is in picture pixels, so it lies over its element at any scroll of the page.
     */
    public void show(Screen screen, Path screenshot, PictureOrigin origin, String targetRef, Collection<String> candidateRefs, String title) {
        showOutlines(boxesOf(screen, origin), screenshot, targetRef, candidateRefs, title);
    }

    /**
     * The outline of every element of {@code screen} that has one, by ref, in the pixels of a picture that lies
     * at {@code origin}: thread-safe, made off the FX thread for a big screen.
     */
    public static Map<String, Box> boxesOf(Screen screen, PictureOrigin origin) {
        Map<String, Box> byRef = new HashMap<>();
        PictureOrigin at = origin == null ? PictureOrigin.NONE : origin;
        if (screen != null) {
            for (Element e : screen.elements()) {
                if (e.bounds() == null || e.bounds().isEmpty()) continue;
                Bounds b = at.inPicture(e.bounds());
                byRef.put(e.ref(), new Box(e.ref(), e.label(), b.x(), b.y(), b.width(), b.height(), !e.actions().isEmpty(), unusable(e)));
            }
        }
        return byRef;
    }

    /** Shows one look whose outlines {@link #boxesOf} made. */
    public void showOutlines(Map<String, Box> byRef, Path screenshot, String targetRef, Collection<String> candidateRefs, String title) {
        boxes = byRef;
        frameUrl.set(screenshot == null ? null : screenshot.toUri().toString());
        caption.set(title == null ? "" : title);
        target.set(targetRef == null ? null : byRef.get(targetRef));
        List<Box> faint = new ArrayList<>();
        for (String ref : candidateRefs) {
            Box b = byRef.get(ref);
            if (b != null && !ref.equals(targetRef)) faint.add(b);
        }
        candidates.setAll(faint);
        String sel = selectedRef.get();
        selected.set(sel == null ? null : byRef.get(sel));
        outlineAsked();
    }

    /** The asked candidates that are on the shown screen, in the question's order. */
    private void outlineAsked() {
        List<Box> out = new ArrayList<>();
        for (String ref : pointing.asked()) {
            Box b = boxes.get(ref);
            if (b != null) out.add(b);
        }
        asked.setAll(out);
    }

    public void clear() {
        show(null, null, null, Set.of(), "No screen yet: Record or Step to look at the target.");
    }

    /** Selects the smallest element whose outline contains the point (screenshot pixels); returns its ref. */
    public String pickAt(double x, double y) {
        Box best = smallestAt(x, y, false);
        if (best != null) selectedRef.set(best.ref());
        return best == null ? null : best.ref();
    }

    /**
     * A click on the picture (screenshot pixels). While the run asks which element is meant, it answers
     * with the smallest element under the pointer that can be acted on (a button's own text is part of
     * the button); one that cannot (a heading, a disabled button) answers nothing and says why in the
     * question bar ({@link Pointing#noticeProperty()}). A covered control does answer: the run says what covers
     * it and asks about that. Otherwise a click only selects. Returns the ref of the element clicked, or null.
     */
    public String clickAt(double x, double y) {
        if (!pointing.activeProperty().get()) return pickAt(x, y);
        Box best = smallestAt(x, y, true);
        if (best == null) best = smallestAt(x, y, false);
        if (best == null) {
            pointing.refuse("Nothing there can answer: click a control on the live screen, or choose one below.");
            return null;
        }
        selectedRef.set(best.ref());
        String why = best.actionable() ? best.unusable() : Pointing.unusable(false, false);
        if (why != null) {
            pointing.refuse(Pointing.cannotAnswer(name(best), why));
            return best.ref();
        }
        pointing.point(best.ref());
        return best.ref();
    }

    /** Why an element that can be acted on still cannot answer a question now, or null: a disabled control cannot be pressed. */
    static String unusable(Element e) {
        return e.actions().isEmpty() ? null : Pointing.unusable(true, e.has(ElementState.DISABLED));
    }

    /** An outline's element by its name, as the question bar says it ({@code Sign me up}); its label when it has none. */
    private static String name(Box b) {
        int q = b.label().indexOf('"');
        return q >= 0 && b.label().endsWith("\"") && b.label().length() > q + 1 ? b.label().substring(q + 1, b.label().length() - 1) : b.label();
    }

    /** The smallest outline containing the point, of the actionable elements only when asked; null when none. */
    Box smallestAt(double x, double y, boolean actionableOnly) {
        Box best = null;
        for (Box b : boxes.values()) {
            if (actionableOnly && !b.actionable()) continue;
            if (b.contains(x, y) && (best == null || b.area() < best.area())) best = b;
        }
        return best;
    }

    public ReadOnlyObjectProperty<String> frameUrlProperty() { return frameUrl.getReadOnlyProperty(); }

    public ReadOnlyStringProperty captionProperty() { return caption.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<Box> targetProperty() { return target.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<Box> selectedProperty() { return selected.getReadOnlyProperty(); }

    public ObservableList<Box> candidates() { return candidatesView; }

    /** Teach mode: the outlines of the candidates the run asks about, numbered from 1 in this order. */
    public ObservableList<Box> asked() { return askedView; }

    /** True while a click on the picture answers the run's question. */
    public javafx.beans.property.ReadOnlyBooleanProperty pointingProperty() { return pointing.activeProperty(); }
}
