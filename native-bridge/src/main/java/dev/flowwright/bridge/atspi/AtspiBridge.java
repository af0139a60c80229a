package dev.flowwright.bridge.atspi;

import com.sun.jna.Pointer;
import dev.flowwright.bridge.AccessibilityBridge;
import dev.flowwright.bridge.AppInfo;
import dev.flowwright.bridge.BridgeError;
import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.BridgeThread;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Linux: AT-SPI through {@code libatspi} with JNA. All native calls run on one {@link BridgeThread};
 * each public call re-resolves its element from the application root and releases every object it took
 * before returning (see {@link Refs}). libatspi's own D-Bus timeout is set to the call timeout, so a
 * frozen application returns a timeout error instead of holding the thread.
 */
public final class AtspiBridge implements AccessibilityBridge {
    /** Set {@code -Dflowwright.atspi.walk=true} to read every tree one call at a time (for comparison). */
    private static final boolean WALK_ONLY = Boolean.getBoolean("flowwright.atspi.walk");

    private final BridgeThread thread;
    private AtspiSession s;
    private TreeWalk walker;
    private ReadReuse reuse;
    private XKeys keys;
    private BulkReader bulk;
    private long bulkFallbacks;

    private AtspiBridge(BridgeThread thread) {
        this.thread = thread;
    }

    /**
     * How long connecting may take at most: the first connection loads libatspi, GLib and libdbus and may
     * wait for the bus launcher to start the accessibility bus, which on a loaded machine takes longer
     * than any one call should (the call timeout is for a frozen application, not for start-up).
     */
    static final Duration CONNECT_LIMIT = Duration.ofSeconds(15);

    /**
     * Keeps GTK's AT-SPI bridge (atk-bridge) out of this process: {@code NO_AT_BRIDGE=1} in the process's native
     * environment, read by GTK when it starts ({@code Bridges#beforeWindowsOpen}). Java's own copy of the environment,
     * which programs started from here get, is left as it is. Nothing where libc cannot be reached.
     */
    public static void keepToolkitBridgeOut() {
        try {
            com.sun.jna.platform.unix.LibC.INSTANCE.setenv("NO_AT_BRIDGE", "1", 1);
        } catch (LinkageError e) {
            // no libc through JNA: GTK loads its bridge, as it would without us
        }
    }

    /** Connects to the AT-SPI bus; fails with {@link BridgeError#UNAVAILABLE} when there is none. */
    public static AtspiBridge open(Duration callTimeout) {
        BridgeThread thread = new BridgeThread("flowwright-atspi", callTimeout);
        AtspiBridge bridge = new AtspiBridge(thread);
        try {
            Duration limit = callTimeout.compareTo(CONNECT_LIMIT) > 0 ? callTimeout : CONNECT_LIMIT;
            thread.call("connecting to the AT-SPI bus", limit, () -> { bridge.connect((int) callTimeout.toMillis()); return null; });
        } catch (RuntimeException e) {
            thread.close();
            throw e;
        }
        return bridge;
    }

    private void connect(int timeoutMillis) {
        Atspi atspi;
        GLib glib;
        try {
            atspi = Atspi.load();
            glib = GLib.load();
        } catch (UnsatisfiedLinkError e) {
            throw new BridgeException(BridgeError.UNAVAILABLE, "libatspi is not installed: " + e.getMessage(), e);
        }
        int rc = atspi.atspi_init();
        if (rc > 1) throw new BridgeException(BridgeError.UNAVAILABLE, "could not connect to the AT-SPI bus (atspi_init " + rc + ")");
        atspi.atspi_set_timeout(timeoutMillis, timeoutMillis);
        callTimeoutMillis = timeoutMillis;
        // libatspi's connection on a main context of this thread's own: in the studio, JavaFX runs GTK's loop on the
        // default context in another thread, which would otherwise dispatch libatspi's messages (its events, the
        // replies this thread waits for) beside this thread's calls (docs/desktop.md#the-studio-on-the-desktop)
        Pointer context = glib.g_main_context_new();
        atspi.atspi_set_main_context(context);
        s = new AtspiSession(atspi, glib, context);
        walker = new TreeWalk(s);
        try (AtspiSession.Refs refs = s.new Refs()) {
            Pointer desktop = refs.object(s.atspi.atspi_get_desktop(0));
            if (desktop == null) throw new BridgeException(BridgeError.UNAVAILABLE, "AT-SPI has no desktop");
            s.atspi.atspi_accessible_get_child_count(desktop, s.error);
            s.check("reading the AT-SPI desktop");
        } catch (BridgeException e) {
            throw new BridgeException(BridgeError.UNAVAILABLE, "the AT-SPI bus does not answer: " + e.getMessage(), e);
        }
        keys = XKeys.open();
        reuse = new ReadReuse(s);
        try {
            Pointer bus = s.atspi.atspi_get_a11y_bus();
            if (bus != null) bulk = new BulkReader(DBus.load(), bus, s::directConnection, timeoutMillis, s::roleName, s::stateNick);
        } catch (LinkageError e) {
            bulk = null; // no libdbus symbols: every read walks through libatspi
        }
    }

    /** Read every tree afresh next time (a person pressing "refresh"; benchmarks of real reads). */
    public void forgetReads() {
        thread.call("forgetting reads", () -> {
            reuse.forget();
            return null;
        });
    }

    /** Reads answered from an earlier read because no event said anything changed. */
    public long reusedReads() {
        return thread.call("counting reused reads", () -> reuse.reused());
    }

    /** Whether application events reach the bridge (then unchanged trees are not read again). */
    public boolean watchingEvents() {
        return thread.call("asking about events", () -> reuse.watching());
    }


    @Override
    public String platform() { return "linux-atspi"; }

    /** The per-call limit libatspi was given (a frozen application's call fails after it). */
    private int callTimeoutMillis;

    /**
     * How long one application may take to say its name and windows while all are listed. An application that is
     * starting, or stuck, would otherwise hold every listing for the whole call limit, and a run could not even find
     * the program it is about (seen with a file-chooser portal registering as LibreOffice started). One that does
     * not answer in time is left out of this listing; the next one asks it again.
     */
    static final int LISTING_ANSWER_MS = 1_000;

    @Override
    public List<AppInfo> applications() {
        return thread.call("listing applications", () -> {
            s.pump();
            List<AppInfo> apps = new ArrayList<>();
            int listing = Math.min(LISTING_ANSWER_MS, callTimeoutMillis);
            s.atspi.atspi_set_timeout(listing, listing); // the second: no longer limit for an application that started just now
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer desktop = refs.object(s.atspi.atspi_get_desktop(0));
                int n = s.atspi.atspi_accessible_get_child_count(desktop, s.error);
                s.check("counting applications");
                for (int i = 0; i < n; i++) {
                    try (AtspiSession.Refs inner = s.new Refs()) {
                        Pointer app = inner.object(s.atspi.atspi_accessible_get_child_at_index(desktop, i, s.error));
                        s.check("reading application " + i);
                        if (app == null) continue;
                        long asked = System.nanoTime();
                        String name = s.string(s.atspi.atspi_accessible_get_name(app, s.error), "reading an application's name");
                        // libatspi does not always report a call that ran out of time: the clock does
                        if (System.nanoTime() - asked >= listing * 1_000_000L) continue;
                        int pid = s.atspi.atspi_accessible_get_process_id(app, s.error);
                        s.check("reading an application's process id");
                        int windows = s.atspi.atspi_accessible_get_child_count(app, s.error);
                        s.check("counting an application's windows");
                        if (windows < 0) continue;
                        s.placed(pid, i);
                        apps.add(new AppInfo(name, pid, windows));
                    } catch (BridgeException gone) {
                        // an application that quit is still listed until the registry notices ("Process is
                        // defunct"), and one that does not answer now is not one that can be read now: the
                        // others still are
                        if (gone.error() == BridgeError.UNAVAILABLE) throw gone;
                    }
                }
            } finally {
                s.atspi.atspi_set_timeout(callTimeoutMillis, callTimeoutMillis);
            }
            return apps;
        });
    }

    @Override
    public Node read(NodePath root, ReadOptions options) {
        return thread.call("reading " + root, () -> {
            s.pump();
            Node known = reuse.reusable(root, options);
            if (known != null) return known;
            long eventsBefore = reuse.events();
            if (bulk != null && !WALK_ONLY) {
                try {
                    return reuse.remember(root, options, bulk.read(root, options), eventsBefore);
                } catch (BulkReader.Unusable e) {
                    bulkFallbacks++; // the walk below reads the same tree one call at a time
                }
            }
            return reuse.remember(root, options, walkHere(root, options), eventsBefore);
        });
    }

    /** The same read one libatspi call at a time, without the pipelined path (for comparison and tests). */
    public Node walk(NodePath root, ReadOptions options) {
        return thread.call("walking " + root, () -> {
            s.pump();
            return walkHere(root, options);
        });
    }

    private Node walkHere(NodePath root, ReadOptions options) {
        return walker.read(root, options);
    }

    @Override
    public void doAction(NodePath path, String expectedRole, int actionIndex) {
        thread.call("acting on " + path, () -> {
            reuse.forget();
            s.pump();
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer acc = s.resolveChecked(path, expectedRole, refs);
                Pointer action = refs.object(s.atspi.atspi_accessible_get_action_iface(acc));
                if (action == null) throw AtspiSession.noInterface(expectedRole, "actions");
                boolean ok = s.atspi.atspi_action_do_action(action, actionIndex, s.error);
                s.check("doing action " + actionIndex + " of " + expectedRole);
                if (!ok) throw new BridgeException(BridgeError.FAILED, "the application refused action " + actionIndex + " of " + expectedRole);
            }
            return null;
        });
    }

    @Override
    public boolean setText(NodePath path, String expectedRole, String text) {
        return thread.call("setting text of " + path, () -> {
            reuse.forget();
            s.pump();
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer acc = s.resolveChecked(path, expectedRole, refs);
                Pointer editable = refs.object(s.atspi.atspi_accessible_get_editable_text_iface(acc));
                if (editable == null) throw AtspiSession.noInterface(expectedRole, "editable text");
                boolean ok = s.atspi.atspi_editable_text_set_text_contents(editable, text, s.error);
                s.check("setting the text of " + expectedRole);
                return ok;
            }
        });
    }

    @Override
    public Optional<String> readText(NodePath path, String expectedRole) {
        return thread.call("reading text of " + path, () -> {
            s.pump();
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer acc = s.resolveChecked(path, expectedRole, refs);
                return Optional.ofNullable(walker.text(acc, Integer.MAX_VALUE, refs));
            }
        });
    }

    @Override
    public java.util.Map<String, String> attributes(NodePath path, String expectedRole) {
        return thread.call("reading attributes of " + path, () -> {
            s.pump();
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer acc = s.resolveChecked(path, expectedRole, refs);
                Pointer array = s.atspi.atspi_accessible_get_attributes_as_array(acc, s.error);
                s.check("reading the attributes of " + expectedRole);
                java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
                if (array == null) return out;
                try {
                    Pointer data = array.getPointer(0);
                    int len = array.getInt(com.sun.jna.Native.POINTER_SIZE);
                    for (int i = 0; i < len; i++) {
                        Pointer p = data.getPointer((long) i * com.sun.jna.Native.POINTER_SIZE);
                        if (p == null) continue;
                        String kv = p.getString(0, "UTF-8");
                        s.glib.g_free(p);
                        int colon = kv.indexOf(':');
                        if (colon > 0) out.put(kv.substring(0, colon), kv.substring(colon + 1));
                    }
                } finally {
                    s.glib.g_array_free(array, true);
                }
                return out;
            }
        });
    }

    @Override
    public void setValue(NodePath path, String expectedRole, double value) {
        thread.call("setting value of " + path, () -> {
            reuse.forget();
            s.pump();
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer acc = s.resolveChecked(path, expectedRole, refs);
                Pointer iface = refs.object(s.atspi.atspi_accessible_get_value_iface(acc));
                if (iface == null) throw AtspiSession.noInterface(expectedRole, "a value");
                boolean ok = s.atspi.atspi_value_set_current_value(iface, value, s.error);
                s.check("setting the value of " + expectedRole);
                if (!ok) throw new BridgeException(BridgeError.FAILED, "the application refused the value " + value);
            }
            return null;
        });
    }

    @Override
    public void selectChild(NodePath path, String expectedRole, int childIndex) {
        thread.call("selecting in " + path, () -> {
            reuse.forget();
            s.pump();
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer acc = s.resolveChecked(path, expectedRole, refs);
                Pointer iface = refs.object(s.atspi.atspi_accessible_get_selection_iface(acc));
                if (iface == null) throw AtspiSession.noInterface(expectedRole, "selection");
                boolean ok = s.atspi.atspi_selection_select_child(iface, childIndex, s.error);
                s.check("selecting child " + childIndex + " of " + expectedRole);
                if (!ok) throw new BridgeException(BridgeError.FAILED, "the application refused to select child " + childIndex);
            }
            return null;
        });
    }

    @Override
    public int cellIndex(NodePath table, String expectedRole, int row, int column) {
        return thread.call("finding a cell of " + table, () -> {
            s.pump();
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer acc = s.resolveChecked(table, expectedRole, refs);
                Pointer iface = refs.object(s.atspi.atspi_accessible_get_table_iface(acc));
                if (iface == null) throw AtspiSession.noInterface(expectedRole, "table");
                int index = s.atspi.atspi_table_get_index_at(iface, row, column, s.error);
                s.check("finding the cell at row " + row + ", column " + column);
                return index;
            }
        });
    }

    @Override
    public void focus(NodePath path, String expectedRole) {
        thread.call("focusing " + path, () -> {
            reuse.forget();
            s.pump();
            try (AtspiSession.Refs refs = s.new Refs()) {
                Pointer acc = s.resolveChecked(path, expectedRole, refs);
                Pointer component = refs.object(s.atspi.atspi_accessible_get_component_iface(acc));
                if (component == null) throw AtspiSession.noInterface(expectedRole, "a component");
                boolean ok = s.atspi.atspi_component_grab_focus(component, s.error);
                s.check("focusing " + expectedRole);
                if (!ok) throw new BridgeException(BridgeError.FAILED, "the application refused focus for " + expectedRole);
            }
            return null;
        });
    }

    @Override
    public void typeString(String text) {
        thread.call("typing", () -> {
            reuse.forget();
            boolean ok = s.atspi.atspi_generate_keyboard_event(0, text, Atspi.KEY_STRING, s.error);
            s.check("typing a string");
            if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused to type the string");
            return null;
        });
    }

    @Override
    public void keyCombo(List<Integer> modifierKeysyms, int keysym) {
        thread.call("pressing keys", () -> {
            reuse.forget();
            List<Integer> held = new ArrayList<>();
            try {
                for (int modifier : modifierKeysyms) {
                    int code = keys.keycode(modifier);
                    if (code == 0) throw new BridgeException(BridgeError.NOT_SUPPORTED_BY_ELEMENT,
                            "no key on this keyboard for keysym 0x" + Integer.toHexString(modifier));
                    key(code, null, Atspi.KEY_PRESS);
                    held.add(code);
                }
                int code = keys.keycode(keysym);
                if (code != 0) key(code, null, Atspi.KEY_PRESSRELEASE);
                else key(keysym, null, Atspi.KEY_SYM);
            } finally {
                for (int i = held.size() - 1; i >= 0; i--) key(held.get(i), null, Atspi.KEY_RELEASE);
            }
            return null;
        });
    }

    private void key(long keyval, String string, int type) {
        boolean ok = s.atspi.atspi_generate_keyboard_event(keyval, string, type, s.error);
        s.check("generating a key event");
        if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused the key event " + keyval);
    }

    @Override
    public void click(int x, int y) {
        thread.call("clicking", () -> {
            reuse.forget();
            boolean ok = s.atspi.atspi_generate_mouse_event(x, y, "b1c", s.error);
            s.check("clicking at " + x + "," + y);
            if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused the click at " + x + "," + y);
            return null;
        });
    }

    @Override
    public boolean keyboardFollowsPointer() {
        return thread.call("letting the keyboard follow the pointer", () -> keys != null && keys.keyboardFollowsPointer());
    }

    @Override
    public void movePointer(int x, int y) {
        thread.call("moving the pointer", () -> {
            boolean ok = s.atspi.atspi_generate_mouse_event(x, y, "abs", s.error);
            s.check("moving the pointer to " + x + "," + y);
            if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused to move the pointer to " + x + "," + y);
            return null;
        });
    }

    @Override
    public void scroll(int x, int y, String direction) {
        String button = switch (direction) {
            case "up" -> "b4c";
            case "down" -> "b5c";
            case "left" -> "b6c";
            case "right" -> "b7c";
            default -> throw new IllegalArgumentException("no scroll direction " + direction);
        };
        thread.call("scrolling", () -> {
            reuse.forget();
            boolean moved = s.atspi.atspi_generate_mouse_event(x, y, "abs", s.error);
            s.check("moving the pointer to " + x + "," + y);
            boolean ok = moved && s.atspi.atspi_generate_mouse_event(x, y, button, s.error);
            s.check("scrolling at " + x + "," + y);
            if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused to scroll at " + x + "," + y);
            return null;
        });
    }

    /** The root window names the accessibility bus while a Qt program starts ({@link BusAtom}). */
    @Override
    public Announcement announceBus() {
        return BusAtom.whileStarting();
    }

    /**
     * False once libatspi's connection to the accessibility bus closed: the bus went away, and every call
     * from now on fails. True while it stands, and when it cannot be told (no libdbus symbols, a stuck thread).
     */
    @Override
    public boolean connected() {
        if (bulk == null) return true;
        try {
            return thread.call("checking the AT-SPI bus", () -> bulk.connected());
        } catch (BridgeException e) {
            return true; // a busy or frozen call says nothing about the bus
        }
    }

    @Override
    public void close() {
        try {
            thread.call("closing", () -> {
                if (reuse != null) reuse.close();
                if (keys != null) keys.close();
                return null;
            });
        } catch (BridgeException ignored) {
            // closing a bridge whose thread is stuck: the thread is a daemon and is abandoned below
        }
        thread.close();
    }

    // ---- reading ----











    // ---- resolving paths ----





    // ---- errors, strings and references ----






    /** D-Bus requests the pipelined reader has sent so far. */
    public long bulkRequests() {
        return thread.call("counting requests", () -> bulk == null ? 0L : bulk.requests());
    }

    /** How many reads had to fall back from the pipelined read to the walk. */
    public long bulkFallbacks() {
        return thread.call("counting fallbacks", () -> bulkFallbacks);
    }

    /**
     * Objects taken from libatspi and not yet released, counting every object call sites own through
     * {@link Refs}; zero between calls (a test holds the bridge to that).
     */
    public long heldObjects() {
        return thread.call("counting held objects", () -> s.held);
    }


}
