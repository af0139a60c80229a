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
        List<Node> children) {

    public Node {
        states = Set.copyOf(states);
        actions = List.copyOf(actions);
        children = List.copyOf(children);
    }

    public boolean has(String state) { return states.contains(state); }

    public boolean truncated() { return children.size() < childCount; }

    /** This node and all read descendants, depth first. */
    public java.util.stream.Stream<Node> flatten() {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(this),
                children.stream().flatMap(Node::flatten));
    }
}
