package dev.flowwright.surfaces.desktop;

import java.util.Map;
import java.util.Set;

/**
 * Platform role names ("push button", "text", "page tab") in the ARIA-like words the runtime uses
 * ("button", "textbox", "tab"), and which roles are controls, fields or plain text.
 */
final class Roles {
    private static final Map<String, String> ARIA = Map.ofEntries(
            Map.entry("push button", "button"), Map.entry("toggle button", "button"), Map.entry("button", "button"),
            Map.entry("check box", "checkbox"), Map.entry("radio button", "radio"), Map.entry("combo box", "combobox"),
            Map.entry("text", "textbox"), Map.entry("entry", "textbox"), Map.entry("password text", "textbox"),
            Map.entry("spin button", "spinbutton"), Map.entry("slider", "slider"),
            Map.entry("menu item", "menuitem"), Map.entry("check menu item", "menuitemcheckbox"),
            Map.entry("radio menu item", "menuitemradio"), Map.entry("menu", "menu"), Map.entry("menu bar", "menubar"),
            Map.entry("page tab", "tab"), Map.entry("page tab list", "tablist"), Map.entry("list", "list"),
            Map.entry("list box", "listbox"), Map.entry("list item", "listitem"), Map.entry("table", "table"),
            Map.entry("table cell", "cell"), Map.entry("table row", "row"), Map.entry("tree", "tree"),
            Map.entry("tree table", "treegrid"), Map.entry("tree item", "treeitem"), Map.entry("link", "link"),
            Map.entry("label", "text"), Map.entry("static", "text"), Map.entry("heading", "heading"),
            Map.entry("paragraph", "paragraph"), Map.entry("dialog", "dialog"), Map.entry("file chooser", "dialog"),
            Map.entry("alert", "alertdialog"), Map.entry("frame", "window"), Map.entry("window", "window"),
            Map.entry("scroll bar", "scrollbar"), Map.entry("progress bar", "progressbar"), Map.entry("image", "img"),
            Map.entry("icon", "img"), Map.entry("tool bar", "toolbar"), Map.entry("status bar", "status"),
            Map.entry("panel", "group"), Map.entry("filler", "generic"), Map.entry("scroll pane", "group"),
            Map.entry("document frame", "document"), Map.entry("document text", "document"),
            Map.entry("document web", "document"), Map.entry("terminal", "terminal"), Map.entry("separator", "separator"),
            Map.entry("switch", "switch"), Map.entry("tool tip", "tooltip"), Map.entry("notification", "alert"));

    /** Roles that are controls a person presses, even when the toolkit offers no named action. */
    private static final Set<String> CONTROLS = Set.of("push button", "toggle button", "button", "check box",
            "radio button", "combo box", "menu item", "check menu item", "radio menu item", "page tab", "link",
            "list item", "table cell", "tree item", "switch", "spin button", "slider");
    /**
     * Roles whose value interface holds a value a person reads or sets: LibreOffice puts a value interface
     * (always 0) on every toolbar button, which is no value of theirs.
     */
    private static final Set<String> VALUE_ROLES = Set.of("slider", "spin button", "scroll bar", "progress bar", "level bar",
            "dial", "meter", "value");

    /** Value roles a person sets (a slider, a spin button), not ones that only report (a scroll bar, a progress bar). */
    static boolean settable(String platformRole) {
        return Set.of("slider", "spin button", "dial").contains(platformRole);
    }

    /** Whether the element's value interface means something for its role. */
    static boolean holdsValue(String platformRole) { return VALUE_ROLES.contains(platformRole); }

    private static final Set<String> FIELDS = Set.of("text", "entry", "password text", "spin button", "terminal");
    private static final Set<String> TEXT = Set.of("label", "static", "heading", "paragraph", "caption");
    /** Containers whose name (when they have one) tells where an element sits. */
    private static final Set<String> STRUCTURE = Set.of("list", "list box", "menu", "menu bar", "page tab list",
            "table", "tree", "tree table", "tool bar", "panel", "filler", "scroll pane", "section", "form", "grouping");

    private Roles() {}

    static String aria(String platformRole) {
        String mapped = ARIA.get(platformRole);
        return mapped != null ? mapped : platformRole.replace(' ', '-');
    }

    static boolean isControl(String platformRole) { return CONTROLS.contains(platformRole); }

    static boolean isField(String platformRole) { return FIELDS.contains(platformRole); }

    static boolean isText(String platformRole) { return TEXT.contains(platformRole); }

    static boolean isStructure(String platformRole) { return STRUCTURE.contains(platformRole); }

    static boolean isRepeatedItem(String platformRole) {
        return platformRole.equals("list item") || platformRole.equals("table row") || platformRole.equals("tree item");
    }
}
