package dev.flowwright.bridge.atspi;

import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

import java.util.ArrayList;
import java.util.List;

/**
 * D-Bus message bodies as Java data for the bulk reader: arguments in (strings, int32, uint32), replies
 * out (strings, numbers, booleans, lists for arrays and structs). One thread uses it.
 */
final class DBusCodec {
    private final DBus dbus;

    // Native buffers are reused: one reader thread, and a Memory per call would outrun JNA's cleaner
    // (measured: 450,000 pending frees and gigabytes of RSS after 1,000 looks).
    private final Memory value = new Memory(8);
    private final Memory appendIter = new Memory(DBus.ITER_SIZE);
    private final List<Memory> iters = new ArrayList<>();

    DBusCodec(DBus dbus) {
        this.dbus = dbus;
    }

    private Memory iter(int depth) {
        while (iters.size() <= depth) iters.add(new Memory(DBus.ITER_SIZE));
        return iters.get(depth);
    }

    /** The reply's first value, or null when it has none. */
    Object body(Pointer reply) {
        Memory iter = iter(0);
        if (!dbus.dbus_message_iter_init(reply, iter)) return null;
        return parse(iter, 0);
    }

    /** An argument to send as D-Bus uint32. */
    record Unsigned(int value) {
        static Unsigned of(int v) { return new Unsigned(v); }
    }

    void append(Pointer msg, List<Object> args) {
        dbus.dbus_message_iter_init_append(msg, appendIter);
        for (Object a : args) {
            int type;
            Memory chars = null;
            if (a instanceof String s) {
                byte[] bytes = Native.toByteArray(s, "UTF-8");
                chars = new Memory(bytes.length);
                chars.write(0, bytes, 0, bytes.length);
                value.setPointer(0, chars);
                type = DBus.TYPE_STRING;
            } else if (a instanceof Unsigned u) {
                value.setInt(0, u.value());
                type = DBus.TYPE_UINT32;
            } else if (a instanceof Integer i) {
                value.setInt(0, i);
                type = DBus.TYPE_INT32;
            } else {
                throw new IllegalArgumentException("no D-Bus type for " + a);
            }
            try {
                // libdbus copies the value into the message, so the buffers are free once this returns
                if (!dbus.dbus_message_iter_append_basic(appendIter, type, value)) throw new BulkReader.Unusable("libdbus refused an argument");
            } finally {
                if (chars != null) chars.close();
            }
        }
    }

    /** The value at the iterator as Java data: strings, numbers, booleans, lists (arrays, structs), maps. */
    private Object parse(Pointer iter, int depth) {
        int type = dbus.dbus_message_iter_get_arg_type(iter);
        switch (type) {
            case DBus.TYPE_STRING, DBus.TYPE_OBJECT_PATH, DBus.TYPE_SIGNATURE -> {
                dbus.dbus_message_iter_get_basic(iter, value);
                Pointer s = value.getPointer(0);
                return s == null ? "" : s.getString(0, "UTF-8");
            }
            case DBus.TYPE_INT32 -> {
                dbus.dbus_message_iter_get_basic(iter, value);
                return value.getInt(0);
            }
            case DBus.TYPE_UINT32 -> {
                dbus.dbus_message_iter_get_basic(iter, value);
                return value.getInt(0) & 0xffffffffL;
            }
            case DBus.TYPE_INT64, DBus.TYPE_UINT64 -> {
                dbus.dbus_message_iter_get_basic(iter, value);
                return value.getLong(0);
            }
            case DBus.TYPE_INT16, DBus.TYPE_UINT16 -> {
                dbus.dbus_message_iter_get_basic(iter, value);
                return (int) value.getShort(0);
            }
            case DBus.TYPE_BYTE -> {
                dbus.dbus_message_iter_get_basic(iter, value);
                return value.getByte(0) & 0xff;
            }
            case DBus.TYPE_BOOLEAN -> {
                dbus.dbus_message_iter_get_basic(iter, value);
                return value.getInt(0) != 0;
            }
            case DBus.TYPE_DOUBLE -> {
                dbus.dbus_message_iter_get_basic(iter, value);
                return value.getDouble(0);
            }
            case DBus.TYPE_VARIANT -> {
                Memory sub = iter(depth + 1);
                dbus.dbus_message_iter_recurse(iter, sub);
                return parse(sub, depth + 1);
            }
            case DBus.TYPE_ARRAY, DBus.TYPE_STRUCT, DBus.TYPE_DICT_ENTRY -> {
                Memory sub = iter(depth + 1);
                dbus.dbus_message_iter_recurse(iter, sub);
                List<Object> items = new ArrayList<>();
                while (dbus.dbus_message_iter_get_arg_type(sub) != DBus.TYPE_INVALID) {
                    items.add(parse(sub, depth + 1));
                    if (!dbus.dbus_message_iter_next(sub)) break;
                }
                return items;
            }
            default -> throw new BulkReader.Unusable("unexpected D-Bus type " + (char) type);
        }
    }

}
