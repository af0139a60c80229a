package dev.flowwright.bridge.atspi;

import com.sun.jna.Native;
import com.sun.jna.Pointer;

/**
 * The libdbus calls the bulk reader needs to pipeline AT-SPI requests on libatspi's own connection to
 * the accessibility bus. Messages and pending calls are unreferenced by {@link BulkReader}. {@link #load()}
 * binds them by JNA's direct mapping: a look on a spreadsheet makes thousands of these calls, and through an
 * interface proxy (reflection, a native string per argument) they cost the Java side more than the
 * application's answers (docs/desktop.md#benchmarks).
 */
interface DBus {
    int TYPE_INVALID = 0;
    int TYPE_ARRAY = 'a';
    int TYPE_STRUCT = 'r';
    int TYPE_DICT_ENTRY = 'e';
    int TYPE_VARIANT = 'v';
    int TYPE_STRING = 's';
    int TYPE_OBJECT_PATH = 'o';
    int TYPE_SIGNATURE = 'g';
    int TYPE_UINT32 = 'u';
    int TYPE_INT32 = 'i';
    int TYPE_BOOLEAN = 'b';
    int TYPE_DOUBLE = 'd';
    int TYPE_BYTE = 'y';
    int TYPE_INT16 = 'n';
    int TYPE_UINT16 = 'q';
    int TYPE_INT64 = 'x';
    int TYPE_UINT64 = 't';
    int MESSAGE_TYPE_ERROR = 3;
    /** sizeof(DBusMessageIter) is 72 on 64-bit; leave room. */
    int ITER_SIZE = 128;

    /** The four names as NUL-terminated UTF-8 in native memory (libdbus copies them into the message). */
    Pointer dbus_message_new_method_call(Pointer destination, Pointer path, Pointer iface, Pointer method);

    void dbus_message_unref(Pointer message);

    void dbus_message_iter_init_append(Pointer message, Pointer iter);

    boolean dbus_message_iter_append_basic(Pointer iter, int type, Pointer value);

    /** {@code pending} is where the pending call's pointer is written (8 bytes). */
    boolean dbus_connection_send_with_reply(Pointer connection, Pointer message, Pointer pending, int timeoutMillis);

    void dbus_connection_flush(Pointer connection);

    boolean dbus_connection_get_is_connected(Pointer connection);

    Pointer dbus_connection_ref(Pointer connection);

    void dbus_connection_unref(Pointer connection);

    void dbus_pending_call_block(Pointer pending);

    Pointer dbus_pending_call_steal_reply(Pointer pending);

    void dbus_pending_call_unref(Pointer pending);

    int dbus_message_get_type(Pointer message);

    String dbus_message_get_error_name(Pointer message);

    boolean dbus_message_iter_init(Pointer message, Pointer iter);

    int dbus_message_iter_get_arg_type(Pointer iter);

    void dbus_message_iter_recurse(Pointer iter, Pointer sub);

    boolean dbus_message_iter_next(Pointer iter);

    void dbus_message_iter_get_basic(Pointer iter, Pointer value);

    /** libdbus, bound directly; an {@link UnsatisfiedLinkError} (or its wrapper) where it cannot be. */
    static DBus load() {
        Direct.C.bind();
        return Direct.INSTANCE;
    }

    /** The direct mapping: static natives registered on libdbus once, behind the interface. */
    final class Direct implements DBus {
        static final Direct INSTANCE = new Direct();

        private Direct() {}

        private static final class C {
            static {
                Native.register(C.class, "dbus-1");
            }

            /** Registers the natives (this class's initializer), throwing where libdbus or a symbol is missing. */
            static void bind() {}

            static native Pointer dbus_message_new_method_call(Pointer destination, Pointer path, Pointer iface, Pointer method);
            static native void dbus_message_unref(Pointer message);
            static native void dbus_message_iter_init_append(Pointer message, Pointer iter);
            static native boolean dbus_message_iter_append_basic(Pointer iter, int type, Pointer value);
            static native boolean dbus_connection_send_with_reply(Pointer connection, Pointer message, Pointer pending, int timeoutMillis);
            static native void dbus_connection_flush(Pointer connection);
            static native boolean dbus_connection_get_is_connected(Pointer connection);
            static native Pointer dbus_connection_ref(Pointer connection);
            static native void dbus_connection_unref(Pointer connection);
            static native void dbus_pending_call_block(Pointer pending);
            static native Pointer dbus_pending_call_steal_reply(Pointer pending);
            static native void dbus_pending_call_unref(Pointer pending);
            static native int dbus_message_get_type(Pointer message);
            static native String dbus_message_get_error_name(Pointer message);
            static native boolean dbus_message_iter_init(Pointer message, Pointer iter);
            static native int dbus_message_iter_get_arg_type(Pointer iter);
            static native void dbus_message_iter_recurse(Pointer iter, Pointer sub);
            static native boolean dbus_message_iter_next(Pointer iter);
            static native void dbus_message_iter_get_basic(Pointer iter, Pointer value);
        }

        @Override public Pointer dbus_message_new_method_call(Pointer destination, Pointer path, Pointer iface, Pointer method) { return C.dbus_message_new_method_call(destination, path, iface, method); }
        @Override public void dbus_message_unref(Pointer message) { C.dbus_message_unref(message); }
        @Override public void dbus_message_iter_init_append(Pointer message, Pointer iter) { C.dbus_message_iter_init_append(message, iter); }
        @Override public boolean dbus_message_iter_append_basic(Pointer iter, int type, Pointer value) { return C.dbus_message_iter_append_basic(iter, type, value); }
        @Override public boolean dbus_connection_send_with_reply(Pointer connection, Pointer message, Pointer pending, int timeoutMillis) { return C.dbus_connection_send_with_reply(connection, message, pending, timeoutMillis); }
        @Override public void dbus_connection_flush(Pointer connection) { C.dbus_connection_flush(connection); }
        @Override public boolean dbus_connection_get_is_connected(Pointer connection) { return C.dbus_connection_get_is_connected(connection); }
        @Override public Pointer dbus_connection_ref(Pointer connection) { return C.dbus_connection_ref(connection); }
        @Override public void dbus_connection_unref(Pointer connection) { C.dbus_connection_unref(connection); }
        @Override public void dbus_pending_call_block(Pointer pending) { C.dbus_pending_call_block(pending); }
        @Override public Pointer dbus_pending_call_steal_reply(Pointer pending) { return C.dbus_pending_call_steal_reply(pending); }
        @Override public void dbus_pending_call_unref(Pointer pending) { C.dbus_pending_call_unref(pending); }
        @Override public int dbus_message_get_type(Pointer message) { return C.dbus_message_get_type(message); }
        @Override public String dbus_message_get_error_name(Pointer message) { return C.dbus_message_get_error_name(message); }
        @Override public boolean dbus_message_iter_init(Pointer message, Pointer iter) { return C.dbus_message_iter_init(message, iter); }
        @Override public int dbus_message_iter_get_arg_type(Pointer iter) { return C.dbus_message_iter_get_arg_type(iter); }
        @Override public void dbus_message_iter_recurse(Pointer iter, Pointer sub) { C.dbus_message_iter_recurse(iter, sub); }
        @Override public boolean dbus_message_iter_next(Pointer iter) { return C.dbus_message_iter_next(iter); }
        @Override public void dbus_message_iter_get_basic(Pointer iter, Pointer value) { C.dbus_message_iter_get_basic(iter, value); }
    }
}
