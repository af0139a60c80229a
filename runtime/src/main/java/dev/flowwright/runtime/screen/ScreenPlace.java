package dev.flowwright.runtime.screen;

import java.util.List;

/**
 * Where an element sits, in words a person finds it by: its nearest named container and which part of
 * the page it is in ("in form "Sign in", top left"). Used when a person is asked which of several
 * candidates is meant (teach mode): look-alikes differ most often by where they are.
 */
public final class ScreenPlace {
    private ScreenPlace() {}

    /** {@code button "Save" — in form "Note", bottom left}: the label, then where it is (when anything is known). */
    public static String line(Element e, Screen screen) {
        String where = of(e, screen);
        return where.isEmpty() ? e.label() : e.label() + " — " + where;
    }

    /** Where {@code e} is: "in <nearest named container>, <part of the page>", or less when less is known. */
    public static String of(Element e, Screen screen) {
        String container = nearestNamed(e.path());
        String part = part(e, screen.elements());
        if (container.isEmpty()) return part;
        return part.isEmpty() ? "in " + container : "in " + container + ", " + part;
    }

    private static String nearestNamed(List<String> path) {
        for (int i = path.size() - 1; i >= 0; i--) if (path.get(i).contains("\"")) return path.get(i);
        return "";
    }

    /** top/middle/bottom and left/centre/right of the area every element of the screen spans. */
    private static String part(Element e, List<Element> all) {
        Bounds b = e.bounds();
        if (b == null || b.isEmpty()) return "";
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (Element o : all) {
            Bounds ob = o.bounds();
            if (ob == null || ob.isEmpty()) continue;
            minX = Math.min(minX, ob.x());
            minY = Math.min(minY, ob.y());
            maxX = Math.max(maxX, ob.x() + ob.width());
            maxY = Math.max(maxY, ob.y() + ob.height());
        }
        // nothing to place it against: every element in one box (a surface that gives no real bounds)
        if (maxX - minX <= b.width() && maxY - minY <= b.height()) return "";
        double fx = (b.centerX() - minX) / (maxX - minX);
        double fy = (b.centerY() - minY) / (maxY - minY);
        String row = fy < 1.0 / 3 ? "top" : fy < 2.0 / 3 ? "middle" : "bottom";
        String column = fx < 1.0 / 3 ? "left" : fx < 2.0 / 3 ? "centre" : "right";
        // the point too: look-alikes side by side share a part of the page
        return String.format(java.util.Locale.ROOT, "%s %s of the page (at %.0f, %.0f)", row, column, b.centerX(), b.centerY());
    }
}
