package dev.flowwright.runtime.surface;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import java.util.List;
import java.util.Optional;

/**
 * What every backend (browser, desktop, the test simulator) implements. Elements passed in come from
 * the most recent {@link #look()}; a surface maps their refs back to live handles and reports
 * {@link SurfaceError#STALE_REF} for one it no longer knows. Every method fails with a
 * {@link SurfaceException}; none returns a fake success.
 *
 * <p>Key combos are written in macOS spelling ({@code cmd+n}, {@code return}, {@code escape}); each
 * surface translates them (cmd → ctrl off macOS on the desktop, Meta/Control on the browser).
 */
public interface Surface extends AutoCloseable {

    /** "browser" or "desktop" (or "sim"), for reports and shortcut rules. */
    String kind();

    /** Read the application as it is now. Refs are minted fresh on every look. */
    Screen look();

    /** Click / press / activate the element. Covered targets fail with NOT_ACTIONABLE. */
    void press(Element target);

    /** Replace the field's value through the accessibility API (or fill on the browser). */
    void setValue(Element target, String text);

    /** Focus the field and type the text at the caret. */
    void type(Element target, String text);

    /** Read the field's current value; empty when it cannot be read at all. */
    Optional<String> readValue(Element target);

    /** Paste through the clipboard (restoring it): after select-all when {@code replace}, else at the caret. */
    void paste(Element target, String text, boolean replace);

    /** Press a key combo in macOS spelling: {@code return}, {@code escape}, {@code cmd+n}, {@code tab}. */
    void keyCombo(String combo);

    /** Scroll the element (or the page when {@code target} is null). */
    void scroll(Element target, ScrollDirection direction);

    /** Expand a collapsed element (a combo box, a tree item, a disclosure). */
    void expand(Element target);

    /** Choose an option of a select-like element by its visible text. */
    void select(Element target, String option);

    /** Wait until the application holds still after an action. */
    void settle(SettleKind kind);

    /** Wait up to {@code millis} for anything on screen to change; true if it changed. */
    boolean awaitChange(long millis);

    /**
     * Read a subtree the last look cut short ({@link dev.flowwright.runtime.screen.Screen#unexplored()}): its
     * elements, with refs valid until the next look. The enter step explores when a look shows fewer fields than it
     * has slots (docs/step-kinds.md#enter). By default a surface cuts nothing short, so there is nothing more.
     */
    default java.util.List<Element> explore(String ref) { return java.util.List.of(); }

    /**
     * Bring the cell at {@code address} ("Z200") of the table a look cut short ({@code ref}, from
     * {@link dev.flowwright.runtime.screen.Screen#unexplored()}) into view, as a person scrolls to it: true when the
     * table moved there (the next look shows it), false where the surface cannot.
     */
    default boolean reveal(String ref, String address) { return false; }

    /** Press an empty layer where nothing pressable lies beneath it, as a person clicks outside a popup. */
    default void dismissCover() {
        throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, kind() + " cannot dismiss a cover");
    }

    /** Open an address (browser) and wait for it to load; callers that decide on the page settle after it. */
    default void navigate(String url) {
        throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, kind() + " cannot open an address");
    }

    /** Go back one page (browser). */
    default void back() {
        throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, kind() + " cannot go back");
    }

    /** Start (or bring forward) a desktop application by name. */
    default void launch(String app) {
        throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, kind() + " cannot launch applications");
    }

    /** A PNG of the page or window, for the journal and the studio; empty when none can be taken. */
    byte[] screenshot();

    /**
     * A PNG with the given elements (of the latest look) painted over, for pictures of a screen that shows
     * a secret. A surface that cannot paint them out gives no picture at all: it fails closed.
     */
    default byte[] screenshot(List<Element> hide) {
        return hide == null || hide.isEmpty() ? screenshot() : new byte[0];
    }

    /**
     * {@link #screenshot(List)}, and also every run of text on screen that {@code showsSecret} accepts
     * (a review line echoing a card number) painted over. A surface whose text is all in its elements (the
     * desktop: labels are elements) paints only the elements.
     */
    default byte[] screenshot(List<Element> hide, java.util.function.Predicate<String> showsSecret) {
        return screenshot(hide);
    }

    /**
     * {@link #screenshot(List, java.util.function.Predicate)} with where the picture lies in the coordinates
     * of the look's element bounds (a page's scroll, a window's corner), so what shows it can outline an
     * element where the picture shows it. By default the picture starts where the bounds do.
     */
    default Picture picture(List<Element> hide, java.util.function.Predicate<String> showsSecret) {
        return new Picture(screenshot(hide, showsSecret), dev.flowwright.runtime.screen.PictureOrigin.NONE);
    }

    /**
     * The picture {@link #picture(List, java.util.function.Predicate)} takes, taken after what the surface is
     * doing now and before anything asked of it later, without waiting for it: a run's journal has its looks'
     * pictures taken while the run asks its decider (docs/journal.md). A surface with no thread of its own takes it now.
     */
    default java.util.concurrent.CompletableFuture<Picture> pictureSoon(List<Element> hide, java.util.function.Predicate<String> showsSecret) {
        try {
            return java.util.concurrent.CompletableFuture.completedFuture(picture(hide, showsSecret));
        } catch (RuntimeException e) {
            return java.util.concurrent.CompletableFuture.failedFuture(e);
        }
    }

    /**
     * True once the surface went away under the run ({@link SurfaceGone}: the browser closed, the application
     * or the accessibility bus is gone): the command says so in one line and tries nothing more on it.
     */
    default boolean isGone() { return false; }

    @Override
    default void close() {}
}
