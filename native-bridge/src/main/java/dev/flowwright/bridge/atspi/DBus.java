package dev.flowwright.bridge.atspi;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.PointerByReference;

/**
 * The libdbus calls the bulk reader needs to pipeline AT-SPI requests on libatspi's own connection to
 * the accessibility bus. Messages and pending calls are unreferenced by {@link BulkReader}.
 */
interface DBus extends Library {
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

    Pointer dbus_message_new_method_call(String destination, String path, String iface, String method);

    void dbus_message_unref(Pointer message);

    void dbus_message_iter_init_append(Pointer message, Pointer iter);

    boolean dbus_message_iter_append_basic(Pointer iter, int type, Pointer value);

    boolean dbus_connection_send_with_reply(Pointer connection, Pointer message, PointerByReference pending, int timeoutMillis);

    void dbus_connection_flush(Pointer connection);

    boolean dbus_connection_get_is_connected(Pointer connection);

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

    static DBus load() {
        return Native.load("dbus-1", DBus.class);
    }
}
