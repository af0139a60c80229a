package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.AccessibilityBridge;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.ReadOptions;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Optional;

/**
 * Choosing an option of a combo box or list by its visible text: find the item among the element's
 * descendants (menus of a closed combo box are not showing, so they are read in full here), select it
 * through the selection interface, else press the item itself; then check the element shows it.
 */
final class OptionPick {
    private static final ReadOptions OPTIONS = new ReadOptions(500, 4, false, 200);

    private OptionPick() {}

    static void select(AccessibilityBridge bridge, Node element, String option, String label) {
        Node tree = bridge.read(element.path(), OPTIONS);
        Node[] found = find(tree, null, option);
        if (found == null) throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED,
                label + " has no option \"" + option + "\"");
        Node item = found[0];
        Node parent = found[1];
        int index = item.path().indices()[item.path().depth() - 1];
        if (element.selectable()) {
            bridge.selectChild(element.path(), element.role(), index);
            if (shows(bridge, element, option)) return;
        }
        if (parent != null && parent.selectable() && parent != tree) {
            bridge.selectChild(parent.path(), parent.role(), index);
            if (shows(bridge, element, option)) return;
        }
        int action = DesktopSurface.pressAction(item);
        if (action < 0) throw new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED,
                "the option \"" + option + "\" of " + label + " cannot be chosen through accessibility");
        bridge.doAction(item.path(), item.role(), action);
        if (!shows(bridge, element, option)) throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED,
                "chose \"" + option + "\" in " + label + " but it does not show it");
    }

    private static boolean shows(AccessibilityBridge bridge, Node element, String option) {
        Node now = bridge.read(element.path(), new ReadOptions(40, 3, false, 200));
        if (Names.clean(now.name(), now.role()).equalsIgnoreCase(option)) return true;
        Optional<Node> selected = now.flatten().filter(n -> n != now && n.has("selected")).findFirst();
        return selected.map(n -> Names.clean(n.name(), n.role()).equalsIgnoreCase(option)).orElse(false);
    }

    /** {item, its parent} for the first descendant named {@code option}, or null. */
    private static Node[] find(Node node, Node parent, String option) {
        if (parent != null && Names.clean(node.name(), node.role()).equalsIgnoreCase(option.strip())) return new Node[]{node, parent};
        for (Node c : node.children()) {
            Node[] hit = find(c, node, option);
            if (hit != null) return hit;
        }
        return null;
    }
}
