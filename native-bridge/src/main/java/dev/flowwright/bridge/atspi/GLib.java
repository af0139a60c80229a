package dev.flowwright.bridge.atspi;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

/** The GLib/GObject calls the AT-SPI bridge needs to release what libatspi hands out. */
interface GLib extends Library {

    void g_object_unref(Pointer object);

    void g_free(Pointer memory);

    void g_error_free(Pointer error);

    String g_quark_to_string(int quark);

    int g_quark_from_string(String name);

    /** For tests: a real GError as libatspi would hand one out. */
    Pointer g_error_new_literal(int domain, int code, String message);

    /** Frees the array and, with {@code freeSegment}, its data; the elements themselves are the caller's. */
    Pointer g_array_free(Pointer array, boolean freeSegment);

    Pointer g_type_class_ref(long type);

    /** GEnumValue* {gint value; const gchar* value_name; const gchar* value_nick}; owned by the class. */
    Pointer g_enum_get_value(Pointer enumClass, int value);

    /** Runs one pass of a main context (null: the default one) without blocking; true if it dispatched anything. */
    boolean g_main_context_iteration(Pointer context, boolean mayBlock);

    /** A main context of its own, which only the thread that iterates it dispatches. */
    Pointer g_main_context_new();

    void g_boxed_free(long type, Pointer boxed);

    static GLib load() {
        return Native.load("gobject-2.0", GLib.class);
    }
}
