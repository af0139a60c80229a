package dev.flowwright.bridge.atspi;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.PointerByReference;
import dev.flowwright.bridge.AccessibilityBridge;
import dev.flowwright.bridge.AppInfo;
import dev.flowwright.bridge.BridgeError;
import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.BridgeThread;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;
import dev.flowwright.bridge.Rect;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Linux: AT-SPI through {@code libatspi} with JNA. All native calls run on one {@link BridgeThread};
 * each public call re-resolves its element from the application root and releases every object it took
 * before returning (see {@link Refs}). libatspi's own D-Bus timeout is set to the call timeout, so a
 * frozen application returns a timeout error instead of holding the thread.
 */
public final class AtspiBridge implements AccessibilityBridge {
    private static final String ACTION = "org.a11y.atspi.Action";
    private static final String COMPONENT = "org.a11y.atspi.Component";
    private static final String TEXT = "org.a11y.atspi.Text";
    private static final String EDITABLE_TEXT = "org.a11y.atspi.EditableText";
    private static final String VALUE = "org.a11y.atspi.Value";
    private static final String SELECTION = "org.a11y.atspi.Selection";
    /** Roles whose actions are the window's or the clipboard's, not a control's own. */
    static final Set<String> QUIET_ACTION_ROLES = Set.of("application", "frame", "window", "dialog", "alert",
            "panel", "filler", "label", "static", "paragraph", "heading", "caption", "scroll pane", "section");
    static final Set<String> LABEL_ROLES = Set.of("label", "static", "heading", "caption");
    /** Set {@code -Dflowwright.atspi.walk=true} to read every tree one call at a time (for comparison). */
    private static final boolean WALK_ONLY = Boolean.getBoolean("flowwright.atspi.walk");
    /** Bounds the main-loop pump so a flood of events cannot starve a call. */
    private static final int MAX_PUMPED_EVENTS = 10_000;

    private final BridgeThread thread;
    private Atspi atspi;
    private GLib glib;
    private Pointer stateClass;
    private final Map<Integer, String> stateNicks = new HashMap<>();
    private final Map<Integer, Integer> desktopIndexByPid = new HashMap<>();
    private final PointerByReference error = new PointerByReference();
    private XKeys keys;
    private BulkReader bulk;
    private final Map<Integer, String> roleNames = new HashMap<>();
    private long bulkFallbacks;
    private long held;

    private AtspiBridge(BridgeThread thread) {
        this.thread = thread;
    }

    /** Connects to the AT-SPI bus; fails with {@link BridgeError#UNAVAILABLE} when there is none. */
    public static AtspiBridge open(Duration callTimeout) {
        BridgeThread thread = new BridgeThread("flowwright-atspi", callTimeout);
        AtspiBridge bridge = new AtspiBridge(thread);
        try {
            thread.call("connecting to the AT-SPI bus", () -> { bridge.connect((int) callTimeout.toMillis()); return null; });
        } catch (RuntimeException e) {
            thread.close();
            throw e;
        }
        return bridge;
    }

    private void connect(int timeoutMillis) {
        try {
            atspi = Atspi.load();
            glib = GLib.load();
        } catch (UnsatisfiedLinkError e) {
            throw new BridgeException(BridgeError.UNAVAILABLE, "libatspi is not installed: " + e.getMessage(), e);
        }
        int rc = atspi.atspi_init();
        if (rc > 1) throw new BridgeException(BridgeError.UNAVAILABLE, "could not connect to the AT-SPI bus (atspi_init " + rc + ")");
        atspi.atspi_set_timeout(timeoutMillis, timeoutMillis);
        stateClass = glib.g_type_class_ref(atspi.atspi_state_type_get_type());
        try (Refs refs = new Refs()) {
            Pointer desktop = refs.object(atspi.atspi_get_desktop(0));
            if (desktop == null) throw new BridgeException(BridgeError.UNAVAILABLE, "AT-SPI has no desktop");
            atspi.atspi_accessible_get_child_count(desktop, error);
            check("reading the AT-SPI desktop");
        } catch (BridgeException e) {
            throw new BridgeException(BridgeError.UNAVAILABLE, "the AT-SPI bus does not answer: " + e.getMessage(), e);
        }
        keys = XKeys.open();
        watchEvents();
        try {
            Pointer bus = atspi.atspi_get_a11y_bus();
            if (bus != null) bulk = new BulkReader(DBus.load(), bus, timeoutMillis, this::roleName, this::stateNick);
        } catch (UnsatisfiedLinkError e) {
            bulk = null; // no libdbus symbols: every read walks through libatspi
        }
    }

    // ---- events: a tree nothing has changed in is not read again ----

    /** Longest a read is reused: catches changes a toolkit makes without telling (window geometry). */
    private static final long REUSE_NANOS = 2_000_000_000L;
    private static final String[] WATCHED = {"object:", "window:"};
    private Atspi.EventCallback listener;
    private long eventType;
    private boolean watching;
    private long eventsSeen;
    private long reusedReads;
    private record Reading(Node node, long events, long at) {}
    private final Map<String, Reading> readings = new HashMap<>();

    private void watchEvents() {
        eventType = atspi.atspi_event_get_type();
        listener = (event, userData) -> {
            eventsSeen++;
            if (event != null) glib.g_boxed_free(eventType, event);
        };
        boolean all = true;
        for (String type : WATCHED) {
            boolean ok = atspi.atspi_event_listener_register_from_callback(listener, null, null, type, error);
            if (error.getValue() != null) {
                clearError();
                ok = false;
            }
            all &= ok;
        }
        watching = all;
    }

    private Node reusable(NodePath root, ReadOptions options) {
        if (!watching) return null;
        Reading r = readings.get(root + "|" + options);
        if (r == null || r.events != eventsSeen || System.nanoTime() - r.at > REUSE_NANOS) return null;
        reusedReads++;
        return r.node;
    }

    private Node remembered(NodePath root, ReadOptions options, Node node, long eventsBefore) {
        if (readings.size() > 64) readings.clear();
        readings.put(root + "|" + options, new Reading(node, eventsBefore, System.nanoTime()));
        return node;
    }

    /** Whatever the bridge did may change what any application shows. */
    private void acted() {
        readings.clear();
    }

    /** Read every tree afresh next time (a person pressing "refresh"; benchmarks of real reads). */
    public void forgetReads() {
        thread.call("forgetting reads", () -> {
            acted();
            return null;
        });
    }

    /** Reads answered from an earlier read because no event said anything changed. */
    public long reusedReads() {
        return thread.call("counting reused reads", () -> reusedReads);
    }

    /** Whether application events reach the bridge (then unchanged trees are not read again). */
    public boolean watchingEvents() {
        return thread.call("asking about events", () -> watching);
    }

    private String roleName(int role) {
        return roleNames.computeIfAbsent(role, r -> {
            Pointer p = atspi.atspi_role_get_name(r);
            if (p == null) return "unknown";
            try {
                return p.getString(0, "UTF-8");
            } finally {
                glib.g_free(p);
            }
        });
    }

    @Override
    public String platform() { return "linux-atspi"; }

    @Override
    public List<AppInfo> applications() {
        return thread.call("listing applications", () -> {
            pump();
            List<AppInfo> apps = new ArrayList<>();
            try (Refs refs = new Refs()) {
                Pointer desktop = refs.object(atspi.atspi_get_desktop(0));
                int n = atspi.atspi_accessible_get_child_count(desktop, error);
                check("counting applications");
                for (int i = 0; i < n; i++) {
                    try (Refs inner = new Refs()) {
                        Pointer app = inner.object(atspi.atspi_accessible_get_child_at_index(desktop, i, error));
                        check("reading application " + i);
                        if (app == null) continue;
                        String name = string(atspi.atspi_accessible_get_name(app, error), "reading an application's name");
                        int pid = atspi.atspi_accessible_get_process_id(app, error);
                        check("reading an application's process id");
                        int windows = atspi.atspi_accessible_get_child_count(app, error);
                        check("counting an application's windows");
                        desktopIndexByPid.put(pid, i);
                        apps.add(new AppInfo(name, pid, windows));
                    }
                }
            }
            return apps;
        });
    }

    @Override
    public Node read(NodePath root, ReadOptions options) {
        return thread.call("reading " + root, () -> {
            pump();
            Node known = reusable(root, options);
            if (known != null) return known;
            long eventsBefore = eventsSeen;
            if (bulk != null && !WALK_ONLY) {
                try {
                    return remembered(root, options, bulk.read(root, options), eventsBefore);
                } catch (BulkReader.Unusable e) {
                    bulkFallbacks++; // the walk below reads the same tree one call at a time
                }
            }
            return remembered(root, options, walkHere(root, options), eventsBefore);
        });
    }

    /** The same read one libatspi call at a time, without the pipelined path (for comparison and tests). */
    public Node walk(NodePath root, ReadOptions options) {
        return thread.call("walking " + root, () -> {
            pump();
            return walkHere(root, options);
        });
    }

    private Node walkHere(NodePath root, ReadOptions options) {
        try (Refs refs = new Refs()) {
            Pointer acc = resolve(root, refs);
            int[] budget = {options.maxNodes()};
            return readNode(acc, root, options, 0, budget);
        }
    }

    @Override
    public void doAction(NodePath path, String expectedRole, int actionIndex) {
        thread.call("acting on " + path, () -> {
            acted();
            pump();
            try (Refs refs = new Refs()) {
                Pointer acc = resolveChecked(path, expectedRole, refs);
                Pointer action = refs.object(atspi.atspi_accessible_get_action_iface(acc));
                if (action == null) throw noInterface(expectedRole, "actions");
                boolean ok = atspi.atspi_action_do_action(action, actionIndex, error);
                check("doing action " + actionIndex + " of " + expectedRole);
                if (!ok) throw new BridgeException(BridgeError.FAILED, "the application refused action " + actionIndex + " of " + expectedRole);
            }
            return null;
        });
    }

    @Override
    public boolean setText(NodePath path, String expectedRole, String text) {
        return thread.call("setting text of " + path, () -> {
            acted();
            pump();
            try (Refs refs = new Refs()) {
                Pointer acc = resolveChecked(path, expectedRole, refs);
                Pointer editable = refs.object(atspi.atspi_accessible_get_editable_text_iface(acc));
                if (editable == null) throw noInterface(expectedRole, "editable text");
                boolean ok = atspi.atspi_editable_text_set_text_contents(editable, text, error);
                check("setting the text of " + expectedRole);
                return ok;
            }
        });
    }

    @Override
    public Optional<String> readText(NodePath path, String expectedRole) {
        return thread.call("reading text of " + path, () -> {
            pump();
            try (Refs refs = new Refs()) {
                Pointer acc = resolveChecked(path, expectedRole, refs);
                return Optional.ofNullable(text(acc, Integer.MAX_VALUE, refs));
            }
        });
    }

    @Override
    public void setValue(NodePath path, String expectedRole, double value) {
        thread.call("setting value of " + path, () -> {
            acted();
            pump();
            try (Refs refs = new Refs()) {
                Pointer acc = resolveChecked(path, expectedRole, refs);
                Pointer iface = refs.object(atspi.atspi_accessible_get_value_iface(acc));
                if (iface == null) throw noInterface(expectedRole, "a value");
                boolean ok = atspi.atspi_value_set_current_value(iface, value, error);
                check("setting the value of " + expectedRole);
                if (!ok) throw new BridgeException(BridgeError.FAILED, "the application refused the value " + value);
            }
            return null;
        });
    }

    @Override
    public void selectChild(NodePath path, String expectedRole, int childIndex) {
        thread.call("selecting in " + path, () -> {
            acted();
            pump();
            try (Refs refs = new Refs()) {
                Pointer acc = resolveChecked(path, expectedRole, refs);
                Pointer iface = refs.object(atspi.atspi_accessible_get_selection_iface(acc));
                if (iface == null) throw noInterface(expectedRole, "selection");
                boolean ok = atspi.atspi_selection_select_child(iface, childIndex, error);
                check("selecting child " + childIndex + " of " + expectedRole);
                if (!ok) throw new BridgeException(BridgeError.FAILED, "the application refused to select child " + childIndex);
            }
            return null;
        });
    }

    @Override
    public void focus(NodePath path, String expectedRole) {
        thread.call("focusing " + path, () -> {
            acted();
            pump();
            try (Refs refs = new Refs()) {
                Pointer acc = resolveChecked(path, expectedRole, refs);
                Pointer component = refs.object(atspi.atspi_accessible_get_component_iface(acc));
                if (component == null) throw noInterface(expectedRole, "a component");
                boolean ok = atspi.atspi_component_grab_focus(component, error);
                check("focusing " + expectedRole);
                if (!ok) throw new BridgeException(BridgeError.FAILED, "the application refused focus for " + expectedRole);
            }
            return null;
        });
    }

    @Override
    public void typeString(String text) {
        thread.call("typing", () -> {
            acted();
            boolean ok = atspi.atspi_generate_keyboard_event(0, text, Atspi.KEY_STRING, error);
            check("typing a string");
            if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused to type the string");
            return null;
        });
    }

    @Override
    public void keyCombo(List<Integer> modifierKeysyms, int keysym) {
        thread.call("pressing keys", () -> {
            acted();
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
        boolean ok = atspi.atspi_generate_keyboard_event(keyval, string, type, error);
        check("generating a key event");
        if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused the key event " + keyval);
    }

    @Override
    public void click(int x, int y) {
        thread.call("clicking", () -> {
            acted();
            boolean ok = atspi.atspi_generate_mouse_event(x, y, "b1c", error);
            check("clicking at " + x + "," + y);
            if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused the click at " + x + "," + y);
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
            acted();
            boolean moved = atspi.atspi_generate_mouse_event(x, y, "abs", error);
            check("moving the pointer to " + x + "," + y);
            boolean ok = moved && atspi.atspi_generate_mouse_event(x, y, button, error);
            check("scrolling at " + x + "," + y);
            if (!ok) throw new BridgeException(BridgeError.FAILED, "AT-SPI refused to scroll at " + x + "," + y);
            return null;
        });
    }

    @Override
    public void close() {
        try {
            thread.call("closing", () -> {
                if (keys != null) keys.close();
                return null;
            });
        } catch (BridgeException ignored) {
            // closing a bridge whose thread is stuck: the thread is a daemon and is abandoned below
        }
        thread.close();
    }

    // ---- reading ----

    private Node readNode(Pointer acc, NodePath path, ReadOptions options, int depth, int[] budget) {
        budget[0]--;
        try (Refs refs = new Refs()) {
            Set<String> states = states(acc);
            String role = string(atspi.atspi_accessible_get_role_name(acc, error), "reading a role");
            String name = string(atspi.atspi_accessible_get_name(acc, error), "reading a name");
            String description = string(atspi.atspi_accessible_get_description(acc, error), "reading a description");
            int childCount = atspi.atspi_accessible_get_child_count(acc, error);
            check("counting children");
            Set<String> interfaces = interfaces(acc);
            boolean wanted = depth > 0 && (interfaces.contains(ACTION) || interfaces.contains(EDITABLE_TEXT)
                    || interfaces.contains(VALUE) || interfaces.contains(SELECTION));
            // Window-level and container actions (window.close, clipboard.copy on labels) are noise for
            // choosing what to press, and each name is a round trip: read names only for controls.
            List<String> actions = interfaces.contains(ACTION) && !QUIET_ACTION_ROLES.contains(role)
                    ? actionNames(acc, refs) : List.of();
            Rect extents = interfaces.contains(COMPONENT) && (depth == 1 || wanted && !QUIET_ACTION_ROLES.contains(role))
                    ? extents(acc, refs) : null;
            // A label's name is its text; read the text itself only where it can differ (fields, documents).
            String text = interfaces.contains(TEXT) && (interfaces.contains(EDITABLE_TEXT) || name.isEmpty() || !LABEL_ROLES.contains(role))
                    ? text(acc, options.maxTextChars(), refs) : null;
            Double value = interfaces.contains(VALUE) ? value(acc, refs) : null;
            List<Node> children = new ArrayList<>();
            List<Pointer> childObjects = new ArrayList<>();
            if (depth < options.maxDepth()) {
                for (int i = 0; i < childCount && budget[0] > 0; i++) {
                    Pointer child = refs.object(atspi.atspi_accessible_get_child_at_index(acc, i, error));
                    check("reading child " + i);
                    if (child == null) continue;
                    if (options.showingOnly() && !onScreen(states(child))) continue;
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
     * A field without a name is named by the label beside it, which only geometry tells; labels' extents
     * are otherwise skipped (a round trip each), so read them here, where an unnamed field needs them.
     */
    private void placeLabelsBesideUnnamedFields(List<Node> children, List<Pointer> objects, Refs refs) {
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

    /** GTK 4 reports "visible" but never "showing" below the window; GTK 3 reports both. */
    private static boolean onScreen(Set<String> states) {
        return states.contains("showing") || states.contains("visible");
    }

    private Set<String> states(Pointer acc) {
        Pointer set = atspi.atspi_accessible_get_state_set(acc);
        if (set == null) return Set.of();
        try {
            Pointer array = atspi.atspi_state_set_get_states(set);
            if (array == null) return Set.of();
            try {
                Pointer data = array.getPointer(0);
                int len = array.getInt(Native.POINTER_SIZE);
                Set<String> out = new java.util.HashSet<>();
                for (int i = 0; i < len; i++) out.add(stateNick(data.getInt(4L * i)));
                return out;
            } finally {
                glib.g_array_free(array, true);
            }
        } finally {
            glib.g_object_unref(set);
        }
    }

    private String stateNick(int state) {
        return stateNicks.computeIfAbsent(state, s -> {
            Pointer value = glib.g_enum_get_value(stateClass, s);
            if (value == null) return "state-" + s;
            Pointer nick = value.getPointer(8L + Native.POINTER_SIZE);
            return nick == null ? "state-" + s : nick.getString(0);
        });
    }

    private Set<String> interfaces(Pointer acc) {
        Pointer array = atspi.atspi_accessible_get_interfaces(acc);
        if (array == null) return Set.of();
        Set<String> out = new java.util.HashSet<>();
        try {
            Pointer data = array.getPointer(0);
            int len = array.getInt(Native.POINTER_SIZE);
            for (int i = 0; i < len; i++) {
                Pointer s = data.getPointer((long) i * Native.POINTER_SIZE);
                if (s == null) continue;
                out.add("org.a11y.atspi." + s.getString(0));
                glib.g_free(s);
            }
        } finally {
            glib.g_array_free(array, true);
        }
        return out;
    }

    private List<String> actionNames(Pointer acc, Refs refs) {
        Pointer action = refs.object(atspi.atspi_accessible_get_action_iface(acc));
        if (action == null) return List.of();
        int n = atspi.atspi_action_get_n_actions(action, error);
        check("counting actions");
        List<String> names = new ArrayList<>(n);
        for (int i = 0; i < n; i++) names.add(string(atspi.atspi_action_get_action_name(action, i, error), "reading an action name"));
        return names;
    }

    private Rect extents(Pointer acc, Refs refs) {
        Pointer component = refs.object(atspi.atspi_accessible_get_component_iface(acc));
        if (component == null) return null;
        Pointer rect = atspi.atspi_component_get_extents(component, Atspi.COORD_SCREEN, error);
        try {
            check("reading extents");
            if (rect == null) return null;
            Atspi.Rect r = new Atspi.Rect(rect);
            return new Rect(r.x, r.y, r.width, r.height);
        } finally {
            if (rect != null) glib.g_free(rect);
        }
    }

    private String text(Pointer acc, int maxChars, Refs refs) {
        Pointer iface = refs.object(atspi.atspi_accessible_get_text_iface(acc));
        if (iface == null) return null;
        int count = atspi.atspi_text_get_character_count(iface, error);
        check("counting characters");
        return string(atspi.atspi_text_get_text(iface, 0, Math.min(count, maxChars), error), "reading text");
    }

    private Double value(Pointer acc, Refs refs) {
        Pointer iface = refs.object(atspi.atspi_accessible_get_value_iface(acc));
        if (iface == null) return null;
        double v = atspi.atspi_value_get_current_value(iface, error);
        check("reading a value");
        return v;
    }

    // ---- resolving paths ----

    /** The element at {@code path}, owned by {@code refs}. */
    private Pointer resolve(NodePath path, Refs refs) {
        Pointer cur = application(path.pid(), refs);
        for (int index : path.indices()) {
            Pointer next = refs.object(atspi.atspi_accessible_get_child_at_index(cur, index, error));
            check("resolving " + path);
            if (next == null) throw new BridgeException(BridgeError.STALE, "no element at " + path + " any more");
            cur = next;
        }
        return cur;
    }

    private Pointer resolveChecked(NodePath path, String expectedRole, Refs refs) {
        Pointer acc = resolve(path, refs);
        if (expectedRole != null) {
            String role = string(atspi.atspi_accessible_get_role_name(acc, error), "reading a role");
            if (!role.equals(expectedRole)) throw new BridgeException(BridgeError.STALE,
                    "the element at " + path + " is now a " + role + ", not the " + expectedRole + " that was read");
        }
        return acc;
    }

    private Pointer application(int pid, Refs refs) {
        Pointer desktop = refs.object(atspi.atspi_get_desktop(0));
        int n = atspi.atspi_accessible_get_child_count(desktop, error);
        check("counting applications");
        Integer hint = desktopIndexByPid.get(pid);
        if (hint != null && hint < n) {
            Pointer app = appIfPid(desktop, hint, pid, refs);
            if (app != null) return app;
        }
        for (int i = 0; i < n; i++) {
            Pointer app = appIfPid(desktop, i, pid, refs);
            if (app != null) {
                desktopIndexByPid.put(pid, i);
                return app;
            }
        }
        throw new BridgeException(BridgeError.STALE, "no application with process " + pid + " is registered with AT-SPI");
    }

    private Pointer appIfPid(Pointer desktop, int index, int pid, Refs refs) {
        Pointer app = atspi.atspi_accessible_get_child_at_index(desktop, index, error);
        check("reading application " + index);
        if (app == null) return null;
        int appPid = atspi.atspi_accessible_get_process_id(app, error);
        if (error.getValue() != null || appPid != pid) {
            glib.g_object_unref(app);
            clearError();
            return null;
        }
        return refs.object(app);
    }

    // ---- errors, strings and references ----

    /** Dispatch queued D-Bus events so they do not pile up in libatspi's connection between calls. */
    private void pump() {
        for (int i = 0; i < MAX_PUMPED_EVENTS && glib.g_main_context_iteration(null, false); i++) {
            // each iteration dispatched something; keep going until the queue is empty
        }
    }

    private String string(Pointer p, String what) {
        try {
            check(what);
            return p == null ? "" : p.getString(0, "UTF-8");
        } finally {
            if (p != null) glib.g_free(p);
        }
    }

    /** Turns a pending GError into a typed exception (and frees it). */
    private void check(String what) {
        Pointer e = error.getValue();
        if (e == null) return;
        error.setValue(null);
        throw GErrors.take(glib, e, what);
    }

    private void clearError() {
        Pointer e = error.getValue();
        if (e != null) glib.g_error_free(e);
        error.setValue(null);
    }

    private static BridgeException noInterface(String role, String what) {
        return new BridgeException(BridgeError.NOT_SUPPORTED_BY_ELEMENT, "the " + role + " has no " + what);
    }

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
        return thread.call("counting held objects", () -> held);
    }

    /** The GObjects taken during one call, unreferenced together when it ends (even when it throws). */
    private final class Refs implements AutoCloseable {
        private final List<Pointer> objects = new ArrayList<>(4);

        Pointer object(Pointer p) {
            if (p != null) {
                objects.add(p);
                held++;
            }
            return p;
        }

        @Override
        public void close() {
            for (int i = objects.size() - 1; i >= 0; i--) {
                glib.g_object_unref(objects.get(i));
                held--;
            }
            objects.clear();
        }
    }

    private static final class Native {
        static final int POINTER_SIZE = com.sun.jna.Native.POINTER_SIZE;
    }
}
