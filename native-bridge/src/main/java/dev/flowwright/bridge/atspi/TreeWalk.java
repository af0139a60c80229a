package dev.flowwright.bridge.atspi;

import com.sun.jna.Pointer;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;
import dev.flowwright.bridge.Rect;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads a tree through libatspi one call at a time: the reference reading (and the fallback when the
 * pipelined {@link BulkReader} cannot be used). Decides what is read for which role; the bulk reader
 * follows the same rules.
 */
final class TreeWalk {
    static final String ACTION = "org.a11y.atspi.Action";
    static final String COMPONENT = "org.a11y.atspi.Component";
    static final String TEXT = "org.a11y.atspi.Text";
    static final String EDITABLE_TEXT = "org.a11y.atspi.EditableText";
    static final String VALUE = "org.a11y.atspi.Value";
    static final String SELECTION = "org.a11y.atspi.Selection";
    static final String TABLE = "org.a11y.atspi.Table";
    /** Roles whose actions are the window's or the clipboard's, not a control's own. */
    static final Set<String> QUIET_ACTION_ROLES = Set.of("application", "frame", "window", "dialog", "alert",
            "panel", "filler", "label", "static", "paragraph", "heading", "caption", "scroll pane", "section");
    static final Set<String> LABEL_ROLES = Set.of("label", "static", "heading", "caption");

    private final AtspiSession s;

    TreeWalk(AtspiSession session) {
        this.s = session;
    }

    /** The element at {@code root} and its subtree. */
    Node read(NodePath root, ReadOptions options) {
        try (AtspiSession.Refs refs = s.new Refs()) {
            Pointer acc = s.resolve(root, refs);
            int[] budget = {options.maxNodes()};
            return readNode(acc, root, options, 0, budget);
        }
    }

    Node readNode(Pointer acc, NodePath path, ReadOptions options, int depth, int[] budget) {
        budget[0]--;
        try (AtspiSession.Refs refs = s.new Refs()) {
            Set<String> states = s.states(acc);
            String role = s.string(s.atspi.atspi_accessible_get_role_name(acc, s.error), "reading a role");
            String name = s.string(s.atspi.atspi_accessible_get_name(acc, s.error), "reading a name");
            String description = s.string(s.atspi.atspi_accessible_get_description(acc, s.error), "reading a description");
            int childCount = s.atspi.atspi_accessible_get_child_count(acc, s.error);
            s.check("counting children");
            Set<String> interfaces = s.interfaces(acc);
            boolean wanted = depth > 0 && (interfaces.contains(ACTION) || interfaces.contains(EDITABLE_TEXT)
                    || interfaces.contains(VALUE) || interfaces.contains(SELECTION));
            // Window-level and container actions (window.close, clipboard.copy on labels) are noise for
            // choosing what to press, and each name is a round trip: read names only for controls.
            List<String> actions = interfaces.contains(ACTION) && !QUIET_ACTION_ROLES.contains(role)
                    ? actionNames(acc, refs) : List.of();
            Rect extents = interfaces.contains(COMPONENT) && wantsExtents(depth, wanted, role, childCount, interfaces, states)
                    ? extents(acc, refs) : null;
            // A label's name is its text; read the text itself only where it can differ (fields, documents).
            String text = interfaces.contains(TEXT) && (interfaces.contains(EDITABLE_TEXT) || name.isEmpty() || !LABEL_ROLES.contains(role))
                    ? text(acc, options.maxTextChars(), refs) : null;
            Double value = interfaces.contains(VALUE) ? value(acc, refs) : null;
            List<Node> children = new ArrayList<>();
            List<Pointer> childObjects = new ArrayList<>();
            if (hidesChildren(options, depth, extents)) {
                // an empty box shows nothing: a stack's hidden page, a menu bar another one is drawn for
            } else if (depth < options.maxDepth() && Grids.isLarge(interfaces, states, childCount)) {
                children.addAll(visibleCells(acc, path, extents, options, depth, budget, refs));
            } else if (depth < options.maxDepth() && !(mayBeShut(options, role, childCount)
                    && shutMenu(firstItemStates(acc, refs), states, depth))) {
                for (int i = 0; i < childCount && budget[0] > 0; i++) {
                    Pointer child = refs.object(s.atspi.atspi_accessible_get_child_at_index(acc, i, s.error));
                    s.check("reading child " + i);
                    if (child == null) continue;
                    if (options.showingOnly() && !onScreen(s.states(child), states, depth)) continue;
                    children.add(readNode(child, path.child(i), options, depth + 1, budget));
                    childObjects.add(child);
                }
            }
            placeLabelsBesideUnnamedFields(children, childObjects, refs);
            return new Node(path, role, name, description, states, actions, extents, text,
                    interfaces.contains(EDITABLE_TEXT), value, interfaces.contains(SELECTION), childCount, children);
        }
    }

    /**
     * A large table's cells from what shows ({@link Grids}): the corners' cells give the visible block,
     * each visible cell's text says which part is in use, and that part is read in full.
     */
    private List<Node> visibleCells(Pointer acc, NodePath path, Rect box, ReadOptions options, int depth, int[] budget,
                                    AtspiSession.Refs refs) {
        Pointer table = refs.object(s.atspi.atspi_accessible_get_table_iface(acc));
        Pointer component = refs.object(s.atspi.atspi_accessible_get_component_iface(acc));
        if (table == null || component == null || box == null || box.isEmpty()) return List.of();
        int[] topLeft = cornerCell(table, component, box.x() + 1, box.y() + 1, refs);
        int[] bottomRight = cornerCell(table, component, box.x() + box.width() - 2, box.y() + box.height() - 2, refs);
        int rows = s.atspi.atspi_table_get_n_rows(table, s.error);
        s.check("counting a table's rows");
        int columns = s.atspi.atspi_table_get_n_columns(table, s.error);
        s.check("counting a table's columns");
        Grids.Range visible = Grids.visible(topLeft[0], topLeft[1], bottomRight[0], bottomRight[1], rows, columns);
        if (visible == null) return List.of();
        Grids.Range read = Grids.toRead(visible, block -> {
            boolean[][] filled = new boolean[block.rows()][block.columns()];
            for (int r = 0; r < block.rows(); r++) {
                for (int c = 0; c < block.columns(); c++) {
                    try (AtspiSession.Refs inner = s.new Refs()) {
                        Pointer cellObject = inner.object(s.atspi.atspi_table_get_accessible_at(table, block.firstRow() + r, block.firstColumn() + c, s.error));
                        s.check("reading a visible cell");
                        String t = cellObject == null ? null : text(cellObject, 1, inner);
                        filled[r][c] = t != null && !t.isBlank();
                    }
                }
            }
            return filled;
        }, depth == 0);
        List<Node> cells = new ArrayList<>();
        for (int r = read.firstRow(); r <= read.lastRow() && budget[0] > 0; r++) {
            for (int c = read.firstColumn(); c <= read.lastColumn() && budget[0] > 0; c++) {
                int index = s.atspi.atspi_table_get_index_at(table, r, c, s.error);
                s.check("finding a cell's index");
                Pointer cellObject = refs.object(s.atspi.atspi_table_get_accessible_at(table, r, c, s.error));
                s.check("reading a cell");
                if (cellObject == null || index < 0) continue;
                cells.add(readNode(cellObject, path.child(index), options, depth + 1, budget).at(new Node.Cell(r, c)));
            }
        }
        return cells;
    }

    /** {row, column} of the cell under a screen point, or {-1, -1} when no cell is there. */
    private int[] cornerCell(Pointer table, Pointer component, int x, int y, AtspiSession.Refs refs) {
        Pointer at = refs.object(s.atspi.atspi_component_get_accessible_at_point(component, x, y, Atspi.COORD_SCREEN, s.error));
        s.check("finding the cell at a corner");
        if (at == null) return new int[]{-1, -1};
        int index = s.atspi.atspi_accessible_get_index_in_parent(at, s.error);
        s.check("reading a cell's index");
        if (index < 0) return new int[]{-1, -1};
        int row = s.atspi.atspi_table_get_row_at_index(table, index, s.error);
        s.check("reading a cell's row");
        int column = s.atspi.atspi_table_get_column_at_index(table, index, s.error);
        s.check("reading a cell's column");
        return new int[]{row, column};
    }
    /**
     * A field without a name is named by the label beside it, which only geometry tells; labels' extents
     * are otherwise skipped (a round trip each), so read them here, where an unnamed field needs them.
     */
    private void placeLabelsBesideUnnamedFields(List<Node> children, List<Pointer> objects, AtspiSession.Refs refs) {
        boolean unnamedField = children.stream().anyMatch(c -> c.name().isEmpty()
                && (c.editable() || c.role().equals("combo box")));
        if (!unnamedField) return;
        for (int i = 0; i < children.size(); i++) {
            Node c = children.get(i);
            if (c.extents() != null || !LABEL_ROLES.contains(c.role()) || c.name().isEmpty()) continue;
            Rect box = extents(objects.get(i), refs);
            children.set(i, new Node(c.path(), c.role(), c.name(), c.description(), c.states(), c.actions(), box,
                    c.text(), c.editable(), c.value(), c.selectable(), c.childCount(), c.children()));
        }
    }
    /** Roles that only hold others. */
    static final Set<String> CONTAINER_ROLES = Set.of("panel", "filler", "section", "scroll pane", "viewport", "grouping");

    /**
     * Whose box is read: the window's, a control's (not a container's or a label's: a round trip each,
     * and nothing to press), a large table's (its corners give the visible cells), and a container's that
     * holds something but does not say it shows — GTK 4 never says "showing", and reports the whole of a
     * stack's or notebook's hidden page "visible", each widget in it with an empty box.
     */
    static boolean wantsExtents(int depth, boolean wanted, String role, int childCount, Set<String> interfaces, Set<String> states) {
        if (depth == 1 || wanted && !QUIET_ACTION_ROLES.contains(role)) return true;
        if (Grids.isLarge(interfaces, states, childCount)) return true;
        return depth > 1 && childCount > 0 && CONTAINER_ROLES.contains(role) && !states.contains("showing");
    }

    /** Whether an element below the one read shows none of its children: its box is empty (zero wide or high). */
    static boolean hidesChildren(ReadOptions options, int depth, Rect extents) {
        return options.showingOnly() && depth > 0 && extents != null && extents.isEmpty();
    }

    /**
     * Whether a menu is shut: its first item is "visible" but not drawn under it ({@link #onScreen} says no). Every item
     * of a shut menu is so, and none is read: an office suite's menu bar holds hundreds of them, a request each.
     */
    static boolean shutMenu(Set<String> firstItem, Set<String> menu, int menuDepth) {
        return firstItem.contains("visible") && !onScreen(firstItem, menu, menuDepth);
    }

    /** Whether an element is a menu whose first item is asked first, to see whether it is shut ({@link #shutMenu}). */
    static boolean mayBeShut(ReadOptions options, String role, int childCount) {
        return options.showingOnly() && role.equals("menu") && childCount > 1;
    }


    private Set<String> firstItemStates(Pointer menu, AtspiSession.Refs refs) {
        Pointer first = refs.object(s.atspi.atspi_accessible_get_child_at_index(menu, 0, s.error));
        s.check("reading a menu's first item");
        return first == null ? Set.of() : s.states(first);
    }

    /**
     * Whether a child is on screen. GTK 4 reports "visible" but never "showing" below the window, so
     * "visible" is enough there; a toolkit that says "showing" of the parent (GTK 3, LibreOffice) says it
     * of every child that shows, so below the window a merely "visible" child of a showing parent is not
     * drawn: the items of a shut menu, hundreds of them in an office suite's menu bar.
     */
    static boolean onScreen(Set<String> child, Set<String> parent, int parentDepth) {
        if (child.contains("showing")) return true;
        return child.contains("visible") && !(parentDepth >= 2 && parent.contains("showing"));
    }
    private List<String> actionNames(Pointer acc, AtspiSession.Refs refs) {
        Pointer action = refs.object(s.atspi.atspi_accessible_get_action_iface(acc));
        if (action == null) return List.of();
        int n = s.atspi.atspi_action_get_n_actions(action, s.error);
        s.check("counting actions");
        List<String> names = new ArrayList<>(n);
        for (int i = 0; i < n; i++) names.add(s.string(s.atspi.atspi_action_get_action_name(action, i, s.error), "reading an action name"));
        return names;
    }
    private Rect extents(Pointer acc, AtspiSession.Refs refs) {
        Pointer component = refs.object(s.atspi.atspi_accessible_get_component_iface(acc));
        if (component == null) return null;
        Pointer rect = s.atspi.atspi_component_get_extents(component, Atspi.COORD_SCREEN, s.error);
        try {
            s.check("reading extents");
            if (rect == null) return null;
            Atspi.Rect r = new Atspi.Rect(rect);
            return new Rect(r.x, r.y, r.width, r.height);
        } finally {
            if (rect != null) s.glib.g_free(rect);
        }
    }
    String text(Pointer acc, int maxChars, AtspiSession.Refs refs) {
        Pointer iface = refs.object(s.atspi.atspi_accessible_get_text_iface(acc));
        if (iface == null) return null;
        int count = s.atspi.atspi_text_get_character_count(iface, s.error);
        s.check("counting characters");
        return s.string(s.atspi.atspi_text_get_text(iface, 0, Math.min(count, maxChars), s.error), "reading text");
    }
    private Double value(Pointer acc, AtspiSession.Refs refs) {
        Pointer iface = refs.object(s.atspi.atspi_accessible_get_value_iface(acc));
        if (iface == null) return null;
        double v = s.atspi.atspi_value_get_current_value(iface, s.error);
        s.check("reading a value");
        return v;
    }
}
