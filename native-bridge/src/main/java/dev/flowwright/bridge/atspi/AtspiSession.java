package dev.flowwright.bridge.atspi;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.PointerByReference;
import dev.flowwright.bridge.BridgeError;
import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.NodePath;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The loaded libatspi on its one thread: the GError slot every call reports through, the references
 * a call takes ({@link Refs}, counted so a test can hold the bridge to zero between calls), paths
 * resolved from an application's root, and the names of roles and states.
 */
final class AtspiSession {
    /** Bounds the main-loop pump so a flood of events cannot starve a call. */
    private static final int MAX_PUMPED_EVENTS = 10_000;

    final Atspi atspi;
    final GLib glib;
    /** The main context libatspi's connection is attached to, iterated by this thread only (see AtspiBridge#connect). */
    final Pointer context;
    final PointerByReference error = new PointerByReference();
    private final Pointer stateClass;
    private final Map<Integer, String> stateNicks = new HashMap<>();
    private final Map<Integer, String> roleNames = new HashMap<>();
    private final Map<Integer, Integer> desktopIndexByPid = new HashMap<>();
    long held;

    AtspiSession(Atspi atspi, GLib glib, Pointer context) {
        this.atspi = atspi;
        this.glib = glib;
        this.context = context;
        this.stateClass = glib.g_type_class_ref(atspi.atspi_state_type_get_type());
    }

    /** Remembers where an application sits on the desktop, so resolving its paths starts there. */
    void placed(int pid, int desktopIndex) {
        desktopIndexByPid.put(pid, desktopIndex);
    }

    Set<String> states(Pointer acc) {
        Pointer set = atspi.atspi_accessible_get_state_set(acc);
        if (set == null) return Set.of();
        try {
            Pointer array = atspi.atspi_state_set_get_states(set);
            if (array == null) return Set.of();
            try {
                Pointer data = array.getPointer(0);
                int len = array.getInt(com.sun.jna.Native.POINTER_SIZE);
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
    String stateNick(int state) {
        return stateNicks.computeIfAbsent(state, s -> {
            Pointer value = glib.g_enum_get_value(stateClass, s);
            if (value == null) return "state-" + s;
            Pointer nick = value.getPointer(8L + com.sun.jna.Native.POINTER_SIZE);
            return nick == null ? "state-" + s : nick.getString(0);
        });
    }
    Set<String> interfaces(Pointer acc) {
        Pointer array = atspi.atspi_accessible_get_interfaces(acc);
        if (array == null) return Set.of();
        Set<String> out = new java.util.HashSet<>();
        try {
            Pointer data = array.getPointer(0);
            int len = array.getInt(com.sun.jna.Native.POINTER_SIZE);
            for (int i = 0; i < len; i++) {
                Pointer s = data.getPointer((long) i * com.sun.jna.Native.POINTER_SIZE);
                if (s == null) continue;
                out.add("org.a11y.atspi." + s.getString(0));
                glib.g_free(s);
            }
        } finally {
            glib.g_array_free(array, true);
        }
        return out;
    }
    String roleName(int role) {
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
    /** The element at {@code path}, owned by {@code refs}. */
    Pointer resolve(NodePath path, Refs refs) {
        Pointer cur = application(path.pid(), refs);
        for (int index : path.indices()) {
            Pointer next = refs.object(atspi.atspi_accessible_get_child_at_index(cur, index, error));
            check("resolving " + path);
            if (next == null) throw new BridgeException(BridgeError.STALE, "no element at " + path + " any more");
            cur = next;
        }
        return cur;
    }
    Pointer resolveChecked(NodePath path, String expectedRole, Refs refs) {
        Pointer acc = resolve(path, refs);
        if (expectedRole != null) {
            String role = string(atspi.atspi_accessible_get_role_name(acc, error), "reading a role");
            if (!role.equals(expectedRole)) throw new BridgeException(BridgeError.STALE,
                    "the element at " + path + " is now a " + role + ", not the " + expectedRole + " that was read");
        }
        return acc;
    }
    Pointer application(int pid, Refs refs) {
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
    /** Dispatch queued D-Bus events so they do not pile up in libatspi's connection between calls. */
    void pump() {
        adoptDirectConnections();
        for (int i = 0; i < MAX_PUMPED_EVENTS && glib.g_main_context_iteration(context, false); i++) {
            // each iteration dispatched something; keep going until the queue is empty
        }
    }
    /**
     * Where an application offers a connection of its own (GTK's and LibreOffice's bridges do), libatspi opens it and
     * attaches it to GLib's default main context, whatever context it was given. In the studio, JavaFX's GTK loop runs
     * that context on another thread: it would read the replies this thread waits for, which then wait out the call's
     * limit ("reading text … did not answer"). So every such connection is moved onto this thread's context: the
     * application's connection is read from libatspi's public structures ({@code AtspiObject.app},
     * {@code AtspiApplication.bus}, checked by the bus name beside it) and attached again, which libatspi does by
     * moving its watches. Only on 64-bit, where those offsets hold.
     */
    private void adoptDirectConnections() {
        if (context == null) return;
        eachDirectConnection((busName, bus) -> {
            atspi.atspi_dbus_connection_setup_with_g_main(bus, context); // nothing to do once it is there
            return false;
        });
    }

    /**
     * The connection of its own that libatspi opened to the application on {@code busName}, or null where it has
     * none: requests on it go straight to the application instead of through the bus daemon, which on a loaded
     * machine costs as much CPU as the application's answers (docs/desktop.md#benchmarks). Valid until the next
     * {@link #pump()}, which may drop an application that went away: take a reference to keep it longer.
     */
    Pointer directConnection(String busName) {
        Pointer[] found = {null};
        eachDirectConnection((name, bus) -> {
            if (!name.equals(busName)) return false;
            found[0] = bus;
            return true;
        });
        return found[0];
    }

    /** Visits each application's own connection (never the bus's) with its bus name until the visitor says stop. */
    private void eachDirectConnection(java.util.function.BiPredicate<String, Pointer> visit) {
        if (com.sun.jna.Native.POINTER_SIZE != 8) return;
        Pointer main = atspi.atspi_get_a11y_bus();
        Pointer desktop = atspi.atspi_get_desktop(0);
        if (desktop == null) return;
        try {
            int n = atspi.atspi_accessible_get_child_count(desktop, error);
            if (error.getValue() != null) {
                clearError();
                return;
            }
            boolean stop = false;
            for (int i = 0; i < n && !stop; i++) {
                Pointer app = atspi.atspi_accessible_get_child_at_index(desktop, i, error);
                if (error.getValue() != null) clearError();
                if (app == null) continue;
                try {
                    Pointer application = app.getPointer(GOBJECT_SIZE);              // AtspiObject.app
                    if (application == null) continue;
                    Pointer busName = application.getPointer(GOBJECT_SIZE + 8);      // AtspiApplication.bus_name
                    Pointer bus = application.getPointer(GOBJECT_SIZE + 16);         // AtspiApplication.bus
                    if (busName == null || bus == null || bus.equals(main)) continue;
                    String name = busName.getString(0, "UTF-8");
                    if (name.startsWith(":")) stop = visit.test(name, bus);
                } finally {
                    glib.g_object_unref(app);
                }
            }
        } finally {
            glib.g_object_unref(desktop);
        }
    }

    /** sizeof(GObject) on 64-bit: the class pointer, the reference count (padded) and the data list. */
    private static final int GOBJECT_SIZE = 24;

    String string(Pointer p, String what) {
        try {
            check(what);
            return p == null ? "" : p.getString(0, "UTF-8");
        } finally {
            if (p != null) glib.g_free(p);
        }
    }
    /** Turns a pending GError into a typed exception (and frees it). */
    void check(String what) {
        Pointer e = error.getValue();
        if (e == null) return;
        error.setValue(null);
        throw GErrors.take(glib, e, what);
    }
    void clearError() {
        Pointer e = error.getValue();
        if (e != null) glib.g_error_free(e);
        error.setValue(null);
    }
    static BridgeException noInterface(String role, String what) {
        return new BridgeException(BridgeError.NOT_SUPPORTED_BY_ELEMENT, "the " + role + " has no " + what);
    }
    /** The GObjects taken during one call, unreferenced together when it ends (even when it throws). */
    final class Refs implements AutoCloseable {
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
}
