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

    /** Roles of an item that lives inside a list, menu or tree rather than being a control of its own. */
    public static final java.util.Set<String> ITEM_ROLES = java.util.Set.of("option", "menuitem", "treeitem", "list item");

    /**
     * The list an item sits in: the control its path ends in ({@code combobox "Country"}), or the one whose
     * index path starts the item's own. Empty for an element that is not an item, or whose list is not here.
     */
    public Optional<Element> listOf(Element item) {
        if (!ITEM_ROLES.contains(item.role())) return Optional.empty();
        String container = item.path().isEmpty() ? null : item.path().get(item.path().size() - 1);
        String own = item.hint("indexPath");
        Element best = null;
        for (Element e : elements) {
            if (ITEM_ROLES.contains(e.role())) continue;
            String ip = e.hint("indexPath");
            boolean encloses = own != null && ip != null && own.startsWith(ip + "/");
            boolean named = container != null && container.equals(e.label());
            if ((encloses || named) && (best == null || encloses)) best = e;
        }
        return Optional.ofNullable(best);
    }
}
