package dev.flowwright.surfaces.desktop;

import java.util.regex.Pattern;

/**
 * Accessible names as a person would read them. Toolkits fill gaps with their own words: GTK 4.8 names
 * an unlabelled widget after its class ("GtkButton", "AdwGizmo") and repeats a button's label ("4 4").
 */
final class Names {
    private static final Pattern TOOLKIT_CLASS = Pattern.compile("(Gtk|Adw|Gdk|Gsk|Vte|Hdy|Q)[A-Z][A-Za-z0-9]*");
    private static final Pattern CAMEL_WORD = Pattern.compile("[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+");

    private Names() {}

    static String clean(String name, String platformRole) {
        String n = name == null ? "" : name.strip();
        if (TOOLKIT_CLASS.matcher(n).matches()) return "";
        // a bare class-like word on a layout container ("HistoryView") is a widget name, not a label
        if (Roles.isStructure(platformRole) && CAMEL_WORD.matcher(n).matches()) return "";
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
