package dev.flowwright.runtime.screen;

import java.util.List;
import java.util.Optional;

/**
 * One look at an application: the elements in document order plus the static text around them.
 *
 * @param app        application name ("browser" or the desktop app)
 * @param window     window or page title
 * @param url        the page address on the browser, null on the desktop
 * @param surface    what is in front (window, dialog, sheet, …)
 * @param elements   ref-bearing elements in document order
 * @param context    static text lines (headings, paragraphs, labels) in reading order
 * @param unexplored refs of subtrees the look cut short
 */
public record Screen(
        String app,
        String window,
        String url,
        SurfaceKind surface,
        List<Element> elements,
        List<String> context,
        List<String> unexplored) {

    public Screen {
        app = app == null ? "" : app;
        window = window == null ? "" : window;
        surface = surface == null ? SurfaceKind.WINDOW : surface;
        elements = elements == null ? List.of() : List.copyOf(elements);
        context = context == null ? List.of() : List.copyOf(context);
        unexplored = unexplored == null ? List.of() : List.copyOf(unexplored);
    }

    /** A blank screen for an application that could not be read (surface {@code none}). */
    public static Screen blank(String app, String note) {
        return new Screen(app, "", null, SurfaceKind.NONE, List.of(), note == null ? List.of() : List.of(note), List.of());
    }

    public Optional<Element> byRef(String ref) {
        return elements.stream().filter(e -> e.ref().equals(ref)).findFirst();
    }
}
