package dev.flowwright.bridge;

import java.util.List;
import java.util.Optional;

/**
 * A platform whose backend this build does not have: every call answers
 * {@link BridgeError#NOT_SUPPORTED} ("… is not supported on this platform"), never a fake success.
 */
public abstract class UnsupportedBridge implements AccessibilityBridge {
    private final String platform;
    private final String missing;

    protected UnsupportedBridge(String platform, String missing) {
        this.platform = platform;
        this.missing = missing;
    }

    private BridgeException refuse() { return BridgeException.notSupported(missing); }

    @Override public String platform() { return platform; }
    @Override public List<AppInfo> applications() { throw refuse(); }
    @Override public Node read(NodePath root, ReadOptions options) { throw refuse(); }
    @Override public void doAction(NodePath path, String expectedRole, int actionIndex) { throw refuse(); }
    @Override public boolean setText(NodePath path, String expectedRole, String text) { throw refuse(); }
    @Override public Optional<String> readText(NodePath path, String expectedRole) { throw refuse(); }
    @Override public void setValue(NodePath path, String expectedRole, double value) { throw refuse(); }
    @Override public void selectChild(NodePath path, String expectedRole, int childIndex) { throw refuse(); }
    @Override public int cellIndex(NodePath table, String expectedRole, int row, int column) { throw refuse(); }
    @Override public void focus(NodePath path, String expectedRole) { throw refuse(); }
    @Override public void typeString(String text) { throw refuse(); }
    @Override public void keyCombo(List<Integer> modifierKeysyms, int keysym) { throw refuse(); }
    @Override public void click(int x, int y) { throw refuse(); }
    @Override public void movePointer(int x, int y) { throw refuse(); }
    @Override public boolean keyboardFollowsPointer() { return false; }
    @Override public void scroll(int x, int y, String direction) { throw refuse(); }
    @Override public void close() {}
}
