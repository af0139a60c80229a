package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.Node;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Accessible names as a person would read them. Toolkits fill gaps with their own words: GTK 4.8 names
 * an unlabelled widget after its class ("GtkButton", "AdwGizmo") and repeats a button's label ("4 4").
 */
final class Names {
    private static final Pattern TOOLKIT_CLASS = Pattern.compile("(Gtk|Adw|Gdk|Gsk|Vte|Hdy|Q)[A-Z][A-Za-z0-9]*");
    private static final Pattern CAMEL_WORD = Pattern.compile("[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+");

    private Names() {}

    /** The name GTK 4 gives every notebook tab; the tab's own label says which it is. */
    static final String GENERIC_TAB = "Tab";

    /**
     * What an unlabelled GTK widget is, from the class name the toolkit put in its name: AT-SPI calls a
     * GtkSwitch a check box and a GtkDropDown a button, a person calls them a switch and a drop-down.
     */
    private static final Map<String, String> CLASS_ROLES = Map.of(
            "GtkSwitch", "switch", "GtkScale", "slider", "GtkSpinButton", "spinbutton", "GtkDropDown", "combobox",
            "GtkComboBox", "combobox", "GtkComboBoxText", "combobox", "GtkLinkButton", "link", "GtkColorButton", "button",
            "GtkFontButton", "button", "GtkMenuButton", "button");

    /** The role a toolkit class name says the widget has, when the name is such a class. */
    static Optional<String> classRole(String rawName) {
        return Optional.ofNullable(rawName == null ? null : CLASS_ROLES.get(rawName.strip()));
    }

    /** The first text a person sees inside a control (a tab's label), if any. */
    static Optional<String> shownText(Node control) {
        for (Node child : control.children()) {
            String own = clean(child.name(), child.role());
            if (Roles.isText(child.role()) && !own.isEmpty()) return Optional.of(own);
            Optional<String> deeper = shownText(child);
            if (deeper.isPresent()) return deeper;
        }
        return Optional.empty();
    }

    /** A mnemonic's underscore at the start of a word ("Page _1", "_Save"): not part of what a person reads. */
    private static final Pattern MNEMONIC = Pattern.compile("(^|\\s)_(?=[\\p{L}\\p{N}])");

    static String clean(String name, String platformRole) {
        String n = name == null ? "" : name.strip();
        // (the patterns run only where they can match: a look names hundreds of cells and controls)
        int underscore = n.indexOf('_');
        if (underscore >= 0 && underscore == n.lastIndexOf('_')) n = MNEMONIC.matcher(n).replaceFirst("$1");
        boolean capital = !n.isEmpty() && Character.isUpperCase(n.charAt(0)) && n.indexOf(' ') < 0;
        if (capital && TOOLKIT_CLASS.matcher(n).matches()) return "";
        // a bare class-like word on a layout container ("HistoryView") is a widget name, not a label
        if (capital && Roles.isStructure(platformRole) && CAMEL_WORD.matcher(n).matches()) return "";
        return halved(n);
    }

    /** "4 4" → "4", "mod mod" → "mod": a label said twice, once by the button and once by its child. */
    private static String halved(String n) {
        int mid = n.length() / 2;
        if (n.length() >= 3 && n.length() % 2 == 1 && n.charAt(mid) == ' ') {
            String left = n.substring(0, mid);
            if (left.equals(n.substring(mid + 1))) return left;
        }
        return n;
    }
}
