package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.Rect;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One look at a desktop application: its front window read into a {@link Screen}, with the refs minted
 * for this look mapped back to the nodes they name. Controls, fields and value holders become elements;
 * plain labels become context lines (unless they only repeat an element's own name).
 */
final class Look {
    /** Action names that mean "press this", in the order they are preferred. */
    /** Roles of a menu's entries: left out of a look while off the window (their menu is shut). */
    static final Set<String> SHUT_MENU_ROLES = Set.of("menu item", "check menu item", "radio menu item", "menu", "tearoff menu item");
    /** The description an unlabelled multi-line text area gets: an editor's document (mousepad, gedit). */
    static final String DOCUMENT = "document";
    static final List<String> PRESS_ACTIONS = List.of("click", "press", "activate", "toggle", "jump", "open", "select", "showmenu");

    /** Whether an action name means "press this" (Qt names them "Press", "Toggle", "ShowMenu"). */
    static boolean isPress(String action) {
        return PRESS_ACTIONS.contains(lower(action));
    }

    final Screen screen;
    final Node window;
    private final Map<String, Node> nodes;
    private final int windowCount;

    private Look(Screen screen, Node window, Map<String, Node> nodes, int windowCount) {
        this.screen = screen;
        this.window = window;
        this.nodes = nodes;
        this.windowCount = windowCount;
    }

    Node node(String ref) { return nodes.get(ref); }

    /** Reads {@code window} (the front one of {@code windowCount}) into a screen. */
    static Look of(String app, Node window, int windowCount) {
        Builder b = new Builder(window, windowCount);
        b.walk(window, new ArrayList<>(), false);
        String title = Names.clean(window.name(), window.role());
        Screen screen = new Screen(app, title, null, kindOf(window, windowCount), b.elements, b.context, b.unexplored);
        return new Look(screen, window, b.nodes, windowCount);
    }

    /** Refs of large tables the look read only in part ({@link Screen#unexplored()}): not elements, nothing to act on. */
    static final String GRID_REF = "grid";

    /**
     * This look with the table {@code ref} names read again as {@code whole} (every visible cell): the elements this
     * look had keep their refs, the new ones (cells it had left out) get refs after the last, and the table is no
     * longer unexplored. Empty when {@code ref} names no table of this look.
     */
    java.util.Optional<Look> explored(String ref, Node whole) {
        Node table = nodes.get(ref);
        if (table == null || window == null || !ref.startsWith(GRID_REF)) return java.util.Optional.empty();
        Node window2 = replaced(window, table.path(), whole);
        Look fresh = of(screen.app(), window2, windowCount);
        Map<dev.flowwright.bridge.NodePath, String> oldRefs = new HashMap<>();
        for (Map.Entry<String, Node> e : nodes.entrySet())
            if (!e.getKey().startsWith(GRID_REF)) oldRefs.put(e.getValue().path(), e.getKey());
        int next = screen.elements().size() + 1;
        List<Element> elements = new ArrayList<>(screen.elements());
        // the table keeps its ref (a cell past what shows is brought into view through it), no longer unexplored
        Map<String, Node> map = new HashMap<>(nodes);
        for (Element e : fresh.screen.elements()) {
            Node n = fresh.nodes.get(e.ref());
            if (oldRefs.containsKey(n.path())) continue;
            String newRef = "e" + next++;
            elements.add(new Element(newRef, e.role(), e.name(), e.description(), e.value(), e.states(), e.actions(), e.bounds(), e.path(), e.hints()));
            map.put(newRef, n);
        }
        List<String> unexplored = new ArrayList<>(screen.unexplored());
        unexplored.remove(ref);
        Screen s2 = new Screen(screen.app(), screen.window(), screen.url(), screen.surface(), elements, screen.context(), unexplored);
        return java.util.Optional.of(new Look(s2, window2, map, windowCount));
    }

    /** {@code tree} with the node at {@code path} replaced by {@code by}. */
    private static Node replaced(Node tree, dev.flowwright.bridge.NodePath path, Node by) {
        if (tree.path().equals(path)) return by;
        if (!tree.path().isAncestorOf(path)) return tree;
        List<Node> children = new ArrayList<>(tree.children().size());
        for (Node c : tree.children()) children.add(replaced(c, path, by));
        return tree.withChildren(children);
    }

    static Look blank(String app, String note) {
        return new Look(Screen.blank(app, note), null, Map.of(), 0);
    }

    static SurfaceKind kindOf(Node window, int windowCount) {
        return switch (window.role()) {
            case "alert" -> SurfaceKind.ALERT;
            case "dialog", "file chooser", "color chooser", "font chooser" -> SurfaceKind.DIALOG;
            default -> window.has("modal") && windowCount > 1 ? SurfaceKind.DIALOG : SurfaceKind.WINDOW;
        };
    }

    /** Roles of a word processor's page, whose paragraphs are its text (LibreOffice Writer: "document text"). */
    static final Set<String> DOCUMENT_ROLES = Set.of("document text");

    static boolean isDocument(Node n) {
        return DOCUMENT_ROLES.contains(n.role());
    }

    /** A value the element's role gives meaning to (a slider's position, not a toolbar button's constant 0). */
    static boolean hasValue(Node n) {
        return n.value() != null && Roles.holdsValue(n.role());
    }

    /**
     * A display inside the window: a frame with no children whose name is the text it shows (KCalc's
     * result display is a frame named "4736", described "Result Display"). A person reads it as a value.
     */
    static boolean isDisplay(Node n) {
        return n.role().equals("frame") && n.path().depth() > 1 && n.childCount() == 0 && !n.name().isBlank();
    }

    /** Does this node stand for something a person can act on or read a value from? */
    static boolean isElement(Node n) {
        if (isDisplay(n)) return true;
        if (Roles.isText(n.role()) && !n.editable()) return false;
        if (n.role().equals("separator")) return false; // LibreOffice gives its toolbar separators a press action
        return n.editable() || hasValue(n) || Roles.isControl(n.role()) || Roles.isField(n.role())
                || n.actions().stream().anyMatch(Look::isPress);
    }

    private static final class Builder {
        final List<Element> elements = new ArrayList<>();
        final List<String> context = new ArrayList<>();
        final List<String> unexplored = new ArrayList<>();
        final Map<String, Node> nodes = new HashMap<>();
        final List<String> grids = new ArrayList<>();
        final Rect windowBox;
        final Node window;
        final int windowCount;
        /** The headers of the table whose cells are being walked. */
        SheetCells.Headers headers = SheetCells.Headers.NONE;

        Builder(Node window, int windowCount) {
            this.window = window;
            this.windowBox = window.extents();
            this.windowCount = windowCount;
        }

        void walk(Node node, List<String> path, boolean insideElement) {
            // a shut menu's items (GTK lists them all, off screen at -2^31) are not on the screen a person
            // sees: they are reached by opening their menu, and never crowd out the window's own controls
            if (isShutMenuItem(node)) return;
            if (isDocument(node)) {
                // a word processor's page: one document to type into, its paragraphs its value (docs/desktop.md#office-documents)
                String ref = "e" + (elements.size() + 1);
                elements.add(toElement(ref, node, "", path));
                nodes.put(ref, node);
                return;
            }
            if (node.children().stream().anyMatch(c -> c.cell() != null)) {
                headers = SheetCells.headers(node);
                // a sheet read only where it is in use: the rest of what shows is there for the asking (Look#explored)
                if (node.truncated() && !isElement(node)) {
                    String ref = GRID_REF + (grids.size() + 1);
                    grids.add(ref);
                    nodes.put(ref, node);
                    unexplored.add(ref);
                }
            }
            boolean element = node.path().depth() > 1 && isElement(node);
            String name = Names.clean(node.name(), node.role());
            if (element) {
                String ref = "e" + (elements.size() + 1);
                elements.add(toElement(ref, node, name, path));
                nodes.put(ref, node);
                if (node.truncated()) unexplored.add(ref);
            } else if (Roles.isText(node.role()) && !insideElement) {
                String text = !name.isEmpty() ? name : node.text() == null ? "" : node.text().strip();
                if (!text.isEmpty()) context.add(text);
            }
            List<String> childPath = path;
            String label = pathLabel(node, name);
            if (label != null && node.path().depth() > 1) {
                childPath = new ArrayList<>(path);
                childPath.add(label);
            }
            for (Node child : node.children()) walk(child, childPath, insideElement || element);
        }

        private boolean isShutMenuItem(Node n) {
            if (!SHUT_MENU_ROLES.contains(n.role()) || n.extents() == null || windowBox == null || windowBox.isEmpty()) return false;
            Rect r = n.extents();
            return r.isEmpty() || !(r.x() < windowBox.x() + windowBox.width() && r.x() + r.width() > windowBox.x()
                    && r.y() < windowBox.y() + windowBox.height() && r.y() + r.height() > windowBox.y());
        }

        /** How an ancestor is named in a path: {@code panel "Keypad"}, {@code listitem #3}; null when it says nothing. */
        private String pathLabel(Node node, String name) {
            if (isElement(node) && !Roles.isRepeatedItem(node.role())) return null;
            String role = Roles.aria(node.role());
            if (!name.isEmpty() && (Roles.isStructure(node.role()) || Roles.isRepeatedItem(node.role())))
                return role + " \"" + name + "\"";
            if (Roles.isRepeatedItem(node.role())) {
                int[] idx = node.path().indices();
                return role + " #" + (idx[idx.length - 1] + 1);
            }
            return null;
        }

        private Element toElement(String ref, Node n, String name, List<String> path) {
            Map<String, String> hints = new LinkedHashMap<>();
            hints.put("indexPath", n.path().indexPath());
            hints.put("path", String.join(" > ", path));
            hints.put("platformRole", n.role());
            // how many windows the application has: closing the last one closes the application (ClosingCheck)
            hints.put("windows", Integer.toString(windowCount));
            Bounds bounds = n.extents() == null || n.extents().isEmpty() ? null
                    : new Bounds(n.extents().x(), n.extents().y(), n.extents().width(), n.extents().height());
            // GTK 4 names an unlabelled widget after its class: the class says what it is (GtkSwitch: a switch)
            String role = Names.classRole(n.name()).orElse(Roles.aria(n.role()));
            // GTK names a combo box after its current choice: the label beside it is its name, the choice its value
            boolean combo = n.role().equals("combo box");
            boolean unnamedControl = name.isEmpty() && (n.editable() || Names.classRole(n.name()).isPresent());
            String near = unnamedControl || combo ? nearbyLabel(n) : "";
            String nameOrNear = near.isEmpty() ? name : near;
            // GTK 4 names every notebook tab "Tab": its label is the tab's name
            if (Names.GENERIC_TAB.equals(name) && n.role().equals("page tab")) nameOrNear = Names.shownText(n).orElse(name);
            String description = Names.clean(n.description(), n.role());
            // an editor's text area has no label anywhere: what a person calls it is the document
            if (nameOrNear.isEmpty() && description.isEmpty() && n.editable() && n.has("multi-line")) description = DOCUMENT;
            String value = valueOf(n);
            if (isDisplay(n)) {
                role = "status";
                nameOrNear = description.isEmpty() ? "display" : description;
                description = "";
                value = n.name().strip();
            }
            if (isDocument(n)) {
                role = "document";
                nameOrNear = "";
                description = DOCUMENT;
                value = SheetCells.documentText(n);
            }
            if (n.cell() != null) {
                // its address is its name; the headers it sits under say where it is ("row March > column Amount")
                SheetCells.hint(n, headers, hints);
                path = new ArrayList<>(path);
                path.addAll(SheetCells.place(n, headers));
                hints.put("path", String.join(" > ", path));
                value = n.text() == null ? "" : n.text();
            }
            return new Element(ref, role, nameOrNear, description,
                    value, states(n, bounds), actions(n), bounds, path, hints);
        }

        /** An unnamed field is named by the label beside it (left, same row) or just above it. */
        private String nearbyLabel(Node field) {
            Rect f = field.extents();
            if (f == null) return "";
            String best = "";
            double bestDistance = Double.MAX_VALUE;
            for (Node sibling : siblingsOf(field)) {
                if (!Roles.isText(sibling.role()) || sibling.extents() == null) continue;
                Rect l = sibling.extents();
                boolean sameRow = l.y() < f.y() + f.height() && l.y() + l.height() > f.y() && l.x() + l.width() <= f.x() + 4;
                boolean above = l.y() + l.height() <= f.y() + 4 && l.x() < f.x() + f.width() && l.x() + l.width() > f.x();
                if (!sameRow && !above) continue;
                double d = Math.hypot(f.x() - (l.x() + l.width()), f.centerY() - l.centerY());
                if (d < bestDistance) {
                    bestDistance = d;
                    best = Names.clean(sibling.name(), sibling.role());
                }
            }
            return best;
        }

        private List<Node> siblingsOf(Node field) {
            Node parent = findParent(window, field);
            return parent == null ? List.of() : parent.children();
        }

        private Node findParent(Node from, Node target) {
            if (from == null) return null;
            for (Node c : from.children()) {
                if (c == target) return from;
                Node p = findParent(c, target);
                if (p != null) return p;
            }
            return null;
        }

        private String valueOf(Node n) {
            if (n.text() != null && (n.editable() || Roles.isField(n.role()))) return n.text();
            if (hasValue(n)) {
                double v = n.value();
                return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
            }
            if (n.role().equals("combo box")) return Names.clean(n.name(), n.role());
            return null;
        }

        private Set<ElementState> states(Node n, Bounds bounds) {
            Set<ElementState> s = EnumSet.noneOf(ElementState.class);
            if (n.has("focused")) s.add(ElementState.FOCUSED);
            // a sheet's cursor cell is the one selected, as a person says it ("select cell B2"), whether or not a range is
            if (n.has("selected") || n.cell() != null && n.has("focused")) s.add(ElementState.SELECTED);
            if (n.has("checked") || n.has("pressed")) s.add(ElementState.CHECKED);
            // GTK says "sensitive", LibreOffice's own widgets and cells only "enabled": disabled says neither
            if (!n.has("sensitive") && !n.has("enabled")) s.add(ElementState.DISABLED);
            if (n.has("expanded")) s.add(ElementState.EXPANDED);
            else if (n.has("expandable")) s.add(ElementState.COLLAPSED);
            if ((n.editable() || n.cell() != null || isDocument(n)) && !n.has("read-only") && n.has("editable")) s.add(ElementState.EDITABLE);
            if (isDocument(n)) s.add(ElementState.MULTILINE);
            if (n.has("read-only") || (n.editable() && !n.has("editable") && Roles.isField(n.role()))) s.add(ElementState.READONLY);
            if (n.has("required")) s.add(ElementState.REQUIRED);
            if (n.has("invalid-entry")) s.add(ElementState.INVALID);
            if (n.has("multi-line")) s.add(ElementState.MULTILINE);
            if (bounds != null && windowBox != null && !windowBox.isEmpty() && !overlaps(bounds, windowBox)) s.add(ElementState.OFFSCREEN);
            return s;
        }

        private static boolean overlaps(Bounds b, Rect w) {
            return b.x() < w.x() + w.width() && b.x() + b.width() > w.x()
                    && b.y() < w.y() + w.height() && b.y() + b.height() > w.y();
        }

        private Set<ElementAction> actions(Node n) {
            Set<ElementAction> a = EnumSet.noneOf(ElementAction.class);
            boolean writable = n.editable() && n.has("editable") && !n.has("read-only");
            if (n.cell() != null && n.has("editable")) {
                // a spreadsheet cell: selected by a press, typed into and confirmed (DesktopSurface)
                a.add(ElementAction.CLICK);
                a.add(ElementAction.SET_VALUE);
                a.add(ElementAction.TYPE_TEXT);
                return a;
            }
            if (isDocument(n)) {
                if (n.has("editable")) a.add(ElementAction.TYPE_TEXT);
                return a;
            }
            if (n.actions().stream().anyMatch(Look::isPress)
                    || (Roles.isControl(n.role()) && n.extents() != null && !n.extents().isEmpty())) a.add(ElementAction.CLICK);
            if (writable || (hasValue(n) && Roles.settable(n.role()))) a.add(ElementAction.SET_VALUE);
            if (writable) a.add(ElementAction.TYPE_TEXT);
            if (n.has("expandable") || n.role().equals("combo box")) a.add(ElementAction.EXPAND);
            if (n.selectable() || n.role().equals("combo box")) a.add(ElementAction.SELECT);
            String role = n.role();
            if (role.equals("check box") || role.equals("radio button") || role.equals("toggle button")
                    || role.equals("switch") || role.contains("check menu item") || n.has("checkable")) a.add(ElementAction.CHECK);
            return a;
        }
    }

    static String lower(String s) { return s.toLowerCase(Locale.ROOT); }
}
