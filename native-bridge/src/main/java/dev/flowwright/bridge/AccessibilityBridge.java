package dev.flowwright.bridge;

import java.util.List;
import java.util.Optional;

/**
 * The platform's accessibility API behind one interface: read applications and their element trees,
 * act on elements, synthesise keyboard and mouse input. Elements are addressed by {@link NodePath} and
 * re-resolved on each call, with the role the caller saw checked ({@link BridgeError#STALE} when the
 * element changed), so no platform object outlives a call.
 *
 * <p>Implementations marshal every call onto one thread they own and bound it with a timeout
 * ({@link BridgeError#TIMEOUT}); a frozen application cannot hang the caller. Get one with
 * {@link dev.flowwright.bridge.platform.Bridges#forThisPlatform()}.
 */
public interface AccessibilityBridge extends AutoCloseable {

    /** "linux-atspi", "windows-uia", "macos-ax". */
    String platform();

    /** Applications registered with the accessibility service, in its order. */
    List<AppInfo> applications();

    /** Read the element at {@code root} and its subtree (an application's root is {@code new NodePath(pid, [])}). */
    Node read(NodePath root, ReadOptions options);

    /** Run the element's action with this index (its name from {@link Node#actions()}). */
    void doAction(NodePath path, String expectedRole, int actionIndex);

    /** Replace the text of an editable element; false if the application refused. */
    boolean setText(NodePath path, String expectedRole, String text);

    /** The element's text (text interface), or empty when it has none. */
    Optional<String> readText(NodePath path, String expectedRole);

    /**
     * The element's object attributes ("Formula" of a spreadsheet cell), empty when it has none or the
     * platform has no such thing.
     */
    default java.util.Map<String, String> attributes(NodePath path, String expectedRole) { return java.util.Map.of(); }

    /** Set the current value of a value element (slider, spin button). */
    void setValue(NodePath path, String expectedRole, double value);

    /** Select a child of a selection element (a list, a combo box's menu). */
    void selectChild(NodePath path, String expectedRole, int childIndex);

    /** The child index of a table's cell at {@code row, column} (from 0), shown or not; -1 where the table has none. */
    int cellIndex(NodePath table, String expectedRole, int row, int column);

    /** Give keyboard focus to the element. */
    void focus(NodePath path, String expectedRole);

    /** Type a string as key events at the focus. */
    void typeString(String text);

    /** Press and release keys: modifiers held (X keysyms, e.g. Control_L 0xffe3) around one key keysym. */
    void keyCombo(List<Integer> modifierKeysyms, int keysym);

    /**
     * Moves the pointer to a point on screen without pressing anything. Under X with no window manager
     * the keyboard follows the pointer, so typing moves it over its target first.
     */
    void movePointer(int x, int y);

    /**
     * Lets the keyboard follow the pointer, for when typed keys reached no field: under X with no
     * window manager a window can keep the input focus for itself. False where that means nothing.
     */
    boolean keyboardFollowsPointer();

    /** Click mouse button 1 at a screen point. */
    void click(int x, int y);

    /** Turn the mouse wheel once at a screen point: direction "up", "down", "left" or "right". */
    void scroll(int x, int y, String direction);

    /**
     * False once the accessibility service itself is gone under the bridge (the AT-SPI bus went away),
     * so a failed call can say that rather than blame the element; true where it cannot be told.
     */
    default boolean connected() { return true; }

    /**
     * Readies the session for a Qt program about to start, until the returned announcement closes: on X11 the
     * root window names the accessibility bus, where Qt 5 looks for it first and, found there, registers every
     * time (docs/desktop.md#qt-programs). Close it once the program shows its window. Nothing where that means nothing.
     */
    default Announcement announceBus() { return Announcement.NONE; }

    /** The bus named for a program that is starting; closing it puts the session back as it was. */
    interface Announcement extends AutoCloseable {
        Announcement NONE = new Announcement() {
            @Override public java.util.Optional<String> address() { return java.util.Optional.empty(); }
            @Override public void close() {}
        };

        /** The address named while this is open; empty when nothing was (or is any longer) named by it. */
        java.util.Optional<String> address();

        @Override
        void close();
    }

    @Override
    void close();
}
