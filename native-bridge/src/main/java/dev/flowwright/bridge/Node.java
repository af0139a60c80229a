package dev.flowwright.bridge;

import java.util.List;
import java.util.Set;

/**
 * One element as the bridge read it, with its subtree. Immutable; holds no platform object.
 *
 * @param path        where it lives (re-resolved by every action)
 * @param role        the platform role name, lower case ("push button", "text", "dialog")
 * @param name        accessible name, "" when none
 * @param description accessible description, "" when none
 * @param states      state nicks, lower case ("focused", "showing", "editable", "sensitive", …)
 * @param actions     action names in index order ("click", "press", "activate", …)
 * @param extents     box in screen coordinates, null when the element has no component
 * @param text        its text contents when it implements the text interface, else null
 * @param editable    whether it implements editable text
 * @param value       current value of a value interface (sliders, spin buttons), else null
 * @param selectable  whether it implements selection over its children (lists, combo boxes)
 * @param childCount  how many children the platform reports
 * @param children    the children read (fewer than childCount when the read was cut short)
 * @param cell        where a cell of a table sits (row and column from 0), else null
 */
public record Node(
        NodePath path,
        String role,
        String name,
        String description,
        Set<String> states,
        List<String> actions,
        Rect extents,
        String text,
        boolean editable,
        Double value,
        boolean selectable,
        int childCount,
        List<Node> children,
        Cell cell) {

    public Node {
        states = Set.copyOf(states);
        actions = List.copyOf(actions);
        children = List.copyOf(children);
    }

    /** An element that is no table's cell. */
    public Node(NodePath path, String role, String name, String description, Set<String> states, List<String> actions,
                Rect extents, String text, boolean editable, Double value, boolean selectable, int childCount, List<Node> children) {
        this(path, role, name, description, states, actions, extents, text, editable, value, selectable, childCount, children, null);
    }

    /** Where a cell sits in its table, counted from 0 (the row and column a person reads as 1 and A). */
    public record Cell(int row, int column) {
        private static final java.util.regex.Pattern ADDRESS = java.util.regex.Pattern.compile("([A-Za-z]{1,3})([1-9][0-9]{0,6})");

        /** The cell an address names ("B3": row 2, column 1; letter case aside); empty for anything else. */
        public static java.util.Optional<Cell> of(String address) {
            java.util.regex.Matcher m = ADDRESS.matcher(address.strip());
            if (!m.matches()) return java.util.Optional.empty();
            int column = 0;
            for (char c : m.group(1).toUpperCase(java.util.Locale.ROOT).toCharArray()) column = column * 26 + (c - 'A' + 1);
            return java.util.Optional.of(new Cell(Integer.parseInt(m.group(2)) - 1, column - 1));
        }

        /** "B3" for row 2, column 1: column letters as a spreadsheet writes them, then the row from 1. */
        public String address() {
            StringBuilder letters = new StringBuilder();
            for (int c = column + 1; c > 0; c = (c - 1) / 26) letters.insert(0, (char) ('A' + (c - 1) % 26));
            return letters + Integer.toString(row + 1);
        }
    }

    /** The same element with other children (a table's visible cells, labels given their place). */
    public Node withChildren(List<Node> newChildren) {
        return new Node(path, role, name, description, states, actions, extents, text, editable, value, selectable,
                childCount, newChildren, cell);
    }

    /**
     * The same element as the cell at {@code place} of its table. A cell's numeric value (LibreOffice's cells have the
     * value interface) is not kept: what a cell holds is its text, as the sheet shows it, and a look shows nothing else.
     */
    public Node at(Cell place) {
        return new Node(path, role, name, description, states, actions, extents, text, editable, null, selectable,
                childCount, children, place);
    }

    /** The same element with its place on screen. */
    public Node withExtents(Rect box) {
        return new Node(path, role, name, description, states, actions, box, text, editable, value, selectable,
                childCount, children, cell);
    }

    public boolean has(String state) { return states.contains(state); }

    public boolean truncated() { return children.size() < childCount; }

    /** This node and all read descendants, depth first. */
    public java.util.stream.Stream<Node> flatten() {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(this),
                children.stream().flatMap(Node::flatten));
    }
}
